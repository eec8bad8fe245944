/**
 * Responsible-gambling limit types, values and options (limits-coupon-signin.md section 9). Every
 * number here is the spec's; where the spec offers two values (360/365 days, ...) we take the
 * calendar one, so "1 year" of self-exclusion is a full year.
 */
export const LIMIT_TYPE = {
  wageringDay: 1,
  wageringWeek: 2,
  wageringMonth: 3,
  lossDay: 10,
  lossWeek: 11,
  lossMonth: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  depositTimeout: 33,
  other: 37,
} as const;

export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

/** The types a player sets through the limits service; 37 ("other") is not offered. */
export const SETTABLE_LIMIT_TYPES: readonly LimitType[] = [
  1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33,
];

export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/** Section 9: "No-limit deposit value 999999999". We use it for every money limit. */
export const NO_LIMIT_VALUE = 999_999_999;
/** Section 4 and 9: "session not set -1". */
export const SESSION_LIMIT_NOT_SET = -1;

export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
export const SESSION_LIMIT_HOURS = Array.from({ length: 24 }, (_, index) => index + 1);
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
export const DEPOSIT_TIMEOUT_DAYS = [1, 7, 30, 90] as const;

/**
 * Preset amounts offered for money limits, in minor units (ours: the spec does not list them). Any
 * whole amount from 1 to NO_LIMIT_VALUE may be sent; these are what the form offers.
 */
export const MONEY_LIMIT_PRESETS = [
  1_000,
  5_000,
  10_000,
  50_000,
  100_000,
  500_000,
  1_000_000,
  NO_LIMIT_VALUE,
] as const;

export type LimitFamily =
  | 'wagering'
  | 'loss'
  | 'deposit'
  | 'self-exclusion'
  | 'session'
  | 'reality-check'
  | 'deposit-timeout'
  | 'other';

/** The unit of a limit's value (the spec's `measure`). Money is in minor units of `currency`. */
export type LimitMeasure = 'currency' | 'days' | 'hours' | 'minutes';

export function isLimitType(value: number): value is LimitType {
  return (Object.values(LIMIT_TYPE) as number[]).includes(value);
}

export function limitFamilyOf(type: LimitType): LimitFamily {
  if (type <= 3) return 'wagering';
  if (type <= 12) return 'loss';
  if (type <= 22) return 'deposit';
  if (type === 30) return 'self-exclusion';
  if (type === 31) return 'session';
  if (type === 32) return 'reality-check';
  if (type === 33) return 'deposit-timeout';
  return 'other';
}

export function isMoneyLimit(type: LimitType): boolean {
  const family = limitFamilyOf(type);
  return family === 'wagering' || family === 'loss' || family === 'deposit';
}

/** Self-exclusion and time-out: set once, start at once, cannot be lifted early (decisions.md). */
export function isIrrevocableLimit(type: LimitType): boolean {
  return type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.depositTimeout;
}

export function measureOf(type: LimitType): LimitMeasure {
  if (isMoneyLimit(type)) return 'currency';
  if (type === LIMIT_TYPE.session) return 'hours';
  if (type === LIMIT_TYPE.realityCheck) return 'minutes';
  return 'days';
}

export function availableValuesOf(type: LimitType): readonly number[] {
  if (isMoneyLimit(type)) return MONEY_LIMIT_PRESETS;
  if (type === LIMIT_TYPE.selfExclusion) return SELF_EXCLUSION_DAYS;
  if (type === LIMIT_TYPE.session) return SESSION_LIMIT_HOURS;
  if (type === LIMIT_TYPE.realityCheck) return REALITY_CHECK_MINUTES;
  if (type === LIMIT_TYPE.depositTimeout) return DEPOSIT_TIMEOUT_DAYS;
  return [];
}

/**
 * Whether `value` may be set for `type`: any whole amount for money (NO_LIMIT_VALUE removes the
 * limit), a listed option otherwise; -1 removes a session limit or a reality check (section 9:
 * "session not set -1").
 */
export function isAllowedLimitValue(type: LimitType, value: number): boolean {
  if (!Number.isInteger(value)) return false;
  if (isMoneyLimit(type)) return value >= 1 && value <= NO_LIMIT_VALUE;
  if (type === LIMIT_TYPE.session || type === LIMIT_TYPE.realityCheck) {
    if (value === SESSION_LIMIT_NOT_SET) return true;
  }
  return availableValuesOf(type).includes(value);
}

/** A value that means "no limit" for its type. */
export function isNoLimitValue(type: LimitType, value: number): boolean {
  return isMoneyLimit(type) ? value === NO_LIMIT_VALUE : value === SESSION_LIMIT_NOT_SET;
}

const DAY_MS = 86_400_000;

/**
 * The window a money limit counts over, in ms. Deposits are 24 h, 7 d and 30 d (section 9); we
 * count wagering and loss "day, week, month" over the same rolling windows, so no calendar edge
 * lets a player spend a limit twice in one night.
 */
export function limitWindowMs(type: LimitType): number | null {
  switch (type) {
    case 1:
    case 10:
    case 20:
      return DAY_MS;
    case 2:
    case 11:
    case 21:
      return 7 * DAY_MS;
    case 3:
    case 12:
    case 22:
      return 30 * DAY_MS;
    default:
      return null;
  }
}

/** How long a self-exclusion or time-out of `days` lasts, in ms. */
export function exclusionDurationMs(days: number): number {
  return days * DAY_MS;
}
