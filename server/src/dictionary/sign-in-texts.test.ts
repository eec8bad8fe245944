import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DictionaryTexts } from '@betshell/domain';
import { CREDENTIALS_SAVE_OPTION, REGISTRATION_TYPES, BONUS_CHOICE } from '@betshell/domain/auth';
import { SIGN_IN_ERROR_KEYS } from '@betshell/domain/sign-in';
import { readShippedDictionaries } from './read-shipped-dictionaries';

const PARCELS = ['auth', 'account-pages'].map((name) =>
  join(__dirname, '..', '..', '..', 'shell-parcels', name, 'src'),
);

/** Every key the sign-in parcels give t() as a plain literal, read from their sources. */
async function literalKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const folder of PARCELS) {
    for (const file of await readdir(folder)) {
      if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
      const source = await readFile(join(folder, file), 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) keys.add(match[1]!);
    }
  }
  return keys;
}

describe('the sign-in texts the server ships', () => {
  let texts: Map<string, DictionaryTexts>;

  beforeAll(async () => {
    texts = await readShippedDictionaries();
  });

  it('have a sentence in ru and en for every key the sign-in parcels write out', async () => {
    const keys = await literalKeys();
    expect(keys.size).toBeGreaterThan(40);
    for (const lng of ['ru', 'en']) {
      for (const key of keys) expect([lng, texts.get(lng)?.[key]]).not.toEqual([lng, undefined]);
    }
  });

  it('name every sign-in refusal, registration type, bonus choice, save option, channel and missing acceptance', () => {
    const built = [
      ...Object.values(SIGN_IN_ERROR_KEYS),
      ...REGISTRATION_TYPES.map((type) => `registration_type_${type}`),
      ...Object.keys(BONUS_CHOICE).map((choice) => `registration_bonus_${choice}`),
      ...Object.keys(CREDENTIALS_SAVE_OPTION).map((option) => `registration_save_option_${option}`),
      'forgot_password_by_email',
      'forgot_password_by_phone',
      'registration_acceptance_required',
    ];
    for (const lng of ['ru', 'en']) {
      for (const key of built) expect(texts.get(lng)).toHaveProperty(key);
    }
  });
});
