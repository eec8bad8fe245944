/**
 * How long a game of each sport of the demo line lasts, in minutes from its start to its result
 * (ours; sport ids of server/src/line/demo-line.ts). It is the demo feed's clock, shortened from
 * real games so that a player sees a result within the hour or two: football 110 (two halves,
 * the break and stoppage time), ice hockey 75, basketball 60, tennis 90, esports 40.
 */
export const SCHEDULED_PLAY_MINUTES_BY_SPORT: Readonly<Record<number, number>> = {
  1: 110,
  2: 75,
  3: 60,
  4: 90,
  40: 40,
  // The cyber sports' fast rounds: two halves of five minutes, four quarters of three.
  50: 10,
  51: 12,
};

/**
 * A sport the table does not know is given three hours, longer than any game above, so that an
 * event of a new sport still has an end after which it takes no bets.
 */
export const FALLBACK_PLAY_MINUTES = 180;

/** The minutes from a game's start to its scheduled end. */
export function scheduledPlayMinutes(sportId: number): number {
  return SCHEDULED_PLAY_MINUTES_BY_SPORT[sportId] ?? FALLBACK_PLAY_MINUTES;
}

/** When a game is scheduled to end: its start plus its sport's minutes (epoch milliseconds). */
export function scheduledEndOf(event: {
  readonly sportId: number;
  readonly startsAtMs: number;
}): number {
  return event.startsAtMs + scheduledPlayMinutes(event.sportId) * 60_000;
}

/**
 * Whether a game is past its scheduled end at `nowMs`. From then on it takes no bets, whether or
 * not its result has been entered: the feed ends it on this rule, and placement refuses it on the
 * same rule, so a feed that is late or failing never lets a finished game take bets.
 */
export function isPastScheduledEnd(
  event: { readonly sportId: number; readonly startsAtMs: number },
  nowMs: number,
): boolean {
  return nowMs >= scheduledEndOf(event);
}
