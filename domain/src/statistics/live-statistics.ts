import { scheduledPlayMinutes } from '../line/scheduled-end';
import type { MatchStats, SidePair } from '../line/market-settlement';
import { disciplineOfChamp } from '../esports/esports-disciplines';

/**
 * The live match statistics of the demo feed (ours): what a data provider would send beside the
 * score, per sport. Each minute of a game the feed draws, for each side, the events of that minute
 * (a shot, a corner, a card; a kill, a tower; a rebound; an ace ...) from the game's id, so the
 * same game always has the same events, every instance and every reload agree, and the counts only
 * grow as the game goes on. The score is the feed's own: a shot on target is counted for each goal.
 * So are the corners and cards of a game whose feed keeps them (football, market-settlement.ts's
 * MatchStats): the ones its markets are settled on and its tracker draws, never drawn again here.
 */
export type StatisticsProfile =
  'football' | 'hockey' | 'basketball' | 'tennis' | 'shooter' | 'moba';

export type StatKey =
  | 'possession'
  | 'shots'
  | 'shots_on_target'
  | 'corners'
  | 'yellow_cards'
  | 'red_cards'
  | 'fouls'
  | 'shots_on_goal'
  | 'penalty_minutes'
  | 'faceoffs'
  | 'hits'
  | 'rebounds'
  | 'assists'
  | 'steals'
  | 'three_pointers'
  | 'aces'
  | 'double_faults'
  | 'first_serve'
  | 'break_points'
  | 'kills'
  | 'headshots'
  | 'rounds'
  | 'bomb_plants'
  | 'towers'
  | 'objectives';

interface EventStat {
  readonly key: StatKey;
  /** How many a side makes per minute of a real game of the profile (ours). */
  readonly perMinute: number;
  /** Whether the tracker draws it as a moment of the game. */
  readonly moment: boolean;
  /** Counted once more for every point the side scored (a goal is a shot on target). */
  readonly plusScore?: boolean;
}

interface Profile {
  /** The length of a real game of the profile, which the per-minute rates are for. */
  readonly realMinutes: number;
  /** A share the sides split (possession, first serves in), as a percentage. */
  readonly share: StatKey | null;
  readonly events: readonly EventStat[];
}

const PROFILES: Readonly<Record<StatisticsProfile, Profile>> = {
  football: {
    realMinutes: 90,
    share: 'possession',
    events: [
      { key: 'shots', perMinute: 0.14, moment: true, plusScore: true },
      { key: 'shots_on_target', perMinute: 0.05, moment: false, plusScore: true },
      { key: 'corners', perMinute: 0.055, moment: true },
      { key: 'fouls', perMinute: 0.12, moment: false },
      { key: 'yellow_cards', perMinute: 0.022, moment: true },
      { key: 'red_cards', perMinute: 0.002, moment: true },
    ],
  },
  hockey: {
    realMinutes: 60,
    share: null,
    events: [
      { key: 'shots_on_goal', perMinute: 0.5, moment: true, plusScore: true },
      { key: 'hits', perMinute: 0.4, moment: false },
      { key: 'faceoffs', perMinute: 0.5, moment: false },
      { key: 'penalty_minutes', perMinute: 0.1, moment: true },
    ],
  },
  basketball: {
    realMinutes: 48,
    share: null,
    events: [
      { key: 'three_pointers', perMinute: 0.25, moment: true },
      { key: 'rebounds', perMinute: 0.9, moment: false },
      { key: 'assists', perMinute: 0.5, moment: false },
      { key: 'steals', perMinute: 0.16, moment: true },
      { key: 'fouls', perMinute: 0.4, moment: false },
    ],
  },
  tennis: {
    realMinutes: 90,
    share: 'first_serve',
    events: [
      { key: 'aces', perMinute: 0.07, moment: true },
      { key: 'double_faults', perMinute: 0.03, moment: true },
      { key: 'break_points', perMinute: 0.04, moment: true },
    ],
  },
  shooter: {
    realMinutes: 40,
    share: null,
    events: [
      { key: 'rounds', perMinute: 0.9, moment: true },
      { key: 'kills', perMinute: 3, moment: false },
      { key: 'headshots', perMinute: 1.3, moment: false },
      { key: 'bomb_plants', perMinute: 0.35, moment: true },
    ],
  },
  moba: {
    realMinutes: 40,
    share: null,
    events: [
      { key: 'kills', perMinute: 0.7, moment: true },
      { key: 'towers', perMinute: 0.2, moment: true },
      { key: 'objectives', perMinute: 0.08, moment: true },
    ],
  },
};

/** The profile of a game: its sport, and for esports its discipline (demo line ids). */
export function statisticsProfileOf(sportId: number, champId: number): StatisticsProfile {
  switch (sportId) {
    case 1:
    case 50:
      return 'football';
    case 2:
      return 'hockey';
    case 3:
    case 51:
      return 'basketball';
    case 4:
      return 'tennis';
    default:
      return disciplineOfChamp(champId)?.style ?? 'shooter';
  }
}

/** One line of the statistics: the two sides' counts, or their shares in percent. */
export interface StatLine {
  readonly key: StatKey;
  readonly home: number;
  readonly away: number;
  readonly percent: boolean;
}

/** A moment of the game as the tracker draws it. */
export interface MatchMoment {
  /** The minute of play it happened in, from 1. */
  readonly minute: number;
  readonly side: 'home' | 'away';
  readonly key: StatKey;
}

