import {
  COUPON_FAILURE_UNKNOWN,
  couponRefusalWords,
  isCouponRefusalCode,
  type CouponRefusal,
  type CouponWords,
} from '@betshell/domain/betting';

export { couponProblemWords as problemWords } from '@betshell/domain/betting';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The refusal of POST /web-api/coupon a failure carries: a PlatformHttpError names it in
 * `errorCode` (its `code` is the HTTP status), a refusal the coupon made itself (one-click) in `code`.
 */
export function couponRefusalOf(error: unknown): CouponRefusal | null {
  if (!isRecord(error)) return null;
  const code = typeof error['errorCode'] === 'string' ? error['errorCode'] : error['code'];
  if (!isCouponRefusalCode(code)) return null;
  return { code, details: error['details'] } as CouponRefusal;
}

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
