import { type DictionaryTexts } from '@betshell/domain';
import {
  OFFICE_SECURITY_ERROR_KEYS,
  OFFICE_SECURITY_UNKNOWN_ERROR_KEY,
  PROTECTION_METHOD_NAMES,
} from '@betshell/domain/office-security';
import { readShippedDictionaries } from './read-shipped-dictionaries';

describe('the office security texts the server ships', () => {
  let texts: Map<string, DictionaryTexts>;

  beforeAll(async () => {
    texts = await readShippedDictionaries();
  });

  it('have a sentence in ru and en for every error the security and settings pages name', () => {
    for (const lng of ['ru', 'en']) {
      for (const key of [
        ...Object.values(OFFICE_SECURITY_ERROR_KEYS),
        OFFICE_SECURITY_UNKNOWN_ERROR_KEY,
      ]) {
        expect(texts.get(lng)).toHaveProperty(key);
      }
    }
  });

  it('name every protection status and method, and how each method raises the protection', () => {
    for (const lng of ['ru', 'en']) {
      for (const status of ['none', 'bad', 'normal', 'good', 'full']) {
        expect(texts.get(lng)).toHaveProperty(`office_security_status_${status}`);
      }
      for (const method of PROTECTION_METHOD_NAMES) {
        expect(texts.get(lng)).toHaveProperty(`office_security_method_${method}`);
        expect(texts.get(lng)).toHaveProperty(`office_security_raise_${method}`);
      }
    }
  });
});
