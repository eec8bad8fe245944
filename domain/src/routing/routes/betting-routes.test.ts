import { matchRoute } from '../match-route';

const PAGES: readonly [string, string][] = [
  ['home', ''],
  ['betsonyour', '/betsonyour'],
  ['topgame', '/topgame'],
  ['marble', '/marble'],
  ['team', '/team'],
  ['top-events', '/top-events'],
];

describe('the betting pages', () => {
  describe.each(PAGES)('%s', (name, prefix) => {
    it.each([
      ['/line', { section: 'line' }],
      ['/live', { section: 'live' }],
      ['/line/1', { section: 'line', sportId: '1' }],
      ['/live/1/88637', { section: 'live', sportId: '1', champId: '88637' }],
      ['/line/1/88637/5001', { section: 'line', sportId: '1', champId: '88637', gameId: '5001' }],
    ])('read %s as a section with numeric sport, championship and game ids', (tail, params) => {
      const found = matchRoute(`${prefix}${tail}`);
      expect(found?.route.name).toBe(name);
      expect(found?.params).toEqual(params);
    });

    it.each([
      ['/line/top', { section: 'line', menuSection: 'top' }],
      ['/live/favorites/1', { section: 'live', menuSection: 'favorites', sportId: '1' }],
      [
        '/line/long-term/1/2/3',
        { section: 'line', menuSection: 'long-term', sportId: '1', champId: '2', gameId: '3' },
      ],
    ])('read a word after the section as a menu section: %s', (tail, params) => {
      const found = matchRoute(`${prefix}${tail}`);
      expect(found?.route.name).toBe(`${name}-menu`);
      expect(found?.params).toEqual(params);
    });

    it.each([
      ['/5', 'a sport without a section'],
      ['/prematch', 'a section other than line or live'],
      ['/line/top/football', 'a sport that is not a number'],
      ['/line/1/premier', 'a championship that is not a number'],
      ['/line/1/2/arsenal-chelsea', 'a game that is not a number'],
      ['/line/top/1/2/3/4', 'more segments than the scheme has'],
    ])('refuse %s (%s)', (tail) => {
      expect(matchRoute(`${prefix}${tail}`)).toBeNull();
    });
  });

  it('show each page without a section at its own prefix', () => {
    expect(PAGES.map(([, prefix]) => matchRoute(prefix || '/')?.route.name)).toEqual(
      PAGES.map(([name]) => name),
    );
  });

  it.each([
    ['/line/game/555', { section: 'line', gameId: '555' }],
    ['/live/game/555/main', { section: 'live', gameId: '555', gameType: 'main' }],
    [
      '/live/game/555/main/statistics',
      { section: 'live', gameId: '555', gameType: 'main', pageType: 'statistics' },
    ],
  ])('open the game page %s with its game type and page type', (path, params) => {
    const found = matchRoute(path);
    expect(found?.route.name).toBe('betting-game');
    expect(found?.params).toEqual(params);
  });

  it.each(['/line/game/abc', '/line/game/5x', '/prematch/game/555'])(
    'refuse the game page %s without a numeric game id in a section',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('never take a page of another area for a betting section', () => {
    expect(matchRoute('/about')?.route.name).toBe('about');
    expect(matchRoute('/casino/roulette')?.route.name).toBe('casino');
    expect(matchRoute('/office/account')?.route.name).toBe('office-account');
  });
});
