import {
  LIMIT_TYPE,
  NO_LIMIT_VALUE,
  SESSION_LIMIT_NOT_SET,
  isMoneyLimit,
  type LimitType,
} from './limit-types';

/** Section 9: "Deposit approval window 86400 s": from `startedAt` the player has this long to approve. */
export const APPROVAL_WINDOW_SECONDS = 86_400;

/** The shortest cooling-off any jurisdiction may configure (UK, Ontario and Malta: 24 hours). */
export const MIN_COOLING_OFF_HOURS = 24;

/**
 * Cooling-off before a raise can be confirmed, per jurisdiction (decisions.md: 24 h by default,
 * configurable). An operator may lengthen one; nothing may shorten one below 24 h.
 */
export const COOLING_OFF_HOURS_BY_JURISDICTION: Readonly<Record<string, number>> = {
  default: 24,
  uk: 24,
  ontario: 24,
  malta: 24,
};

export function coolingOffSeconds(
  jurisdiction: string,
  configured: Readonly<Record<string, number>> = COOLING_OFF_HOURS_BY_JURISDICTION,
): number {
  const hours = configured[jurisdiction] ?? configured.default ?? MIN_COOLING_OFF_HOURS;
  return Math.max(MIN_COOLING_OFF_HOURS, hours) * 3600;
}

export type ChangeDirection = 'lower' | 'raise';

/**
 * Whether a new value lowers or raises protection. No limit, NO_LIMIT_VALUE and -1 (session not
 * set) count as unlimited; an equal value is neither (null).
 */
const asBound = (value: number) =>
  value === NO_LIMIT_VALUE || value === SESSION_LIMIT_NOT_SET ? Number.POSITIVE_INFINITY : value;

export function changeDirection(current: number | null, next: number): ChangeDirection | null {
  const from = current === null ? Number.POSITIVE_INFINITY : asBound(current);
  const to = asBound(next);
  if (to === from) return null;
  return to < from ? 'lower' : 'raise';
}

/**
 * What a new value does to a limit whose raise is pending (ours, from decisions.md "Lowering a limit
 * takes effect at once"): a player who asks for less must get less at once, so a value below the
 * limit in force lowers it now and ends the pending raise. Any other value, a smaller raise
 * included, is refused until the pending change is approved, rejected, cancelled or lapses: it would
 * loosen the limit, which only the cooling-off may do.
 */
export type ChangeWhilePending = 'lower-now' | 'refused';

export function changeWhilePending(current: number | null, next: number): ChangeWhilePending {
  return changeDirection(current, next) === 'lower' ? 'lower-now' : 'refused';
}

/**
 * The values on offer that lower the limit in force (`current`, null for none): what a player may
 * still choose while a raise of the limit is pending.
 */
export function valuesLoweringNow(current: number | null, offered: readonly number[]): number[] {
  return offered.filter((value) => changeWhilePending(current, value) === 'lower-now');
}

/**
 * Which raises wait for the cooling-off and the player's confirmation: the money limits
 * (decisions.md) and, ours, the session limit, which protects as much as they do. A reality check
 * is a reminder, not a limit: it changes at once either way.
 */
export function needsCoolingOff(type: LimitType, direction: ChangeDirection | null): boolean {
  if (direction !== 'raise') return false;
  return isMoneyLimit(type) || type === LIMIT_TYPE.session;
}

/** A pending raise: it can be confirmed from `startedAt` until `endsAt` (both in seconds). */
export interface PendingWindow {
  readonly startedAt: number;
  readonly endsAt: number;
}

export function pendingWindow(requestedAtSeconds: number, coolingOff: number): PendingWindow {
  const startedAt = requestedAtSeconds + coolingOff;
  return { startedAt, endsAt: approvalDeadline(startedAt) };
}

/** Section 4: the approval deadline of a pending change is startedAt plus 86400 seconds. */
export function approvalDeadline(startedAtSeconds: number): number {
  return startedAtSeconds + APPROVAL_WINDOW_SECONDS;
}

/**
 * Where a pending change stands: cooling off (may be cancelled, not yet approved), awaiting the
 * player's approval, or lapsed (the deadline passed: the old limit stays).
 */
export type PendingPhase = 'cooling-off' | 'awaiting-approval' | 'lapsed';

export function pendingPhase(pending: PendingWindow, nowSeconds: number): PendingPhase {
  if (nowSeconds < pending.startedAt) return 'cooling-off';
  if (nowSeconds < pending.endsAt) return 'awaiting-approval';
  return 'lapsed';
}

/** Section 4: "action 1 approve, 0 reject". */
export const LIMIT_ACTION = { reject: 0, approve: 1 } as const;
export type LimitAction = (typeof LIMIT_ACTION)[keyof typeof LIMIT_ACTION];

/** Section 4: "Reject uses a delete call when a config value is not 1, otherwise the action call." */
export function rejectCall(configValue: number | null | undefined): 'action' | 'delete' {
  return configValue === 1 ? 'action' : 'delete';
}

/**
 * How many limit changes wait for the player: pending ones still cooling off or awaiting approval
 * (a lapsed one waits for nothing: the old limit stays). The office menu shows the number.
 */
export function waitingLimitChanges(
  limits: readonly {
    readonly limitState: string;
    readonly startedAt?: number | null;
    readonly endsAt?: number | null;
  }[],
  nowSeconds: number,
): number {
  return limits.filter((limit) => {
    if (limit.limitState !== 'PENDING') return false;
    const startedAt = limit.startedAt ?? nowSeconds;
    const window = { startedAt, endsAt: limit.endsAt ?? approvalDeadline(startedAt) };
    return pendingPhase(window, nowSeconds) !== 'lapsed';
  }).length;
}
