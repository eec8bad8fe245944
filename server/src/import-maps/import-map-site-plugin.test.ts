import { buildTestApp, OPS_AUTHORIZATION, type TestApp } from '../test-support/build-test-app';
import {
  createImportMapFixture,
  type ImportMapFixture,
} from '../test-support/create-import-map-fixture';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the import map browsers load', () => {
  let fixture: ImportMapFixture;
  let testApp: TestApp;

  beforeAll(async () => {
    fixture = await createImportMapFixture();
    testApp = await buildTestApp({
      site: { ...fixture.site, mode: 'development' },
      inMemory: true,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await fixture.remove();
  });

  it('is the development map, pins included, on a server in development mode', async () => {
    const release = await fixture.release({ name: '@betshell/header', version: '0.2.0' });
    const pinned = await testApp.app.inject({
      method: 'PATCH',
      url: '/ops-api/v1/services?env=development',
      headers: OPS_AUTHORIZATION,
      payload: { service: '@betshell/header', version: '0.2.0' },
    });
    expect(pinned.statusCode).toBe(200);

    const response = await testApp.app.inject('/importmap.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-import-map-version']).toBe('development@v2');
    const map = response.json<{ imports: Record<string, string> }>();
    expect(map.imports['@betshell/header']).toBe(release.url);
    expect(map.imports.react).toMatch(/\.development\./);
  });
});

describe('the import map of a site not built yet', () => {
  let site: SiteFixture;
  let testApp: TestApp;

  beforeAll(async () => {
    site = await createSiteFixture({ built: false });
    testApp = await buildTestApp({ site: { ...site.site, mode: 'development' }, inMemory: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await site.remove();
  });

  it('answers 503 SITE_NOT_BUILT', async () => {
    const response = await testApp.app.inject('/importmap.json');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'SITE_NOT_BUILT' } });
  });
});
