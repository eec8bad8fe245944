import {
  addToPeriods,
  isPastScheduledEnd,
  liveClockOf,
  MAX_ODDS,
  oddsToMilli,
  settleMarket,
  SPORTS_WITH_CORNERS_AND_CARDS,
  SPORTS_WITH_SCORERS,
  type MarketResult,
  type MatchStats,
} from '@betshell/domain/betting';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import {
  createLineChangesRepository,
  LINE_CHANGES_RETENTION_MS,
  lockLineChanges,
  recordLineChanges,
} from './line-changes';
import { addDemoEvent, DEMO_SPORTS, EVENTS_PER_CHAMP, seededRandom } from './demo-line';
import { demoScorersOf } from './demo-players';
import type { FeedEvent, LineRepository, LiveScore } from './line-repository';

/** How often the demo feed moves the line (ours): often enough that a player sees odds move. */
export const LINE_FEED_TICK_MS = 5_000;
/** A side's chance per tick of a corner and of a card in football (ours: about 10 and 4 a game). */
const CORNER_CHANCE = 0.008;
const CARD_CHANCE = 0.003;
/** The other shirts that score besides the named scorers (demo-players.ts). */
const OTHER_SCORERS = [4, 5, 8, 11, 14];

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
/**
 * The shirt of a goal's scorer: one of the side's named scorers (the line's "player to score"), or
 * another shirt of the team.
 */
