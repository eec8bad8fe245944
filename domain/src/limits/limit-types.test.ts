import {
  DEPOSIT_TIMEOUT_DAYS,
  LIMIT_TYPE,
  MONEY_LIMIT_PRESETS,
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  SESSION_LIMIT_NOT_SET,
  availableValuesOf,
  exclusionDurationMs,
  isAllowedLimitValue,
  isIrrevocableLimit,
  isLimitType,
  isNoLimitValue,
  isMoneyLimit,
  limitFamilyOf,
  limitWindowMs,
  measureOf,
} from './limit-types';

describe('limit types', () => {
  it('numbers the types as section 9 does', () => {
    expect(LIMIT_TYPE).toEqual({
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
    });
    expect(NO_LIMIT_VALUE).toBe(999999999);
    expect(SESSION_LIMIT_NOT_SET).toBe(-1);
  });

  it('offers the options of section 9', () => {
    expect(SELF_EXCLUSION_DAYS).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(SESSION_LIMIT_HOURS).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(REALITY_CHECK_MINUTES).toEqual([5, 10, 15, 30, 45, 60]);
    expect(DEPOSIT_TIMEOUT_DAYS).toEqual([1, 7, 30, 90]);
  });

  it.each([
    [1, 'wagering'],
    [3, 'wagering'],
    [10, 'loss'],
    [12, 'loss'],
    [20, 'deposit'],
    [22, 'deposit'],
    [30, 'self-exclusion'],
    [31, 'session'],
    [32, 'reality-check'],
    [33, 'deposit-timeout'],
    [37, 'other'],
  ] as const)('puts type %i in the %s family', (type, family) => {
    expect(limitFamilyOf(type)).toBe(family);
  });

  it('knows which numbers are limit types', () => {
    expect(isLimitType(21)).toBe(true);
    expect(isLimitType(4)).toBe(false);
    expect(isLimitType(34)).toBe(false);
  });

  it('measures money in the currency, the session in hours, the reality check in minutes and exclusions in days', () => {
    expect(measureOf(2)).toBe('currency');
    expect(measureOf(11)).toBe('currency');
    expect(measureOf(20)).toBe('currency');
    expect(measureOf(31)).toBe('hours');
    expect(measureOf(32)).toBe('minutes');
    expect(measureOf(30)).toBe('days');
    expect(measureOf(33)).toBe('days');
  });

  it('offers each type its own values', () => {
    expect(availableValuesOf(20)).toBe(MONEY_LIMIT_PRESETS);
    expect(availableValuesOf(30)).toBe(SELF_EXCLUSION_DAYS);
    expect(availableValuesOf(31)).toBe(SESSION_LIMIT_HOURS);
    expect(availableValuesOf(32)).toBe(REALITY_CHECK_MINUTES);
    expect(availableValuesOf(33)).toBe(DEPOSIT_TIMEOUT_DAYS);
    expect(availableValuesOf(37)).toEqual([]);
  });

  it('accepts any whole amount for money limits and only listed options for the rest', () => {
    expect(isAllowedLimitValue(20, 1)).toBe(true);
    expect(isAllowedLimitValue(20, 12_345)).toBe(true);
    expect(isAllowedLimitValue(20, NO_LIMIT_VALUE)).toBe(true);
    expect(isAllowedLimitValue(20, 0)).toBe(false);
    expect(isAllowedLimitValue(20, NO_LIMIT_VALUE + 1)).toBe(false);
    expect(isAllowedLimitValue(20, 10.5)).toBe(false);
    expect(isAllowedLimitValue(30, 365)).toBe(true);
    expect(isAllowedLimitValue(30, 2)).toBe(false);
    expect(isAllowedLimitValue(31, 24)).toBe(true);
    expect(isAllowedLimitValue(31, 25)).toBe(false);
    expect(isAllowedLimitValue(32, 45)).toBe(true);
    expect(isAllowedLimitValue(33, 90)).toBe(true);
    expect(isAllowedLimitValue(33, 180)).toBe(false);
    expect(isAllowedLimitValue(37, 1)).toBe(false);
    expect(isAllowedLimitValue(31, -1)).toBe(true);
    expect(isAllowedLimitValue(32, -1)).toBe(true);
    expect(isAllowedLimitValue(30, -1)).toBe(false);
    expect(isAllowedLimitValue(20, -1)).toBe(false);
  });

  it('knows the values that remove a limit', () => {
    expect(isNoLimitValue(20, NO_LIMIT_VALUE)).toBe(true);
    expect(isNoLimitValue(20, -1)).toBe(false);
    expect(isNoLimitValue(31, -1)).toBe(true);
    expect(isNoLimitValue(31, 2)).toBe(false);
  });

  it('tells money limits and irrevocable ones apart', () => {
    expect([1, 2, 3, 10, 11, 12, 20, 21, 22].every((t) => isMoneyLimit(t as 1))).toBe(true);
    expect(isMoneyLimit(31)).toBe(false);
    expect(isIrrevocableLimit(30)).toBe(true);
    expect(isIrrevocableLimit(33)).toBe(true);
    expect(isIrrevocableLimit(31)).toBe(false);
  });

  it('counts money limits over rolling windows of a day, a week and 30 days', () => {
    const day = 86_400_000;
    expect([1, 10, 20].map((t) => limitWindowMs(t as 1))).toEqual([day, day, day]);
    expect([2, 11, 21].map((t) => limitWindowMs(t as 1))).toEqual([7 * day, 7 * day, 7 * day]);
    expect([3, 12, 22].map((t) => limitWindowMs(t as 1))).toEqual([30 * day, 30 * day, 30 * day]);
    expect(limitWindowMs(30)).toBeNull();
    expect(exclusionDurationMs(7)).toBe(7 * day);
  });
});
