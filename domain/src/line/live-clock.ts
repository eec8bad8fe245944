import { PERIOD_STARTS_BY_SPORT, periodAt, type PeriodScore } from './period-scores';
import { scheduledPlayMinutes } from './scheduled-end';

/**
 * The real minutes of each period of a sport the demo clock stands for (football halves of 45,
 * ice hockey periods of 20, basketball quarters of 12); tennis and esports count sets and maps.
 */
const REAL_PERIOD_MINUTES: Readonly<Record<number, number>> = { 1: 45, 2: 20, 3: 12 };

/** Where a live game stands: its period (from 1) and, for a sport played on a clock, its minute. */
export interface LiveClock {
  readonly period: number;
  /** The match minute as a player reads it (1 to 90 in football); null for sets and maps. */
  readonly minute: number | null;
}

/**
 * A live game's period and minute `nowMs`, on the demo feed's shortened clock (period-scores.ts,
 * scheduled-end.ts): each period's demo minutes are spread over its real ones, so a football half
 * of 55 demo minutes reads 1' to 45' (the last minutes of it, stoppage time, stay at 45'). A sport
 * without a clock is in the set or map after the last one its periods hold.
 */
export function liveClockOf(
  event: {
    readonly sportId: number;
    readonly startsAtMs: number;
    readonly periods: readonly PeriodScore[];
  },
  nowMs: number,
): LiveClock {
  const played = Math.max(0, (nowMs - event.startsAtMs) / 60_000);
  const real = REAL_PERIOD_MINUTES[event.sportId];
  if (real === undefined) return { period: Math.max(1, event.periods.length), minute: null };
  const starts = [0, ...(PERIOD_STARTS_BY_SPORT[event.sportId] ?? [])];
  const index = periodAt(event.sportId, played);
  const start = starts[index] ?? 0;
  const end = starts[index + 1] ?? scheduledPlayMinutes(event.sportId);
  // The demo period's last tenth is its stoppage time and the break.
  const length = (end - start) * 0.9;
  const inPeriod = Math.min(real, Math.floor(((played - start) * real) / length) + 1);
  return { period: index + 1, minute: index * real + inPeriod };
}
