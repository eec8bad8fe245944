import type {
  LineSection,
  MarketKind,
  MarketOutcome,
  MarketResult,
} from '@betshell/domain/betting';
import { MAIN_MARKET_KINDS, type MatchStats, type PeriodScore } from '@betshell/domain/betting';
import type { LineEvent, LineSport } from '@betshell/domain/sportsbook';
import { CYBER_SPORT_IDS } from '@betshell/domain/sportsbook';
import { LRUCache } from 'lru-cache';
import { settleEventCoupons } from '../bets/coupon-settlement';
import { perDatabase } from '../db/cached-reading';
import type { Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { lockEventForChange } from './line-event-locks';
import { lockLineChanges, recordLineChanges } from './line-changes';
import { lineNameSql, type LineLanguage } from './line-name-sql';

export type { LineLanguage } from './line-name-sql';

/** What the live feed and the results work on: no names, odds in thousandths. */
export interface FeedEvent {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly startsAt: Date;
  readonly state: 'line' | 'live' | 'finished';
  readonly homeScore: number;
  readonly awayScore: number;
  /** The score by period (domain/src/line/period-scores.ts). */
  readonly periods: readonly PeriodScore[];
  /** What the feed keeps of the game (corners, cards, goals); {} where it keeps nothing. */
  readonly stats: MatchStats;
  readonly homeTeamId: number | null;
  readonly awayTeamId: number | null;
  readonly markets: readonly {
    readonly id: number;
    readonly kind: MarketKind;
    readonly outcome: MarketOutcome;
    readonly paramTenths: number;
    readonly coefMilli: number;
  }[];
}

/** A live game's score as a minute of play leaves it (LineRepository.playLive). */
export interface LiveScore {
  readonly id: number;
  readonly home: number;
  readonly away: number;
  readonly periods: readonly PeriodScore[];
  readonly stats?: MatchStats;
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
  country_code: string | null;
  country_name: string | null;
  home_team_id: number | null;
  away_team_id: number | null;
  period_scores: readonly PeriodScore[] | string;
  top_rank: number | null;
  match_stats: MatchStats | string;
}

/** Where a team's logo is served (line-routes.ts draws it). */
export const teamLogoPath = (teamId: number): string => `/web-api/line/teams/${teamId}/logo.svg`;

/** A jsonb column: an object from node-postgres and PGlite, text from a driver that leaves it. */
const jsonOf = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

interface MarketRow {
  id: number;
  event_id: number;
  kind: MarketKind;
  outcome: MarketOutcome;
  param_tenths: number;
  coef_milli: number;
  blocked: boolean;
  result: MarketResult | null;
  player: Readonly<Record<string, string>> | string | null;
}

const MARKET_COLUMNS =
  'id, event_id, kind, outcome, param_tenths, coef_milli, blocked, result, player';

/** A market's player in the asked language, else in English. */
function playerName(row: MarketRow, language: LineLanguage): string | undefined {
  if (row.player === null) return undefined;
  const names = jsonOf(row.player);
  return names[language] ?? names['en'];
}

function marketsByEvent(rows: readonly MarketRow[]): Map<number, MarketRow[]> {
  const byEvent = new Map<number, MarketRow[]>();
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  return byEvent;
}

function toEvent(row: EventRow, markets: readonly MarketRow[], language: LineLanguage): LineEvent {
  const stats = jsonOf(row.match_stats);
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
    country:
      row.country_code === null
        ? null
        : { code: row.country_code, name: row.country_name ?? row.country_code },
    homeLogo: row.home_team_id === null ? null : teamLogoPath(row.home_team_id),
    awayLogo: row.away_team_id === null ? null : teamLogoPath(row.away_team_id),
    periods: jsonOf(row.period_scores),
    topRank: row.top_rank,
    ...(Object.keys(stats).length === 0 ? {} : { stats }),
    markets: markets.map((market) => ({
      ...(market.player === null ? {} : { player: playerName(market, language) ?? '' }),
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

/**
 * How long a kept answer of `events` is trusted (ours): changes made through this server drop it at
 * once; a change this process cannot see (psql, another instance's feed or operator on the same
 * PostgreSQL) shows within this time. One read per query and second is nothing next to a read per
 * request, and placement checks the odds on the database anyway, so a second-old line costs a player
 * at most an odds-changed answer.
 */
export const LINE_EVENTS_CACHE_TTL_MS = 1_000;
/** How many distinct queries (section, sport, champ, language) are kept: every page of the demo line. */
const LINE_EVENTS_CACHE_SIZE = 500;

/**
 * The answers of `events` per query, kept until the line changes (the line changes only
 * when the feed ticks or an operator acts, while every betting page asks for it). One per database
 * object, shared by the repositories made over it (the line's routes, the feed, the operator routes).
 * A read begun before a change is answered to its callers but never kept: it may predate the commit.
 */
interface LineEventsCache {
  generation: number;
  readonly answers: LRUCache<string, { readonly events: readonly LineEvent[] }>;
  readonly pending: Map<string, Promise<readonly LineEvent[]>>;
}

const lineEventsCacheOf = perDatabase<object, LineEventsCache>(() => ({
  generation: 0,
  answers: new LRUCache({ max: LINE_EVENTS_CACHE_SIZE, ttl: LINE_EVENTS_CACHE_TTL_MS }),
  pending: new Map(),
}));

/**
 * Drops the kept answers of the line over `db`: after a change written outside the repository (the
 * feed's new events, the seed; tests' direct statements through out-of-band-writer.ts).
 */
export function forgetLineEvents(db: object): void {
  const cache = lineEventsCacheOf(db);
  cache.generation += 1;
  cache.answers.clear();
  cache.pending.clear();
}

export interface LineRepository {
  sports(language: LineLanguage): Promise<LineSport[]>;
  /**
   * The events of a section, kept in memory until the line changes: the same array may be answered
   * to many callers, who must not change it.
   */
  events(
    language: LineLanguage,
    filter: { readonly section: LineSection; readonly sportId?: number; readonly champId?: number },
  ): Promise<readonly LineEvent[]>;
  /** The same answer as `events` while it is kept, without a promise; undefined when it must read. */
  keptEvents(
    language: LineLanguage,
    filter: { readonly section: LineSection; readonly sportId?: number; readonly champId?: number },
  ): readonly LineEvent[] | undefined;
  event(language: LineLanguage, id: number): Promise<LineEvent | null>;
  /** Finished events, the latest result first (the results and champs pages). */
  results(
    language: LineLanguage,
    filter: { readonly sportId?: number; readonly champId?: number; readonly limit: number },
  ): Promise<LineEvent[]>;
  /** Events not finished, for the feed; only event `id` when given. */
  openEvents(id?: number): Promise<FeedEvent[]>;
  /** How many events each championship has not finished (the feed keeps them topped up). */
  openEventsPerChamp(): Promise<Map<number, number>>;
  startEvent(id: number): Promise<void>;
  /**
   * A minute of live play, written at once: the games' new scores (with their periods and
   * statistics) and the odds' moves, in one transaction that records each game it changed once.
   */
  playLive(
    scores: readonly LiveScore[],
    moves: readonly { readonly marketId: number; readonly coefMilli: number }[],
  ): Promise<void>;
  /** A live game's score and its score by period. */
  setScore(
    id: number,
    home: number,
    away: number,
    periods: readonly PeriodScore[],
    stats?: MatchStats,
  ): Promise<void>;
  /** A team's English name (its logo's initials); null for no such team. */
  teamName(id: number): Promise<string | null>;
  /** Enters the result: the score, every market's result and the finished state, at once. */
  finishEvent(
    id: number,
    score: { readonly home: number; readonly away: number },
    results: readonly { readonly marketId: number; readonly result: MarketResult }[],
    at: Date,
  ): Promise<boolean>;
  suspendEvent(id: number, suspended: boolean): Promise<boolean>;
  /** Drops the kept answers: called after every change of the line (its own writes call it too). */
  lineChanged(): void;
}

const eventsKey = (
  language: LineLanguage,
  section: LineSection,
  sportId: number | undefined,
  champId: number | undefined,
) => `${language}|${section}|${sportId ?? ''}|${champId ?? ''}`;

export function createLineRepository(
  db: Queryable & {
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  },
): LineRepository {
  const eventSelect = (language: LineLanguage) => `
    select e.id, e.sport_id, e.champ_id, ${lineNameSql('s', 'name', language)} as sport_name,
           ${lineNameSql('c', 'name', language)} as champ_name, ${lineNameSql('e', 'home', language)} as home,
           ${lineNameSql('e', 'away', language)} as away, e.starts_at, e.state, e.suspended,
           e.home_score, e.away_score, c.country_code, ${lineNameSql('k', 'name', language)} as country_name,
           e.home_team_id, e.away_team_id, e.period_scores, e.top_rank, e.match_stats
      from line_events e
      join line_sports s on s.id = e.sport_id
      join line_champs c on c.id = e.champ_id
      left join line_countries k on k.code = c.country_code`;

  /**
   * The events with their markets: every market for one game's page (`all`), the main ones for a
   * list, whose rows show no other (a game of the demo line has some eighty markets).
   */
  async function withMarkets(
    rows: readonly EventRow[],
    language: LineLanguage,
    all: boolean,
  ): Promise<LineEvent[]> {
    if (rows.length === 0) return [];
    const markets = await db.query<MarketRow>(
      `select ${MARKET_COLUMNS} from line_markets
        where event_id = any($1::int[]) and ($2::int[] is null or kind = any($2::int[])) order by id`,
      [rows.map((row) => row.id), all ? null : MAIN_MARKET_KINDS],
    );
    const byEvent = marketsByEvent(markets);
    return rows.map((row) => toEvent(row, byEvent.get(row.id) ?? [], language));
  }

  const cache = lineEventsCacheOf(db);

  const lineChanged = () => forgetLineEvents(db);

  /** Runs a write, then drops the kept answers, whether it committed or not. */
  async function changing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      lineChanged();
    }
  }

  /**
   * Runs one write of the line that answers the ids of the events it changed, and writes those
   * events as changes for the stream in the same transaction (line-changes.ts). A write that
   * decides whether a bet on `betsWaitFor` may stand takes that event's lock first
   * (line-event-locks.ts), after the stream's.
   */
  function changingRecorded(
    sql: string,
    params: readonly unknown[],
    betsWaitFor: number | null = null,
  ): Promise<{ id: number }[]> {
    return changing(() =>
      db.transaction(async (tx) => {
        await lockLineChanges(tx);
        if (betsWaitFor !== null) await lockEventForChange(tx, betsWaitFor);
        const rows = await tx.query<{ id: number }>(sql, params);
        await recordLineChanges(
          tx,
          rows.map((row) => row.id),
        );
        return rows;
      }),
    );
  }

  async function readEvents(
    language: LineLanguage,
    section: LineSection,
    sportId: number | undefined,
    champId: number | undefined,
  ): Promise<LineEvent[]> {
    const rows = await db.query<EventRow>(
      `${eventSelect(language)}
        where e.state = $1 and ($2::int is null or e.sport_id = $2) and ($3::int is null or e.champ_id = $3)
        order by e.sport_id = any($4::int[]), e.starts_at, e.id`,
      // The cyber sports' fast rounds, a game every few minutes, come after the other games:
      // otherwise they would fill the top of every list, home's top line first.
      [section, sportId ?? null, champId ?? null, CYBER_SPORT_IDS],
    );
    return withMarkets(rows, language, false);
  }

  return {
    async sports(language) {
      const rows = await db.query<{
        id: number;
        name: string;
        line_count: number;
        live_count: number;
      }>(
        `select s.id, ${lineNameSql('s', 'name', language)} as name,
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

    keptEvents(language, { section, sportId, champId }) {
      return cache.answers.get(eventsKey(language, section, sportId, champId))?.events;
    },

    events(language, { section, sportId, champId }) {
      const key = eventsKey(language, section, sportId, champId);
      const kept = cache.answers.get(key);
      if (kept !== undefined) return Promise.resolve(kept.events);
      // Concurrent callers of a query not kept share one read.
      const pending = cache.pending.get(key);
      if (pending !== undefined) return pending;
      const startedIn = cache.generation;
      const reading = readEvents(language, section, sportId, champId).then((events) => {
        if (cache.generation === startedIn) cache.answers.set(key, { events });
        return events;
      });
      const shared = reading.finally(() => {
        if (cache.pending.get(key) === shared) cache.pending.delete(key);
      });
      cache.pending.set(key, shared);
      return shared;
    },

    async event(language, id) {
      const rows = await db.query<EventRow>(`${eventSelect(language)} where e.id = $1`, [id]);
      return (await withMarkets(rows, language, true))[0] ?? null;
    },

    async results(language, { sportId, champId, limit }) {
      const rows = await db.query<EventRow>(
        `${eventSelect(language)}
          where e.state = 'finished' and ($1::int is null or e.sport_id = $1) and ($2::int is null or e.champ_id = $2)
          order by e.finished_at desc nulls last, e.id desc
          limit $3`,
        [sportId ?? null, champId ?? null, limit],
      );
      return withMarkets(rows, language, false);
    },

    async openEvents(id) {
      const only = id ?? null;
      const events = await db.query<{
        id: number;
        sport_id: number;
        champ_id: number;
        starts_at: Date | string;
        state: 'line' | 'live';
        home_score: number;
        away_score: number;
        period_scores: readonly PeriodScore[] | string;
        match_stats: MatchStats | string;
        home_team_id: number | null;
        away_team_id: number | null;
      }>(
        `select id, sport_id, champ_id, starts_at, state, home_score, away_score, period_scores,
                match_stats, home_team_id, away_team_id
           from line_events where state <> 'finished' and ($1::int is null or id = $1) order by id`,
        [only],
      );
      if (events.length === 0) return [];
      const markets = await db.query<MarketRow>(
        `select ${MARKET_COLUMNS} from line_markets m
          where exists (select 1 from line_events e
                         where e.id = m.event_id and e.state <> 'finished' and ($1::int is null or e.id = $1))
          order by id`,
        [only],
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
        periods: jsonOf(row.period_scores),
        stats: jsonOf(row.match_stats),
        homeTeamId: row.home_team_id,
        awayTeamId: row.away_team_id,
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
      await changingRecorded(
        `update line_events set state = 'live' where id = $1 and state = 'line' returning id`,
        [id],
        id,
      );
    },

    async openEventsPerChamp() {
      const rows = await db.query<{ champ_id: number; open: string | number }>(
        `select champ_id, count(*) as open from line_events where state <> 'finished' group by champ_id`,
      );
      return new Map(rows.map((row) => [row.champ_id, Number(row.open)]));
    },

    async playLive(scores, moves) {
      if (scores.length === 0 && moves.length === 0) return;
      await changing(() =>
        db.transaction(async (tx) => {
          await lockLineChanges(tx);
          const scored =
            scores.length === 0
              ? []
              : await tx.query<{ id: number }>(
                  `update line_events e set home_score = s.home, away_score = s.away,
                          period_scores = s.periods, match_stats = coalesce(s.stats, e.match_stats)
                     from jsonb_to_recordset($1::jsonb)
                          as s(id int, home int, away int, periods jsonb, stats jsonb)
                    where e.id = s.id and e.state = 'live' returning e.id`,
                  [JSON.stringify(scores)],
                );
          const moved =
            moves.length === 0
              ? []
              : await tx.query<{ id: number }>(
                  `update line_markets m set coef_milli = c.coef
                     from unnest($1::int[], $2::int[]) as c(id, coef) where m.id = c.id
                   returning m.event_id as id`,
                  [moves.map((move) => move.marketId), moves.map((move) => move.coefMilli)],
                );
          await recordLineChanges(
            tx,
            [...scored, ...moved].map((row) => row.id),
          );
        }),
      );
    },

    async setScore(id, home, away, periods, stats) {
      await changingRecorded(
        `update line_events set home_score = $2, away_score = $3, period_scores = $4::jsonb,
                match_stats = coalesce($5::jsonb, match_stats)
          where id = $1 and state = 'live' returning id`,
        [
          id,
          home,
          away,
          JSON.stringify(periods),
          stats === undefined ? null : JSON.stringify(stats),
        ],
      );
    },

    async teamName(id) {
      const [row] = await db.query<{ name_en: string }>(
        'select name_en from line_teams where id = $1',
        [id],
      );
      return row?.name_en ?? null;
    },

    finishEvent(id, score, results, at) {
      // Dropped after the transaction ends, so no read of the old line is kept past its commit.
      // One event per transaction, run again after a lost race (a deadlock): a result that fails
      // leaves every other event as it was. Its locks keep placement's order (coupon-placement.ts
      // placeIn): the event first (its lock, exclusive), its markets, then its open coupons and
      // their accounts.
      return changing(() =>
        transactionWithRetry(db, async (tx) => {
          await lockLineChanges(tx);
          await lockEventForChange(tx, id);
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
          // The event's coupons are settled with its result, in the same transaction.
          await settleEventCoupons(tx, id, at);
          await recordLineChanges(tx, [id]);
          return true;
        }),
      );
    },

    async suspendEvent(id, suspended) {
      const rows = await changingRecorded(
        `update line_events set suspended = $2 where id = $1 and state <> 'finished' returning id`,
        [id, suspended],
        id,
      );
      return rows.length > 0;
    },

    lineChanged,
  };
}
