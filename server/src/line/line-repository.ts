import type {
  LineSection,
  MarketKind,
  MarketOutcome,
  MarketResult,
} from '@betshell/domain/betting';
import { settleEventCoupons } from '../bets/coupon-settlement';
import type { Queryable } from '../db/database';

export type LineLanguage = 'ru' | 'en';

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
  readonly param: number;
  readonly coef: number;
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
  readonly markets: LineMarket[];
}

/** What the live feed and the results work on: no names, odds in thousandths. */
export interface FeedEvent {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly startsAt: Date;
  readonly state: 'line' | 'live' | 'finished';
  readonly homeScore: number;
  readonly awayScore: number;
  readonly markets: readonly {
    readonly id: number;
    readonly kind: MarketKind;
    readonly outcome: MarketOutcome;
    readonly paramTenths: number;
    readonly coefMilli: number;
  }[];
}

interface EventRow {
  id: number;
  sport_id: number;
  champ_id: number;
  sport_name: string;
  champ_name: string;
  home: string;
  away: string;
  starts_at: Date | string;
  state: 'line' | 'live' | 'finished';
  suspended: boolean;
  home_score: number;
  away_score: number;
}

interface MarketRow {
  id: number;
  event_id: number;
  kind: MarketKind;
  outcome: MarketOutcome;
  param_tenths: number;
  coef_milli: number;
  blocked: boolean;
  result: MarketResult | null;
}

const MARKET_COLUMNS = 'id, event_id, kind, outcome, param_tenths, coef_milli, blocked, result';

function marketsByEvent(rows: readonly MarketRow[]): Map<number, MarketRow[]> {
  const byEvent = new Map<number, MarketRow[]>();
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  return byEvent;
}

function toEvent(row: EventRow, markets: readonly MarketRow[]): LineEvent {
  return {
    id: row.id,
    sportId: row.sport_id,
    sportName: row.sport_name,
    champId: row.champ_id,
    champName: row.champ_name,
    home: row.home,
    away: row.away,
    startsAt: new Date(row.starts_at).toISOString(),
    state: row.state,
    isSuspended: row.suspended,
    score: { home: row.home_score, away: row.away_score },
    markets: markets.map((market) => ({
      id: market.id,
      kind: market.kind,
      outcome: market.outcome,
      param: market.param_tenths / 10,
      coef: market.coef_milli / 1000,
      // A suspended event takes no bets on any market.
      isBlocked: market.blocked || row.suspended || row.state === 'finished',
      result: market.result,
    })),
  };
}

export interface LineRepository {
  sports(language: LineLanguage): Promise<LineSport[]>;
  events(
    language: LineLanguage,
    filter: { readonly section: LineSection; readonly sportId?: number; readonly champId?: number },
  ): Promise<LineEvent[]>;
  event(language: LineLanguage, id: number): Promise<LineEvent | null>;
  /** Finished events, the latest result first (the results and champs pages). */
  results(
    language: LineLanguage,
    filter: { readonly sportId?: number; readonly champId?: number; readonly limit: number },
  ): Promise<LineEvent[]>;
  /** Events not finished, for the feed. */
  openEvents(): Promise<FeedEvent[]>;
  startEvent(id: number): Promise<void>;
  moveOdds(
    changes: readonly { readonly marketId: number; readonly coefMilli: number }[],
  ): Promise<void>;
  setScore(id: number, home: number, away: number): Promise<void>;
  /** Enters the result: the score, every market's result and the finished state, at once. */
  finishEvent(
    id: number,
    score: { readonly home: number; readonly away: number },
    results: readonly { readonly marketId: number; readonly result: MarketResult }[],
    at: Date,
  ): Promise<boolean>;
  suspendEvent(id: number, suspended: boolean): Promise<boolean>;
}