export interface LiveStatistics {
  readonly profile: StatisticsProfile;
  /** Minutes played, 0 before the start; the whole game once it is over. */
  readonly minute: number;
  readonly lines: readonly StatLine[];
  /** The latest moments first. */
  readonly moments: readonly MatchMoment[];
}

export interface GameForStatistics {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly startsAtMs: number;
  readonly state: 'line' | 'live' | 'finished';
  readonly score: { readonly home: number; readonly away: number };
  /** What the feed keeps of the game (line_events.match_stats); null or {} when it keeps nothing. */
  readonly stats?: MatchStats | null;
}

/** A number in [0, 1) from integers, the same for the same integers (a 32-bit mix). */
export function unitHash(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 4294967296;
}

/** Minutes of play so far: none before the start, the game's length once over. */
export function minutesPlayed(game: GameForStatistics, nowMs: number): number {
  const length = scheduledPlayMinutes(game.sportId);
  if (game.state === 'line') return 0;
  if (game.state === 'finished') return length;
  return Math.max(0, Math.min(length, Math.floor((nowMs - game.startsAtMs) / 60_000)));
}

/** The most moments the answer carries (the tracker shows the latest few). */
export const MOMENTS_SHOWN = 20;

/** The game's statistics at `nowMs` (see the file's comment). */
export function liveStatistics(game: GameForStatistics, nowMs: number): LiveStatistics {
  const profile = statisticsProfileOf(game.sportId, game.champId);
  const { realMinutes, share, events } = PROFILES[profile];
  const length = scheduledPlayMinutes(game.sportId);
  // A fast round packs a whole game's events into its few minutes.
  const pace = realMinutes / length;
  const minute = minutesPlayed(game, nowMs);
  const kept = keptByFeed(game.stats ?? null);
  const counts = events.map(() => ({ home: 0, away: 0 }));
  const moments: MatchMoment[] = [];
  for (let m = 1; m <= minute; m += 1) {
    events.forEach((stat, index) => {
      if (kept.keys.has(stat.key)) return;
      const rate = stat.perMinute * pace;
      (['home', 'away'] as const).forEach((side, sideIndex) => {
        const whole = Math.floor(rate);
        const extra = unitHash(game.id, m, index, sideIndex) < rate - whole ? 1 : 0;
        const made = whole + extra;
        counts[index]![side] += made;
        if (made > 0 && stat.moment) moments.push({ minute: m, side, key: stat.key });
      });
    });
  }
  const lines: StatLine[] = [];
  if (share !== null && minute > 0) {
    // The home side's share drifts around a level of its own for the game.
    const level = 40 + unitHash(game.id, 7) * 20;
    const home = Math.round(
      Math.min(70, Math.max(30, level + (unitHash(game.id, minute) - 0.5) * 6)),
    );
    lines.push({ key: share, home, away: 100 - home, percent: true });
  }
  // A shot on target is a shot too: the shots count them, so they are never fewer.
  const onTarget = events.findIndex((stat) => stat.key === 'shots_on_target');
  events.forEach((stat, index) => {
    if (kept.keys.has(stat.key)) {
      const count = kept.counts.get(stat.key);
      if (count !== undefined)
        lines.push({ key: stat.key, home: count.home, away: count.away, percent: false });
      return;
    }
    const count = counts[index]!;
    const plus = stat.plusScore === true;
    const also = stat.key === 'shots' && onTarget >= 0 ? counts[onTarget]! : { home: 0, away: 0 };
    lines.push({
      key: stat.key,
      home: count.home + also.home + (plus ? game.score.home : 0),
      away: count.away + also.away + (plus ? game.score.away : 0),
      percent: false,
    });
  });
  return {
    profile,
    minute,
    lines: minute > 0 ? lines : [],
    // Latest first; the feed's own moments among the drawn ones by their minute.
    moments: [...moments.reverse(), ...kept.moments.filter((moment) => moment.minute <= minute)]
      .sort((a, b) => b.minute - a.minute)
      .slice(0, MOMENTS_SHOWN),
  };
}

/**
 * What the feed keeps of a game, as statistic lines: its corners, and its cards as the yellow
 * cards (the feed keeps no red card apart, so none is drawn beside them). `keys` holds every key
 * they replace; the moments are the feed's, at the minute it kept.
 */
function keptByFeed(stats: MatchStats | null): {
  readonly keys: ReadonlySet<StatKey>;
  readonly counts: ReadonlyMap<StatKey, SidePair>;
  readonly moments: MatchMoment[];
} {
  const counts = new Map<StatKey, SidePair>();
  const keys = new Set<StatKey>();
  const moments: MatchMoment[] = [];
  if (stats?.corners !== undefined) {
    counts.set('corners', stats.corners);
    keys.add('corners');
    for (const corner of stats.cornerMinutes ?? [])
      moments.push({ minute: corner.minute, side: corner.side, key: 'corners' });
  }
  if (stats?.cards !== undefined) {
    counts.set('yellow_cards', stats.cards);
    keys.add('yellow_cards');
    keys.add('red_cards');
    for (const card of stats.cardEvents ?? [])
      moments.push({ minute: card.minute, side: card.side, key: 'yellow_cards' });
  }
  return { keys, counts, moments };
}
