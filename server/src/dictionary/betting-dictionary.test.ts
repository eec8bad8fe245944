import {
  COUPON_PROBLEM_CODES,
  COUPON_ONE_CLICK_ENABLE_WARNING,
  COUPON_WILL_BE_CLEARED,
} from '@betshell/domain/betting';
import { readShippedDictionaries } from './read-shipped-dictionaries';

describe('the betting dictionary', () => {
  it('has ru and en texts for every coupon question and every reason a coupon cannot go', async () => {
    const shipped = await readShippedDictionaries();
    const keys = [
      COUPON_WILL_BE_CLEARED,
      COUPON_ONE_CLICK_ENABLE_WARNING,
      ...COUPON_PROBLEM_CODES.map((code) => `coupon_problem_${code}`),
    ];
    for (const language of ['ru', 'en'] as const) {
      const texts = shipped.get(language) ?? {};
      for (const key of keys) expect(typeof texts[key]).toBe('string');
    }
  });
});
