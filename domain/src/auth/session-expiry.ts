/** spec/shell.md section 9: inactivity logoff is the config's minutes times 60000 ms. */
export function inactivityLimitMs(inactivityLogoffMinutes: number): number {
  return inactivityLogoffMinutes * 60_000;
}

export interface SessionTimes {
  readonly createdAtMs: number;
  /** The last call the player made (polls such as the session check do not count). */
  readonly lastActiveAtMs: number;
}

export interface SessionLimits {
  /** 0 turns the inactivity logout off, as a config of 0 minutes asks. */
  readonly inactivityMs: number;
  /** The absolute lifetime: no session outlives it, however active. */
  readonly absoluteMs: number;
}

/** Why a session ends now, or null while it lives. */
export type SessionEndReason = 'inactivity' | 'expired';

export function sessionEndReason(
  session: SessionTimes,
  limits: SessionLimits,
  nowMs: number,
): SessionEndReason | null {
  if (nowMs >= session.createdAtMs + limits.absoluteMs) return 'expired';
  if (limits.inactivityMs > 0 && nowMs >= session.lastActiveAtMs + limits.inactivityMs) {
    return 'inactivity';
  }
  return null;
}

/** When the session ends if the player does nothing more: the earlier of the two limits. */
export function sessionEndsAtMs(session: SessionTimes, limits: SessionLimits): number {
  const absolute = session.createdAtMs + limits.absoluteMs;
  return limits.inactivityMs > 0
    ? Math.min(absolute, session.lastActiveAtMs + limits.inactivityMs)
    : absolute;
}
