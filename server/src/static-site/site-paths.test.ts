import { isSitePath } from './site-paths';

describe('telling site paths from server paths', () => {
  it.each(['/', '/ru', '/ru/office/account', '/en/line/football', '/assetsy', '/web-apis'])(
    'treats %s as a page of the site',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    '/assets',
    '/assets/root-config.3f2a.js',
    '/web-api/dictionary/ru',
    '/bff-api/config/all.json',
    '/redirects-api/x',
    '/blocks-api/x',
    '/limit-service-api/limits',
    '/social-api/x',
    '/auth-api/v1/login',
    '/ops-api/v1/config',
    '/views/casino/home',
    '/healthz',
    '/readyz',
    '/importmap.json',
  ])('treats %s as a path of the server', (path) => expect(isSitePath(path)).toBe(false));
});
