import {
  buildSportsMap,
  isSportSlug,
  sportOfSlug,
  sportPagePaths,
  sportSlug,
  SPORTS_MAP_PLACEHOLDER_ID,
} from './sports-map';

describe('the sports map', () => {
  it('slugs English names to lower-case words joined by hyphens', () => {
    expect(sportSlug('Football', 1)).toBe('football');
    expect(sportSlug('Ice Hockey', 4)).toBe('ice-hockey');
    expect(sportSlug('  E-sports: CS 2 ', 5)).toBe('e-sports-cs-2');
    expect(sportSlug('Pétanque', 6)).toBe('petanque');
    expect(sportSlug('Формула 1', 7)).toBe('1');
    expect(sportSlug('Кёрлинг', 8)).toBe('sport-8');
    expect(sportSlug(`${'a'.repeat(79)} b`, 9)).toBe('a'.repeat(79));
  });

  it('accepts only slugs it could have made', () => {
    expect(isSportSlug('ice-hockey')).toBe(true);
    expect(isSportSlug('football')).toBe(true);
    for (const bad of [
      'Ice-Hockey',
      'ice--hockey',
      '-ice',
      'ice-',
      'ice hockey',
      '',
      'a'.repeat(81),
    ])
      expect(isSportSlug(bad)).toBe(false);
  });

  it('lists the line sports in order with their names in the language, then the placeholder 2999', () => {
    const map = buildSportsMap(
      [
        { id: 1, name: 'Футбол', nameEn: 'Football' },
        { id: 4, name: 'Хоккей', nameEn: 'Ice Hockey' },
      ],
      'ru',
    );
    expect(map).toEqual([
      { id: 1, name: 'Футбол', nameEng: 'football' },
      { id: 4, name: 'Хоккей', nameEng: 'ice-hockey' },
      { id: SPORTS_MAP_PLACEHOLDER_ID, name: 'Все виды спорта', nameEng: 'all-sports' },
    ]);
    expect(SPORTS_MAP_PLACEHOLDER_ID).toBe(2999);
  });

  it('names the placeholder in every site language, Kazakh too', () => {
    expect(buildSportsMap([], 'kz')).toEqual([
      { id: 2999, name: 'Барлық спорт түрлері', nameEng: 'all-sports' },
    ]);
  });

  it('keeps every slug naming one sport when names slug alike', () => {
    const map = buildSportsMap(
      [
        { id: 4, name: 'Ice hockey', nameEn: 'Ice hockey' },
        { id: 7, name: 'Ice-Hockey', nameEn: 'Ice-Hockey' },
        { id: 8, name: 'All sports', nameEn: 'All sports' },
      ],
      'en',
    );
    expect(map.map((entry) => entry.nameEng)).toEqual([
      'ice-hockey',
      'ice-hockey-7',
      'all-sports-8',
      'all-sports',
    ]);
    expect(sportOfSlug(map, 'ice-hockey-7')?.id).toBe(7);
    expect(sportOfSlug(map, 'curling')).toBeUndefined();
  });

  it("gives a sport its line and live pages, and the placeholder the sections' own", () => {
    expect(sportPagePaths({ id: 3, name: 'Basketball', nameEng: 'basketball' })).toEqual([
      '/line/3',
      '/live/3',
    ]);
    expect(sportPagePaths({ id: 2999, name: 'All sports', nameEng: 'all-sports' })).toEqual([
      '/line',
      '/live',
    ]);
  });
});
