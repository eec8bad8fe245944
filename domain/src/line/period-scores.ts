/**
 * The score of a game by period, for the "detailed score" display setting (spec/shell.md section
 * 3): halves in football, periods in ice hockey, quarters in basketball, sets in tennis, maps in
 * esports (sport ids of server/src/line/demo-line.ts). The demo feed adds every score it makes
 * here, so the periods always add up to the game's score.
 */
export interface PeriodScore {
  readonly home: number;
  readonly away: number;
}

/**
 * The minute of play each period after the first starts at, from the game's start (ours, on the
 * demo feed's shortened clock of scheduled-end.ts: football 2 × 55, ice hockey 3 × 25, basketball
 * 4 × 15). Tennis and esports count sets and maps by their score instead (below).
 */
export const PERIOD_STARTS_BY_SPORT: Readonly<Record<number, readonly number[]>> = {
  1: [55],
  2: [25, 50],
  3: [15, 30, 45],
  // Cyber football and cyber basketball (fast rounds).
  50: [5],
  51: [3, 6, 9],
};

const TENNIS = 4;
const ESPORTS = 40;

/** The period under way `minutesPlayed` after the start (0 the first); a sport without periods has one. */
export function periodAt(sportId: number, minutesPlayed: number): number {
  const starts = PERIOD_STARTS_BY_SPORT[sportId] ?? [];
  return starts.filter((start) => minutesPlayed >= start).length;
}

/** A tennis set is over at six games with a lead of two, or at seven (the tie-break). */
export function isSetOver(set: PeriodScore): boolean {
  const high = Math.max(set.home, set.away);
  const low = Math.min(set.home, set.away);
  return high >= 7 || (high >= 6 && high - low >= 2);
}

/**
 * The periods after `side` scores `points` `minutesPlayed` after the start: added to the period
 * under way (periods not reached yet are filled with 0:0). In tennis a point of the feed is a game,
 * added to the set under way or starting the next; in esports it is a map won, a period of its own.
 */
export function addToPeriods(
  sportId: number,
  periods: readonly PeriodScore[],
  side: 'home' | 'away',
  points: number,
  minutesPlayed: number,
): PeriodScore[] {
  const add = (period: PeriodScore): PeriodScore => ({ ...period, [side]: period[side] + points });
  if (sportId === ESPORTS) return [...periods, add({ home: 0, away: 0 })];
  let index: number;
  if (sportId === TENNIS) {
    const last = periods[periods.length - 1];
    index = last === undefined || isSetOver(last) ? periods.length : periods.length - 1;
  } else {
    index = Math.max(periodAt(sportId, minutesPlayed), periods.length - 1);
  }
  const next = [...periods];
  while (next.length <= index) next.push({ home: 0, away: 0 });
  next[index] = add(next[index] ?? { home: 0, away: 0 });
  return next;
}

/** Whether a value is a list of period scores (an answer or a change of the line is read with it). */
export function isPeriodScores(value: unknown): value is PeriodScore[] {
  return (
    Array.isArray(value) &&
    value.every(
      (period: unknown) =>
        typeof period === 'object' &&
        period !== null &&
        Number.isSafeInteger((period as Record<string, unknown>)['home']) &&
        Number.isSafeInteger((period as Record<string, unknown>)['away']),
    )
  );
}
