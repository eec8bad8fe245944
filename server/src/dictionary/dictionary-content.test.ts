import { BLOCKING_PAGES, ROUTES, SHELL_PAGE_AREAS, type DictionaryTexts } from '@betshell/domain';
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

  it('name every area of a route the pages parcel may show as not built yet', () => {
    // Any area but the shell's own pages may be without its app: today's, or one taken away.
    const areas = new Set(ROUTES.map((route) => route.area));
    for (const area of SHELL_PAGE_AREAS) areas.delete(area);
    expect(areas.size).toBeGreaterThan(0);
    for (const area of areas) {
      expect(en).toHaveProperty(`area_${area}`);
      expect(ru).toHaveProperty(`area_${area}`);
    }
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
