import {
  AREA_APPLICATION,
  BLOCKING_PAGES,
  SHELL_PAGE_AREAS,
  type DictionaryTexts,
} from '@betshell/domain';
import { FOOTER_LINK_GROUPS, footerLinkKey } from '@betshell/domain/chrome';
import { readShippedDictionaries } from './read-shipped-dictionaries';

describe('the dictionaries the server ships', () => {
  let ru: DictionaryTexts = {};
  let en: DictionaryTexts = {};

  beforeAll(async () => {
    const shipped = await readShippedDictionaries();
    ru = shipped.get('ru') ?? {};
    en = shipped.get('en') ?? {};
  });

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

  it('name every group and link of the footer', () => {
    for (const group of FOOTER_LINK_GROUPS) {
      expect(en).toHaveProperty(`footer_group_${group.name}`);
      for (const link of group.links) expect(en).toHaveProperty(footerLinkKey(link));
    }
  });
});
