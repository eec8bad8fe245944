import { type DictionaryTexts } from '@betshell/domain';
import {
  MAILING_FLAG_NAMES,
  MAILING_REFUSAL_KEYS,
  MAILING_UNKNOWN_ERROR_KEY,
} from '@betshell/domain/office-security';
import { readShippedDictionaries } from '../dictionary/read-shipped-dictionaries';

describe('the mailing texts the server ships', () => {
  let texts: Map<string, DictionaryTexts>;

  beforeAll(async () => {
    texts = await readShippedDictionaries();
  });

  it('name every flag, every refusal and every state of a change in ru and en', () => {
    for (const lng of ['ru', 'en']) {
      for (const key of [
        ...MAILING_FLAG_NAMES.map((flag) => `mailing_flag_${flag}`),
        ...Object.values(MAILING_REFUSAL_KEYS),
        MAILING_UNKNOWN_ERROR_KEY,
        'mailing_title',
        'mailing_intro',
        'mailing_saving',
        'mailing_saved_on',
        'mailing_saved_off',
      ]) {
        expect(texts.get(lng)).toHaveProperty(key);
      }
    }
  });
});
