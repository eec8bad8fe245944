import {
  COUPON_FAILURE_UNKNOWN,
  COUPON_PROBLEM_CODES,
  COUPON_REFUSAL_CODES,
  STAKE_LIMIT_TYPES,
  couponRefusalWords,
  type CouponRefusal,
} from '@betshell/domain/betting';
import { readShippedDictionaries } from './read-shipped-dictionaries';

const DETAILS: Readonly<Record<string, unknown>> = {
  COUPON_INVALID: { problems: COUPON_PROBLEM_CODES.map((code) => ({ code })) },
  ODDS_CHANGED: { changes: [] },
  MARKET_CLOSED: { marketIds: [1] },
  EVENT_ENDED: { marketIds: [1] },
  STAKE_REFUSED_BY_LIMIT: { limitType: 99, left: 0 },
};

describe('the coupon dictionary', () => {
  it('has ru and en texts for every refusal of a coupon, each stake limit and any other failure', async () => {
    const shipped = await readShippedDictionaries();
    const refusals = [
      ...COUPON_REFUSAL_CODES.map((code) => ({ code, details: DETAILS[code] }) as CouponRefusal),
      ...STAKE_LIMIT_TYPES.map((limitType): CouponRefusal => ({
        code: 'STAKE_REFUSED_BY_LIMIT',
        details: { limitType, left: 100 },
      })),
    ];
    const keys = [
      ...refusals.flatMap((refusal) =>
        couponRefusalWords(refusal, String, String).map((words) => words.key),
      ),
      COUPON_FAILURE_UNKNOWN,
    ];
    for (const language of ['ru', 'en'] as const) {
      const texts = shipped.get(language) ?? {};
      for (const key of keys)
        expect([language, key, typeof texts[key]]).toEqual([language, key, 'string']);
    }
  });
});