export function createLineRepository(
  db: Queryable & {
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  },
): LineRepository {
  const eventSelect = (language: LineLanguage) => `
    select e.id, e.sport_id, e.champ_id, s.name_${language} as sport_name, c.name_${language} as champ_name,
           e.home_${language} as home, e.away_${language} as away, e.starts_at, e.state, e.suspended,
           e.home_score, e.away_score
      from line_events e
      join line_sports s on s.id = e.sport_id
      join line_champs c on c.id = e.champ_id`;

  async function withMarkets(rows: readonly EventRow[]): Promise<LineEvent[]> {
    if (rows.length === 0) return [];
    const markets = await db.query<MarketRow>(
      `select ${MARKET_COLUMNS} from line_markets where event_id = any($1::int[]) order by id`,
      [rows.map((row) => row.id)],
    );
    const byEvent = marketsByEvent(markets);
    return rows.map((row) => toEvent(row, byEvent.get(row.id) ?? []));
  }

  return {
    async sports(language) {
      const rows = await db.query<{
        id: number;
        name: string;
        line_count: number;
        live_count: number;
      }>(
        `select s.id, s.name_${language} as name,
                count(e.id) filter (where e.state = 'line') as line_count,
                count(e.id) filter (where e.state = 'live') as live_count
           from line_sports s left join line_events e on e.sport_id = s.id
          group by s.id order by s.sort_order`,
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        lineCount: Number(row.line_count),
        liveCount: Number(row.live_count),
      }));
    },

    async events(language, { section, sportId, champId }) {
      const rows = await db.query<EventRow>(
        `${eventSelect(language)}
          where e.state = $1 and ($2::int is null or e.sport_id = $2) and ($3::int is null or e.champ_id = $3)
          order by e.starts_at, e.id`,
        [section, sportId ?? null, champId ?? null],
      );
      return withMarkets(rows);
    },

    async event(language, id) {
      const rows = await db.query<EventRow>(`${eventSelect(language)} where e.id = $1`, [id]);
      return (await withMarkets(rows))[0] ?? null;
    },

    async results(language, { sportId, champId, limit }) {
      const rows = await db.query<EventRow>(
        `${eventSelect(language)}
          where e.state = 'finished' and ($1::int is null or e.sport_id = $1) and ($2::int is null or e.champ_id = $2)
          order by e.finished_at desc nulls last, e.id desc
          limit $3`,
        [sportId ?? null, champId ?? null, limit],
      );
      return withMarkets(rows);
    },

    async openEvents() {
      const events = await db.query<{
        id: number;
        sport_id: number;
        champ_id: number;
        starts_at: Date | string;
        state: 'line' | 'live';
        home_score: number;
        away_score: number;
      }>(
        `select id, sport_id, champ_id, starts_at, state, home_score, away_score
           from line_events where state <> 'finished' order by id`,
      );
      const markets = await db.query<MarketRow>(
        `select ${MARKET_COLUMNS} from line_markets m
          where exists (select 1 from line_events e where e.id = m.event_id and e.state <> 'finished')
          order by id`,
      );
      const byEvent = marketsByEvent(markets);
      return events.map((row) => ({
        id: row.id,
        sportId: row.sport_id,
        champId: row.champ_id,
        startsAt: new Date(row.starts_at),
        state: row.state,
        homeScore: row.home_score,
        awayScore: row.away_score,
        markets: (byEvent.get(row.id) ?? []).map((market) => ({
          id: market.id,
          kind: market.kind,
          outcome: market.outcome,
          paramTenths: market.param_tenths,
          coefMilli: market.coef_milli,
        })),
      }));
    },

    async startEvent(id) {
      await db.query(`update line_events set state = 'live' where id = $1 and state = 'line'`, [
        id,
      ]);
    },

    async moveOdds(changes) {
      if (changes.length === 0) return;
      await db.query(
        `update line_markets m set coef_milli = c.coef
           from unnest($1::int[], $2::int[]) as c(id, coef) where m.id = c.id`,
        [changes.map((change) => change.marketId), changes.map((change) => change.coefMilli)],
      );
    },

    async setScore(id, home, away) {
      await db.query(
        `update line_events set home_score = $2, away_score = $3 where id = $1 and state = 'live'`,
        [id, home, away],
      );
    },

    finishEvent(id, score, results, at) {
      return db.transaction(async (tx) => {
        const updated = await tx.query(
          `update line_events set state = 'finished', home_score = $2, away_score = $3, finished_at = $4
            where id = $1 and state <> 'finished' returning id`,
          [id, score.home, score.away, at],
        );
        if (updated.length === 0) return false;
        await tx.query(
          `update line_markets m set result = r.result
             from unnest($1::int[], $2::text[]) as r(id, result) where m.id = r.id and m.event_id = $3`,
          [results.map((one) => one.marketId), results.map((one) => one.result), id],
        );
        // The event's coupons are settled with its result, in the same transaction (issue 7).
        await settleEventCoupons(tx, id, at);
        return true;
      });
    },

    async suspendEvent(id, suspended) {
      const rows = await db.query(
        `update line_events set suspended = $2 where id = $1 and state <> 'finished' returning id`,
        [id, suspended],
      );
      return rows.length > 0;
    },
  };
}
