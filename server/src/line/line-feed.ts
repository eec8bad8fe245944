import {
  addToPeriods,
  isPastScheduledEnd,
  marketResult,
  MAX_ODDS,
  oddsToMilli,
  type MarketResult,
} from '@betshell/domain/betting';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import {
  createLineChangesRepository,
  LINE_CHANGES_RETENTION_MS,
  lockLineChanges,
  recordLineChanges,
} from './line-changes';
import { addDemoEvent, DEMO_SPORTS, EVENTS_PER_CHAMP } from './demo-line';
import type { FeedEvent, LineRepository } from './line-repository';

/** How often the demo feed moves the line (ours): often enough that a player sees odds move. */
export const LINE_FEED_TICK_MS = 5_000;
/** The most one tick moves a price, either way (ours). */
const MOVE = 0.04;
const LOWEST_MILLI = 1010;
const HIGHEST_MILLI = oddsToMilli(MAX_ODDS);

interface OddsMove {
  readonly marketId: number;
  readonly coefMilli: number;
}

/** Repeats a task; the default uses the process's timers, tests call `tick` themselves. */
export interface FeedScheduler {
  every(ms: number, task: () => void): () => void;
}

export const intervalScheduler: FeedScheduler = {
  every(ms, task) {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface LineFeed {
  /**
   * One step of the feed: starts due events, moves live odds and scores, ends finished games. Each
   * event is its own piece of work: one that fails is logged and tried again at the next step, and
   * stops no other.
   */
  tick(): Promise<void>;
  /** Enters an event's result (the feed at the final whistle, or an operator); false if unknown or done. */
  settle(
    eventId: number,
    score: { readonly home: number; readonly away: number },
  ): Promise<boolean>;
  start(scheduler: FeedScheduler): void;
  /** Stops the timer and waits for a tick under way. */
  stop(): Promise<void>;
}

/**
 * The demo live feed of decisions.md: it moves odds and scores while the server runs and enters
 * results, so a coupon has something to follow. Its randomness and its clock come from outside.
 */
export function createLineFeed(options: {
  readonly database: Database;
  readonly repository: LineRepository;
  readonly clock: Clock;
  readonly random?: () => number;
  /** Told of a step that failed, or of one event that failed in a step (`eventId`). */
  readonly log?: (error: unknown, eventId?: number) => void;
}): LineFeed {
  const { database, repository, clock } = options;
  const random = options.random ?? Math.random;
  const changes = createLineChangesRepository(database);
  let cancel: (() => void) | null = null;
  let running: Promise<void> | null = null;

  async function settle(eventId: number, score: { home: number; away: number }): Promise<boolean> {
    const event = (await repository.openEvents()).find((one) => one.id === eventId);
    if (event === undefined) return false;
    const results: { marketId: number; result: MarketResult }[] = event.markets.map((market) => ({
      marketId: market.id,
      result: marketResult(
        { kind: market.kind, outcome: market.outcome, param: market.paramTenths / 10 },
        score,
      ),
    }));
    return repository.finishEvent(eventId, score, results, clock());
  }

  /** Plays a minute of a live game; answers its odds' moves, written for every game at once. */
  async function playLive(event: FeedEvent, now: Date): Promise<OddsMove[]> {
    const sport = DEMO_SPORTS.find((one) => one.id === event.sportId);
    if (sport === undefined) return [];
    // The same rule placement refuses a bet by: past it, a game takes no bets and gets its result.
    if (
      isPastScheduledEnd(
        { sportId: event.sportId, startsAtMs: event.startsAt.getTime() },
        now.getTime(),
      )
    ) {
      await settle(event.id, { home: event.homeScore, away: event.awayScore });
      return [];
    }
    const home = event.homeScore + (random() < sport.scoreChance ? sport.points : 0);
    let away = event.awayScore + (random() < sport.scoreChance ? sport.points : 0);
    // One map at a time: a map both sides won in one tick goes to the home side only.
    if (sport.mapsToWin !== undefined && home !== event.homeScore) away = event.awayScore;
    if (home !== event.homeScore || away !== event.awayScore) {
      // Each score goes to the period under way, so the periods add up to the score.
      const minutesPlayed = (now.getTime() - event.startsAt.getTime()) / 60_000;
      let periods = event.periods;
      if (home !== event.homeScore)
        periods = addToPeriods(sport.id, periods, 'home', home - event.homeScore, minutesPlayed);
      if (away !== event.awayScore)
        periods = addToPeriods(sport.id, periods, 'away', away - event.awayScore, minutesPlayed);
      await repository.setScore(event.id, home, away, periods);
      // A match of maps ends when a side has won its maps: the feed enters the result then.
      if (sport.mapsToWin !== undefined && Math.max(home, away) >= sport.mapsToWin) {
        await settle(event.id, { home, away });
        return [];
      }
    }
    return event.markets.map((market) => ({
      marketId: market.id,
      coefMilli: Math.min(
        HIGHEST_MILLI,
        Math.max(LOWEST_MILLI, Math.round(market.coefMilli * (1 + (random() * 2 - 1) * MOVE))),
      ),
    }));
  }

  /** Keeps EVENTS_PER_CHAMP open events in every championship, starting within the next hours. */
  async function replenish(open: readonly FeedEvent[], now: Date): Promise<void> {
    for (const sport of DEMO_SPORTS) {
      for (const champ of sport.champs) {
        const missing =
          EVENTS_PER_CHAMP - open.filter((event) => event.champId === champ.id).length;
        for (let i = 0; i < missing; i += 1) {
          // Most games start within hours; the cyber sports' fast rounds within minutes.
          const within = sport.startsWithinMinutes ?? 240;
          const lead = sport.startsWithinMinutes === undefined ? 10 : 1;
          const startsAt = new Date(
            now.getTime() + (lead + Math.floor(random() * within)) * 60_000,
          );
          await database.transaction(async (tx) => {
            await lockLineChanges(tx);
            await recordLineChanges(tx, [
              await addDemoEvent(tx, sport, champ.id, startsAt, random),
            ]);
          });
          // Written outside the repository: the kept answers of the line are dropped by hand.
          repository.lineChanged();
        }
      }
    }
  }

  async function step(): Promise<void> {
    const now = clock();
    const open = await repository.openEvents();
    const moves: OddsMove[] = [];
    for (const event of open) {
      // One event's failure (a race its retries lost, a row that breaks a rule) must not keep the
      // other games of the step open and taking bets: it is logged, and the next step tries again.
      try {
        if (event.state === 'line' && event.startsAt.getTime() <= now.getTime()) {
          await repository.startEvent(event.id);
        } else if (event.state === 'live') {
          moves.push(...(await playLive(event, now)));
        }
      } catch (error) {
        options.log?.(error, event.id);
      }
    }
    await repository.moveOdds(moves);
    await replenish(await repository.openEvents(), now);
    await changes.prune(LINE_CHANGES_RETENTION_MS);
  }

  function tick(): Promise<void> {
    // One tick at a time: a slow database must not let ticks pile up on each other.
    running ??= step().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    settle,
    start(scheduler) {
      cancel ??= scheduler.every(LINE_FEED_TICK_MS, () => {
        tick().catch((error: unknown) => options.log?.(error));
      });
    },
    async stop() {
      cancel?.();
      cancel = null;
      await running?.catch(() => undefined);
    },
  };
}
