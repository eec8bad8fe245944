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
  // Each problem plain and with the amounts a stake problem says (the least or largest stake).
  COUPON_INVALID: {
    problems: COUPON_PROBLEM_CODES.flatMap((code) => [{ code }, { code, min: 1000, max: 1000 }]),
  },
  ODDS_CHANGED: { changes: [] },
  MARKET_CLOSED: { marketIds: [1] },
  EVENT_ENDED: { marketIds: [1] },
  STAKE_REFUSED_BY_LIMIT: { limitType: 99, left: 0 },
  BONUS_MAX_STAKE: { maxStakeMinor: 1000 },
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
      // A refusal that does not say the bonus's maximum has its words without the amount.
      { code: 'BONUS_MAX_STAKE' } as CouponRefusal,
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

  it('has every coupon text in Russian, not left in English', async () => {
    const shipped = await readShippedDictionaries();
    const ru = shipped.get('ru') ?? {};
    const en = shipped.get('en') ?? {};
    // The same in both languages: a word both use, a line of placeholders and signs.
    const sameInBoth = ['coupon_success_ok', 'coupon_odds_change_line'];
    const untranslated = Object.keys(en).filter(
      (key) =>
        /^(coupon|bet_history|print_coupon)_/.test(key) &&
        !sameInBoth.includes(key) &&
        ru[key] === en[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('calls the coupon by one name in each language, the spec’s', async () => {
    const shipped = await readShippedDictionaries();
    // The spec's player-facing name is the (betting) coupon; the others name the same thing.
    const otherNames = { en: /bet ?slip|betting slip/i, ru: /слип|корзин[аы] ставок/i } as const;
    for (const language of ['en', 'ru'] as const) {
      const texts = shipped.get(language) ?? {};
      const others = Object.entries(texts).filter(([, text]) => otherNames[language].test(text));
      expect([language, others]).toEqual([language, []]);
    }
    expect(shipped.get('en')?.['coupon_title']).toBe('Coupon');
    expect(shipped.get('ru')?.['coupon_title']).toBe('Купон');
  });
});
