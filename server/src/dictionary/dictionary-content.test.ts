import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_APPLICATION, BLOCKING_PAGES, SHELL_PAGE_AREAS } from '@betshell/domain';
import { DICTIONARIES_DIR } from './seed-dictionaries';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(DICTIONARIES_DIR, `${lng}.json`), 'utf8')) as Record<string, string>;

describe('the dictionaries the server ships', () => {
  const ru = read('ru');
  const en = read('en');

  it('give ru and en the same keys, so neither shows a key instead of a text', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text', () => {
    for (const texts of [ru, en]) {
      expect(Object.entries(texts).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('name every area the pages parcel may show as not built yet', () => {
    const areas = Object.keys(AREA_APPLICATION).filter(
      (area) => !(SHELL_PAGE_AREAS as readonly string[]).includes(area),
    );
    for (const area of areas) expect(en).toHaveProperty(`area_${area}`);
  });

  it('have a title and a text for every blocking page', () => {
    for (const page of BLOCKING_PAGES) {
      const key = page.replace(/-/g, '_');
      expect(en).toHaveProperty(`blocking_${key}_title`);
      expect(en).toHaveProperty(`blocking_${key}_text`);
    }
  });
});
