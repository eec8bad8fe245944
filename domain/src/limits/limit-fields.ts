import { isIrrevocableLimit, isMoneyLimit, type LimitState, type LimitType } from './limit-types';

/** What the form knows of one limit type to decide whether its field can be changed. */
export interface LimitFieldState {
  readonly limitType: LimitType;
  /** The active limit's end in seconds, if it has one (self-exclusion, time-out). */
  readonly activeEndsAt: number | null;
  readonly hasPending: boolean;
  /** A flag of the site or the player's account that locks the field. */
  readonly lockedByFlag: boolean;
}

/**
 * Section 5: deposit, wagering and loss fields are disabled while a change is pending or a flag
 * says so; self-exclusion and time-out fields are disabled once active.
 */
export function isLimitFieldDisabled(field: LimitFieldState, nowSeconds: number): boolean {
  if (isMoneyLimit(field.limitType)) return field.hasPending || field.lockedByFlag;
  if (isIrrevocableLimit(field.limitType)) {
    return field.activeEndsAt !== null && field.activeEndsAt > nowSeconds;
  }
  return field.lockedByFlag;
}

/** Section 5: self-exclusion shows a warning when chosen but not yet started. */
export function showsSelfExclusionWarning(
  chosenDays: number | null,
  activeEndsAt: number | null,
  nowSeconds: number,
): boolean {
  return chosenDays !== null && !(activeEndsAt !== null && activeEndsAt > nowSeconds);
}

/** An irrevocable limit is in force from its start until its end. */
export function isExclusionActive(
  limit: { readonly limitState: LimitState; readonly endsAt: number | null } | undefined,
  nowSeconds: number,
): boolean {
  return (
    limit !== undefined &&
    limit.limitState === 'ACTIVE' &&
    limit.endsAt !== null &&
    limit.endsAt > nowSeconds
  );
}
