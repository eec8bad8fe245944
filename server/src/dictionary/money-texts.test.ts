import { type DictionaryTexts } from '@betshell/domain';
import { PAYMENT_REFUSAL_KEY, PAYMENT_STATUS_TITLE_KEY } from '@betshell/domain/accounts';
import { readShippedDictionaries } from './read-shipped-dictionaries';

describe('the money texts the server ships', () => {
  let texts: Map<string, DictionaryTexts>;

  beforeAll(async () => {
    texts = await readShippedDictionaries();
  });

  it('put every refusal of a money call and every payment status in words, in ru and en', () => {
    for (const lng of ['ru', 'en']) {
      for (const key of [
        ...Object.values(PAYMENT_REFUSAL_KEY),
        ...Object.values(PAYMENT_STATUS_TITLE_KEY),
        'money_error_unknown',
      ]) {
        expect(texts.get(lng)).toHaveProperty(key);
      }
    }
  });

  it('title every payment result page, deposit and withdrawal', () => {
    for (const lng of ['ru', 'en']) {
      for (const outcome of ['success', 'fail', 'pending', 'cancel']) {
        expect(texts.get(lng)).toHaveProperty(`money_result_${outcome}`);
        expect(texts.get(lng)).toHaveProperty(`money_result_${outcome}_text`);
        expect(texts.get(lng)).toHaveProperty(`money_result_withdraw_${outcome}`);
      }
    }
  });
});
