import { HTTP_FAILURE_MESSAGE_KEYS } from '@betshell/domain';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readShippedDictionaries } from './read-shipped-dictionaries';

describe('the texts of the runtime', () => {
  it.each(['ru', 'en'] as const)(
    'are in %s for the dictionary load error and for every failure of a call',
    async (lng) => {
      const texts = (await readShippedDictionaries()).get(lng) ?? {};
      for (const key of [
        'main_dictionary_load_error',
        'main_dictionary_refresh_page',
        'main_refreshing_button',
        ...HTTP_FAILURE_MESSAGE_KEYS,
      ]) {
        expect(texts).toHaveProperty(key);
      }
    },
  );
});

describe('the texts the browser code asks for by name', () => {
  const REPOSITORY = join(__dirname, '..', '..', '..');

  /** Every `t('key'` of shipped browser code (keys built at run time have their own tests). */
  async function keysAskedFor(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const dir of ['root-config/src', 'shell-parcels']) {
      const files = await readdir(join(REPOSITORY, dir), { recursive: true });
      for (const file of files) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('node_modules')) {
          continue;
        }
        const source = await readFile(join(REPOSITORY, dir, file), 'utf8');
        for (const match of source.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) keys.add(match[1] ?? '');
      }
    }
    return keys;
  }

  it.each(['ru', 'en'] as const)('are all in %s', async (lng) => {
    const texts = (await readShippedDictionaries()).get(lng) ?? {};
    const keys = await keysAskedFor();
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((key) => !(key in texts))).toEqual([]);
  });
});
