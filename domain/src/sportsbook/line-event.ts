import type {
  EventSchema,
  LineChangeSchema,
  ReadonlyStatic,
  SportSchema,
} from '@betshell/api-contract';
import type { LineSection } from '../line/market-result';

/**
 * The line as GET /web-api/line/sports, /line/events, /line/events/{id} and /line/results answer
 * it: the API contract's SportSchema and EventSchema. Odds are decimals with three places; a
 * market's `param` is the total's line or the handicap of the outcome's side, 0 otherwise;
 * `isBlocked` means no bets (the market, its whole event, or a finished event).
 */
export type LineSport = ReadonlyStatic<typeof SportSchema>;

export type LineEvent = ReadonlyStatic<typeof EventSchema>;

export type LineMarket = LineEvent['markets'][number];

/** One change of an event as the line's stream sends it (GET /web-api/line/stream). */
export type LineChange = ReadonlyStatic<typeof LineChangeSchema>;

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
  stream: '/web-api/line/stream',
  search: '/web-api/line/search',
} as const;

/** A championship of a list of events, in the order its first event comes. */
export interface LineChamp {
  readonly id: number;
  readonly name: string;
  readonly sportId: number;
  readonly sportName: string;
  /** The championship's country (its first event's); null for an international one. */
  readonly country: LineEvent['country'];
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
          country: event.country,
          events: list,
        },
      };
      byId.set(event.champId, entry);
    }
    entry.events.push(event);
  }
  return [...byId.values()].map((entry) => entry.champ);
}
