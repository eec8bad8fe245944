import {
  COUPON_FAILURE_UNKNOWN,
  couponRefusalOf,
  couponRefusalWords,
  type CouponWords,
} from '@betshell/domain/betting';

export { couponProblemWords as problemWords, couponRefusalOf } from '@betshell/domain/betting';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A failed placement in words: every refusal of the server (couponRefusalWords), the platform's own
 * failures (network, captcha, ...) by their message key, anything else as a general failure.
 */
export function couponFailureWords(
  error: unknown,
  money: (minor: number) => string,
  marketName: (marketId: number) => string,
): CouponWords[] {
  const refusal = couponRefusalOf(error);
  if (refusal !== null) return couponRefusalWords(refusal, money, marketName);
  if (isRecord(error) && typeof error['messageKey'] === 'string')
    return [{ key: error['messageKey'] }];
  return [{ key: COUPON_FAILURE_UNKNOWN }];
}
