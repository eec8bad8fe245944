import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { readShippedDictionaries } from './read-shipped-dictionaries';
import { seedDictionaries } from './seed-dictionaries';

/** How many texts the release ships, counted from its files, so new texts need no edit here. */
async function shippedEntries(): Promise<number> {
  const dictionaries = [...(await readShippedDictionaries()).values()];
  return dictionaries.reduce<number>((sum, texts) => sum + Object.keys(texts).length, 0);
}

describe("adding a release's dictionary texts", () => {
  const db = useMigratedTestDatabase();
  let dir: string;

  beforeEach(async () => {
    await db.query('delete from dictionary_entries');
    dir = await mkdtemp(join(tmpdir(), 'betshell-dictionaries-'));
    await mkdir(join(dir, 'shell'));
    await mkdir(join(dir, 'auth'));
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  const textOf = async (lng: string, key: string) =>
    (
      await db.query<{ text: string }>(
        'select text from dictionary_entries where lng = $1 and key = $2',
        [lng, key],
      )
    )[0]?.text;

  it('adds every entry of the shipped ru and en dictionaries', async () => {
    const added = await seedDictionaries(db);

    expect(added).toBe(await shippedEntries());
    expect(added).toBeGreaterThan(0);
    expect(await textOf('ru', 'header_language_switcher')).toBe('Язык сайта');
    expect(await textOf('en', 'language_name_uz')).toBe('Oʻzbekcha');
  });

  it("keeps an operator's edit and adds the keys new in the release", async () => {
    await writeFile(join(dir, 'shell', 'en.json'), JSON.stringify({ home: 'Home' }));
    await seedDictionaries(db, dir);
    await db.query(`update dictionary_entries set text = 'Main page' where key = 'home'`);
    await writeFile(
      join(dir, 'shell', 'en.json'),
      JSON.stringify({ home: 'Home', refresh: 'Refresh' }),
    );

    const added = await seedDictionaries(db, dir);

    expect(added).toBe(1);
    expect(await textOf('en', 'home')).toBe('Main page');
    expect(await textOf('en', 'refresh')).toBe('Refresh');
  });

  it('refuses a dictionary that is not named after a site language', async () => {
    await writeFile(join(dir, 'shell', 'de.json'), JSON.stringify({ home: 'Startseite' }));

    await expect(seedDictionaries(db, dir)).rejects.toThrow(
      'The dictionary shell/de.json is not named after a site language',
    );
  });

  it('refuses a dictionary whose texts are not all strings, and adds nothing', async () => {
    await writeFile(join(dir, 'shell', 'en.json'), JSON.stringify({ home: 'Home' }));
    await writeFile(join(dir, 'shell', 'ru.json'), JSON.stringify({ home: { nested: true } }));

    await expect(seedDictionaries(db, dir)).rejects.toThrow(
      'The dictionary shell/ru.json must map each key to a text',
    );
    expect(await db.query('select count(*) as n from dictionary_entries')).toEqual([{ n: 0 }]);
  });

  it("merges each feature's texts into one dictionary per language", async () => {
    await writeFile(join(dir, 'shell', 'en.json'), JSON.stringify({ home: 'Home' }));
    await writeFile(join(dir, 'auth', 'en.json'), JSON.stringify({ login: 'Log in' }));

    expect(await seedDictionaries(db, dir)).toBe(2);
    expect(await textOf('en', 'login')).toBe('Log in');
  });

  it('refuses a key that two features both ship, and adds nothing', async () => {
    await writeFile(join(dir, 'shell', 'en.json'), JSON.stringify({ home: 'Home' }));
    await writeFile(join(dir, 'auth', 'en.json'), JSON.stringify({ home: 'Start' }));

    await expect(seedDictionaries(db, dir)).rejects.toThrow(
      'The key home is in both auth/en.json and shell/en.json',
    );
    expect(await db.query('select count(*) as n from dictionary_entries')).toEqual([{ n: 0 }]);
  });
});
