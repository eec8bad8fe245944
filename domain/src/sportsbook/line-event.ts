import type { MarketKind, MarketOutcome, MarketResult, LineSection } from '../line/market-result';

/**
 * The line as GET /web-api/line/sports, /line/events, /line/events/{id} and /line/results answer
 * it (server/src/line/line-routes.ts): odds are decimals with three places.
 */
export interface LineSport {
  readonly id: number;
  readonly name: string;
  readonly lineCount: number;
  readonly liveCount: number;
}

export interface LineMarket {
  readonly id: number;
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  /** The total's line or the handicap of the outcome's side; 0 otherwise. */
  readonly param: number;
  readonly coef: number;
  /** Suspended: no bets (the market, or its whole event, or a finished event). */
  readonly isBlocked: boolean;
  readonly result: MarketResult | null;
}

export interface LineEvent {
  readonly id: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly champId: number;
  readonly champName: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly state: 'line' | 'live' | 'finished';
  readonly isSuspended: boolean;
  readonly score: { readonly home: number; readonly away: number };
  readonly markets: readonly LineMarket[];
}

/** The transport of the line (the platform's HTTP client implements it in the parcel). */
export interface LineApi {
  sports(lng: string): Promise<LineSport[]>;
  events(query: {
    readonly section: LineSection;
    readonly sportId?: number;
    readonly champId?: number;
    readonly lng: string;
  }): Promise<LineEvent[]>;
  /** null: no such event (404). */
  event(id: number, lng: string): Promise<LineEvent | null>;
  results(query: {
    readonly sportId?: number;
    readonly champId?: number;
    readonly lng: string;
  }): Promise<LineEvent[]>;
}

export const LINE_API_PATHS = {
  sports: '/web-api/line/sports',
  events: '/web-api/line/events',
  event: (id: number) => `/web-api/line/events/${id}`,
  results: '/web-api/line/results',
} as const;

/** A championship of a list of events, in the order its first event comes. */
export interface LineChamp {
  readonly id: number;
  readonly name: string;
  readonly sportId: number;
  readonly sportName: string;
  readonly events: readonly LineEvent[];
}

export function champsOf(events: readonly LineEvent[]): LineChamp[] {
  const byId = new Map<number, { champ: LineChamp; events: LineEvent[] }>();
  for (const event of events) {
    let entry = byId.get(event.champId);
    if (entry === undefined) {
      const list: LineEvent[] = [];
      entry = {
        events: list,
        champ: {
          id: event.champId,
          name: event.champName,
          sportId: event.sportId,
          sportName: event.sportName,
          events: list,
        },
      };
      byId.set(event.champId, entry);
    }
    entry.events.push(event);
  }
  return [...byId.values()].map((entry) => entry.champ);
}
