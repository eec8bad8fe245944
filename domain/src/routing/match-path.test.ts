import { buildPath, matchPath } from './match-path';

describe('matching a path against a route pattern', () => {
  it.each([
    ['/', '/', {}],
    ['/about', '/about', {}],
    ['/print-coupon/:couponId', '/print-coupon/123', { couponId: '123' }],
    ['/champs/:champId?', '/champs', {}],
    ['/champs/:champId?', '/champs/77', { champId: '77' }],
    ['/lotto/:sectionName?/:lottoId?', '/lotto/view/5', { sectionName: 'view', lottoId: '5' }],
    ['/blog/*', '/blog/2026/11/launch', { '*': '2026/11/launch' }],
    ['/blog/*', '/blog', { '*': '' }],
    [
      '/slots/:subcategory?/game/:gameId/:gameName',
      '/slots/game/12/book',
      { gameId: '12', gameName: 'book' },
    ],
    [
      '/slots/:subcategory?/game/:gameId/:gameName',
      '/slots/new/game/12/book',
      { subcategory: 'new', gameId: '12', gameName: 'book' },
    ],
    ['/news/:slug?', '/news/a%20b', { slug: 'a b' }],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/about', '/contacts'],
    ['/print-coupon/:couponId', '/print-coupon'],
    ['/print-coupon/:couponId', '/print-coupon/1/2'],
    ['/champs/:champId?', '/champs/1/2'],
    ['/', '/about'],
    ['/About', '/about'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(matchPath('/office/account', '/office/account/')).toEqual({});
  });
});

describe('building a path from a pattern', () => {
  it('fills parameters and leaves out absent optional ones', () => {
    expect(
      buildPath('/slots/:subcategory?/game/:gameId/:gameName', { gameId: '7', gameName: 'x' }),
    ).toBe('/slots/game/7/x');
    expect(buildPath('/', {})).toBe('/');
  });

  it('encodes what it fills in', () => {
    expect(buildPath('/news/:slug?', { slug: 'a b' })).toBe('/news/a%20b');
  });
});
