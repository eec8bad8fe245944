/**
 * decisions.md: every N minutes of a session (limit 32) the browser shows the time played and the
 * session's net result. The first check is N minutes after the session started; a check the
 * player answered late does not make the next come early: checks stay on the session's grid.
 */
export function nextRealityCheckAtMs(
  sessionStartMs: number,
  intervalMinutes: number,
  nowMs: number,
): number {
  const interval = intervalMinutes * 60_000;
  const done = Math.floor(Math.max(0, nowMs - sessionStartMs) / interval);
  return sessionStartMs + (done + 1) * interval;
}

/** What the reality-check popup shows. */
export interface RealityCheckSummary {
  readonly playedMinutes: number;
  /** Winnings minus stakes in minor units during the session; negative is a loss. */
  readonly netResultMinor: number;
}

export function realityCheckSummary(
  sessionStartMs: number,
  nowMs: number,
  netResultMinor: number,
): RealityCheckSummary {
  return { playedMinutes: Math.floor((nowMs - sessionStartMs) / 60_000), netResultMinor };
}
