import { redirectRulePath, splitRequestUrl } from './redirect-paths';

describe('the URL the redirect service is asked about', () => {
  it.each([
    ['/ru/old-promo', { path: '/ru/old-promo', query: '' }],
    ['/ru/old-promo?utm=mail&x=1', { path: '/ru/old-promo', query: 'utm=mail&x=1' }],
    ['https://betshell.example/ru/old-promo?x=1#top', { path: '/ru/old-promo', query: 'x=1' }],
    ['http://localhost:8080/en/', { path: '/en/', query: '' }],
    ['/ru/./news/../old promo', { path: '/ru/old%20promo', query: '' }],
  ])('takes the path and query of %s', (url, expected) => {
    expect(splitRequestUrl(url)).toEqual(expected);
  });

  it.each([
    'ru/old-promo',
    'old promo',
    'ftp://betshell.example/ru/a',
    'javascript:alert(1)',
    '//evil.example/ru/a',
  ])('refuses %s', (url) => {
    expect(splitRequestUrl(url)).toBeNull();
  });
});

describe('the paths of a redirect rule', () => {
  it('are paths of this site, normalised like the requests', () => {
    expect(redirectRulePath('/ru/old promo', { query: false })).toBe('/ru/old%20promo');
    expect(redirectRulePath('/ru/new?tab=1', { query: true })).toBe('/ru/new?tab=1');
  });

  it.each([
    'ru/a',
    'https://evil.example/ru/a',
    '//evil.example/a',
    '/\\evil.example/a',
    '/ru/a#top',
  ])('refuse %s, which is not a path of this site', (path) => {
    expect(redirectRulePath(path, { query: true })).toBeNull();
  });

  it('refuse a query where the rule starts', () => {
    expect(redirectRulePath('/ru/a?x=1', { query: false })).toBeNull();
  });
});
