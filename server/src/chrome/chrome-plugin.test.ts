import { writeFile } from 'node:fs/promises';
import { DEFAULT_SITE_CONFIG, POLICY_LOGO_PATH, showsPolicyLogo } from '@betshell/domain';
import { GifReader } from 'omggif';
import { buildTestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { useSiteTestApp } from '../test-support/use-site-test-app';
import { POLICY_LOGO_SIZE } from './draw-policy-logo';

describe('the chrome routes of the platform API', () => {
  const testApp = useSiteTestApp({}, { inMemory: true });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  describe('GET /web-api/version', () => {
    it('answers the version of the import map it serves, never cached', async () => {
      const response = await get('/web-api/version');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json<{ version: string }>().version).toMatch(/^[0-9a-f]{20}$/);
    });

    it('changes when a release changes the import map, and only then', async () => {
      const before = (await get('/web-api/version')).json<{ version: string }>().version;
      expect((await get('/web-api/version')).json()).toEqual({ version: before });
      await writeFile(
        testApp.siteFixture.site.productionImportMap,
        JSON.stringify({ imports: { react: '/assets/react.prod.2.js' } }),
      );
      try {
        const after = (await get('/web-api/version')).json<{ version: string }>().version;
        expect(after).not.toBe(before);
      } finally {
        await writeFile(
          testApp.siteFixture.site.productionImportMap,
          testApp.siteFixture.files.productionImportMap,
        );
      }
      expect((await get('/web-api/version')).json()).toEqual({ version: before });
    });
  });

  describe('GET /web-api/geo/visitor', () => {
    it('answers the country of the geo header with the site id of that country', async () => {
      const response = await get('/web-api/geo/visitor', { 'x-geo-country': 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({ countryCode: 'RU', countryId: 1 });
    });

    // Section 9's five ids (1, 66, 126, 228, 120): a visitor from each of their countries gets
    // that id, so the footer's rule shows the policy logo to each; a neighbour does not.
    it.each([
      ['ru', 1],
      ['it', 66],
      ['nl', 120],
      ['es', 126],
      ['se', 228],
    ])('gives a visitor from %s the id %i, one of the policy logo', async (code, id) => {
      const answer = (await get('/web-api/geo/visitor', { 'x-geo-country': code })).json<{
        countryId: number | null;
      }>();
      expect(answer.countryId).toBe(id);
      expect(showsPolicyLogo(answer.countryId)).toBe(true);
    });

    it('gives no policy-logo id to a visitor from a country outside section 9', async () => {
      const answer = (await get('/web-api/geo/visitor', { 'x-geo-country': 'de' })).json<{
        countryId: number | null;
      }>();
      expect(answer.countryId).toBe(7);
      expect(showsPolicyLogo(answer.countryId)).toBe(false);
    });

    it('answers a country the site does not know without an id', async () => {
      const response = await get('/web-api/geo/visitor', { 'x-geo-country': 'XB' });
      expect(response.json()).toEqual({ countryCode: 'XB', countryId: null });
    });

    it('answers an unknown country when the header is absent or malformed', async () => {
      expect((await get('/web-api/geo/visitor')).json()).toEqual({
        countryCode: null,
        countryId: null,
      });
      const malformed = await get('/web-api/geo/visitor', { 'x-geo-country': 'Russia' });
      expect(malformed.statusCode).toBe(200);
      expect(malformed.json()).toEqual({ countryCode: null, countryId: null });
    });
  });

  describe('GET /web-api/policy/logo.agif', () => {
    it('is an animated GIF badge of 88 x 31 pixels', async () => {
      const response = await get(POLICY_LOGO_PATH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const gif = new GifReader(new Uint8Array(response.rawPayload));
      expect({ width: gif.width, height: gif.height }).toEqual(POLICY_LOGO_SIZE);
      expect(gif.numFrames()).toBeGreaterThan(1);
      expect(gif.loopCount()).toBe(0);
    });
  });

  describe('GET /web-api/media/social/{name}.svg', () => {
    it('serves the icon of every default social link', async () => {
      for (const link of DEFAULT_SITE_CONFIG.socialLinks) {
        const response = await get(link.mediaFullPath);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    });

    it('answers 404 for an icon it does not have, and 400 for a name that is not one', async () => {
      const missing = await get('/web-api/media/social/myspace.svg');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'There is no social icon myspace.svg' },
      });
      const traversal = await get('/web-api/media/social/..%2Fpolicy.svg');
      expect(traversal.statusCode).toBe(400);
      expect(traversal.json<{ error: { code: string } }>().error.code).toBe('BAD_REQUEST');
    });
  });

  describe('GET /web-api/ads/banner.js', () => {
    it('answers a script that does nothing, so only an ad blocker can fail it', async () => {
      const response = await get('/web-api/ads/banner.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('GET /web-api/version of a site that is not built', () => {
  it(
    'answers 503 with the error body',
    async () => {
      const testApp = await buildTestApp({ inMemory: true });
      try {
        const response = await testApp.app.inject({ method: 'GET', url: '/web-api/version' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          error: {
            code: 'VERSION_UNKNOWN',
            message: 'The site is not built: it has no version yet',
          },
        });
      } finally {
        await testApp.close();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