function shirtOf(event: FeedEvent, side: 'home' | 'away', pick: number): number {
  const teamId = side === 'home' ? event.homeTeamId : event.awayTeamId;
  const named = demoScorersOf(event.sportId, teamId ?? 0).map((player) => player.shirt);
  return named[pick] ?? OTHER_SCORERS[pick - named.length] ?? OTHER_SCORERS[0] ?? 0;
}

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
    const [event] = await repository.openEvents(eventId);
    if (event === undefined) return false;
    // Settled on what the feed kept of the game: its periods and statistics. An operator's score
    // that they do not add up to voids the markets on them (settleMarket).
    const result = { score, periods: event.periods, stats: event.stats };
    const results: { marketId: number; result: MarketResult }[] = event.markets.map((market) => ({
      marketId: market.id,
      result: settleMarket(
        { kind: market.kind, outcome: market.outcome, param: market.paramTenths / 10 },
        result,
      ),
    }));
    return repository.finishEvent(eventId, score, results, clock());
  }

  /**
   * Plays a minute of a live game; answers its new score (null when it did not change) and its
   * odds' moves, written for every game at once. A game it ends gets its result here.
   */
  async function playLive(
    event: FeedEvent,
    now: Date,
  ): Promise<{ score: LiveScore | null; moves: OddsMove[] }> {
    const none = { score: null, moves: [] };
    const sport = DEMO_SPORTS.find((one) => one.id === event.sportId);
    if (sport === undefined) return none;
    // The same rule placement refuses a bet by: past it, a game takes no bets and gets its result.
    if (
      isPastScheduledEnd(
        { sportId: event.sportId, startsAtMs: event.startsAt.getTime() },
        now.getTime(),
      )
    ) {
      await settle(event.id, { home: event.homeScore, away: event.awayScore });
      return none;
    }
    const home = event.homeScore + (random() < sport.scoreChance ? sport.points : 0);
    let away = event.awayScore + (random() < sport.scoreChance ? sport.points : 0);
    // One map at a time: a map both sides won in one tick goes to the home side only.
    if (sport.mapsToWin !== undefined && home !== event.homeScore) away = event.awayScore;
    const minutesPlayed = (now.getTime() - event.startsAt.getTime()) / 60_000;
    let periods = event.periods;
    if (home !== event.homeScore)
      periods = addToPeriods(sport.id, periods, 'home', home - event.homeScore, minutesPlayed);
    if (away !== event.awayScore)
      periods = addToPeriods(sport.id, periods, 'away', away - event.awayScore, minutesPlayed);
    // Each score goes to the period under way, so the periods add up to the score.
    const stats = playStats(event, { home, away }, now);
    const scored = home !== event.homeScore || away !== event.awayScore;
    const score =
      scored || stats !== event.stats ? { id: event.id, home, away, periods, stats } : null;
    // A match of maps ends when a side has won its maps: the feed enters the result then, on the
    // periods just written.
    if (scored && sport.mapsToWin !== undefined && Math.max(home, away) >= sport.mapsToWin) {
      await repository.setScore(event.id, home, away, periods, stats);
      await settle(event.id, { home, away });
      return none;
    }
    const moves = event.markets.map((market) => ({
      marketId: market.id,
      coefMilli: Math.min(
        HIGHEST_MILLI,
        Math.max(LOWEST_MILLI, Math.round(market.coefMilli * (1 + (random() * 2 - 1) * MOVE))),
      ),
    }));
    return { score, moves };
  }

  /**
   * The statistics after a minute of play: the goals just scored with their scorers, and in
   * football corners and cards. They draw on a stream of their own, seeded by the game and the
   * minute, so the scores and odds stay as the feed's random makes them. The same object when
   * nothing happened.
   */
  function playStats(
    event: FeedEvent,
    score: { home: number; away: number },
    now: Date,
  ): MatchStats {
    const keepsGoals = SPORTS_WITH_SCORERS.includes(event.sportId);
    const keepsCorners = SPORTS_WITH_CORNERS_AND_CARDS.includes(event.sportId);
    if (!keepsGoals && !keepsCorners) return event.stats;
    const local = seededRandom(event.id * 100_003 + Math.floor(now.getTime() / 1000));
    const minute =
      liveClockOf(
        { sportId: event.sportId, startsAtMs: event.startsAt.getTime(), periods: event.periods },
        now.getTime(),
      ).minute ?? 0;
    let stats = event.stats;
    const sides = ['home', 'away'] as const;
    if (keepsGoals) {
      const scored = sides.flatMap((side) =>
        Array.from(
          { length: score[side] - (side === 'home' ? event.homeScore : event.awayScore) },
          () => side,
        ),
      );
      if (scored.length > 0) {
        const goals = scored.map((side) => {
          const named = demoScorersOf(event.sportId, 0).length;
          const pick = Math.floor(local() * (named + OTHER_SCORERS.length));
          return { side, player: shirtOf(event, side, pick), minute };
        });
        stats = { ...stats, goals: [...(stats.goals ?? []), ...goals] };
      }
    }
    if (keepsCorners) {
      for (const side of sides) {
        if (local() < CORNER_CHANCE) {
          const corners = stats.corners ?? { home: 0, away: 0 };
          stats = {
            ...stats,
            corners: { ...corners, [side]: corners[side] + 1 },
            cornerMinutes: [...(stats.cornerMinutes ?? []), { side, minute }],
          };
        }
        if (local() < CARD_CHANCE) {
          const cards = stats.cards ?? { home: 0, away: 0 };
          stats = {
            ...stats,
            cards: { ...cards, [side]: cards[side] + 1 },
            cardEvents: [...(stats.cardEvents ?? []), { side, minute }],
          };
        }
      }
      if (stats.corners === undefined || stats.cards === undefined)
        stats = {
          ...stats,
          corners: stats.corners ?? { home: 0, away: 0 },
          cards: stats.cards ?? { home: 0, away: 0 },
        };
    }
    return stats;
  }

  /**
   * Keeps EVENTS_PER_CHAMP open events in every championship, starting within the next hours: the
   * missing ones in one transaction, so a step that ended games sends their successors as one
   * batch of changes.
   */
  async function replenish(now: Date): Promise<void> {
    const open = await repository.openEventsPerChamp();
    const missing = (champId: number) => EVENTS_PER_CHAMP - (open.get(champId) ?? 0);
    if (DEMO_SPORTS.every((sport) => sport.champs.every((champ) => missing(champ.id) <= 0))) return;
    await database.transaction(async (tx) => {
      await lockLineChanges(tx);
      const added: number[] = [];
      for (const sport of DEMO_SPORTS) {
        for (const champ of sport.champs) {
          for (let i = 0; i < missing(champ.id); i += 1) {
            // Most games start within hours; the cyber sports' fast rounds within minutes.
            const within = sport.startsWithinMinutes ?? 240;
            const lead = sport.startsWithinMinutes === undefined ? 10 : 1;
            const startsAt = new Date(
              now.getTime() + (lead + Math.floor(random() * within)) * 60_000,
            );
            added.push(await addDemoEvent(tx, sport, champ.id, startsAt, random));
          }
        }
      }
      await recordLineChanges(tx, added);
    });
    // Written outside the repository: the kept answers of the line are dropped by hand.
    repository.lineChanged();
  }

  async function step(): Promise<void> {
    const now = clock();
    const open = await repository.openEvents();
    const scores: LiveScore[] = [];
    const moves: OddsMove[] = [];
    for (const event of open) {
      // One event's failure (a race its retries lost, a row that breaks a rule) must not keep the
      // other games of the step open and taking bets: it is logged, and the next step tries again.
      try {
        if (event.state === 'line' && event.startsAt.getTime() <= now.getTime()) {
          await repository.startEvent(event.id);
        } else if (event.state === 'live') {
          const played = await playLive(event, now);
          if (played.score !== null) scores.push(played.score);
          moves.push(...played.moves);
        }
      } catch (error) {
        options.log?.(error, event.id);
      }
    }
    // Every live game's minute in one write: one change per game and one batch for the streams.
    await repository.playLive(scores, moves);
    await replenish(now);
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
