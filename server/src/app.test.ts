import { readdir } from 'node:fs/promises';
import { buildApp } from './app';
import { MIGRATIONS_DIR } from './db/migrate-database';
import { prepareDatabase } from './prepare-database';
import { createSiteFixture, type SiteFixture } from './test-support/create-site-fixture';
import { buildTestApp, type TestApp } from './test-support/build-test-app';
import { useSiteTestApp } from './test-support/use-site-test-app';
import { isCsrfCheckedRoute } from './auth/http/csrf-plugin';
import { createTestPlayer, TEST_AUTH_SETTINGS } from './test-support/auth-fixtures';
import { signedInVisitor } from './test-support/auth-test-setup';
import { registeredRoutes } from './test-support/registered-routes';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from './test-support/create-test-database';

describe('the app without a built site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('serves the API', async () => {
    const response = await testApp.app.inject('/bff-api/config/all.json?lang=en');

    expect(response.statusCode).toBe(200);
  });

  it('answers pages with 503 SITE_NOT_BUILT', async () => {
    const response = await testApp.app.inject('/en');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'SITE_NOT_BUILT' } });
  });
});

describe('the route schemas', () => {
  // The app compiles them on first use (http/lazy-schema-compilers.ts), so a schema that cannot
  // compile would otherwise show only when its route is first called.
  it(
    'all compile: an app asked to compile them while starting starts',
    async () => {
      const testApp = await buildTestApp({ inMemory: true, compileSchemasAtStart: true });
      await testApp.close();
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});

describe('the app with a built site', () => {
  const testApp = useSiteTestApp();

  it('answers a deep link with index.html and an unknown API path with the JSON 404', async () => {
    const page = await testApp.app.inject('/ru/office/account');
    const api = await testApp.app.inject('/web-api/no-such-call');

    expect(page.statusCode).toBe(200);
    // The built index.html, with the page's head written in by the SEO plugin (server/src/seo).
    expect(page.body).toMatch(/<script nonce="[^"]+">\/\* production \*\/<\/script>/);
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toContain('rel="canonical" href="http://bets.test/ru/office/account"');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('starting the site twice on one database (prepareDatabase, then buildApp)', () => {
  let testDatabase: TestDatabase;
  let fixture: SiteFixture;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    fixture = await createSiteFixture({ built: false });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testDatabase.dispose();
    await fixture.remove();
  });

  it(
    'migrates once and keeps what an operator changed in between',
    async () => {
      const { database } = testDatabase;
      const { site } = fixture;
      const start = async () => {
        await prepareDatabase(database, { now: new Date() });
        return buildApp({ database, site });
      };
      const first = await start();
      await first.close();
      await database.query(`update site_config set value = 'true' where key = 'isPwa'`);
      await database.query(
        `update dictionary_entries set text = 'Main' where key = 'header_home_link' and lng = 'en'`,
      );

      const second = await start();
      const config = await second.inject('/bff-api/config/all.json?lang=en');
      const dictionary = await second.inject('/web-api/dictionary/en?ids=header_home_link');
      await second.close();

      // Each migration of the folder once, whichever features have added theirs.
      const migrations = (await readdir(MIGRATIONS_DIR))
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((file) => ({ name: file.replace(/\.sql$/, '') }));
      expect(migrations).toContainEqual({ name: '0001_site_config' });
      expect(await database.query('select name from schema_migrations order by name')).toEqual(
        migrations,
      );
      expect(config.json()).toMatchObject({ isPwa: true });
      expect(dictionary.json()).toEqual({ lng: 'en', texts: { header_home_link: 'Main' } });
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});

describe('the CSRF check on the whole app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ inMemory: true, auth: TEST_AUTH_SETTINGS });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  /** The writes without the check, each for a reason given in csrf-plugin.ts. */
  const EXEMPT = [
    'POST /blocks-api/api/v2/block',
    'POST /demo-pay/:token',
    'POST /demo-provider/api/crash/rounds',
    'POST /demo-provider/api/crash/rounds/:roundId/bet',
    'POST /demo-provider/api/crash/rounds/:roundId/cashout',
    'POST /demo-provider/api/roulette/spin',
    'POST /demo-provider/api/sessions',
    'POST /demo-provider/api/slot/spin',
    'POST /payment-callbacks/demo-pay',
    'POST /provider-api/wallet/v1/authenticate',
    'POST /provider-api/wallet/v1/balance',
    'POST /provider-api/wallet/v1/bet',
    'POST /provider-api/wallet/v1/rollback',
    'POST /provider-api/wallet/v1/win',
    'POST /redirects-api/api/v1/redirect-light',
  ];
  const writes = () =>
    registeredRoutes(testApp.app)
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      // The operator API takes a bearer token and never reads a cookie.
      .filter((route) => !route.url.startsWith('/ops-api/'));

  // csrf-plugin.ts attaches the check to each route as it is registered: a write route registered
  // before the plugin, or outside its reach, would go unchecked without anyone seeing it. The walk
  // covers every route the app has, whatever service registered it.
  it('refuses a signed-in browser every call that can change something without the CSRF token', async () => {
    const player = await createTestPlayer(testApp);
    const visitor = await signedInVisitor(testApp, String(player.id));
    const checked = writes().filter((route) => !EXEMPT.includes(`${route.method} ${route.url}`));
    const answers = [];
    for (const route of checked) {
      const response = await visitor.request({
        method: route.method as 'POST',
        url: route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x'),
        payload: {},
        noCsrf: true,
      });
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }

    expect(checked.length).toBeGreaterThan(30);
    expect(checked.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/limit-service-api/api/external/web/v3/limits',
        '/limit-service-api/api/external/web/v3/limit',
        '/limit-service-api/api/external/web/v3/limitaction',
        '/limit-service-api/api/external/web/v3/testanswers',
        '/limit/external/web/api/v1/BlockUser',
      ]),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });

  it('leaves unchecked only the writes that read no cookie', () => {
    const unchecked = writes()
      .filter((route) => !isCsrfCheckedRoute(route))
      .map((route) => `${route.method} ${route.url}`);

    expect(unchecked.sort()).toEqual(EXEMPT);
  });

  it('lets the limits service and BlockUser through with the token', async () => {
    const player = await createTestPlayer(testApp);
    const visitor = await signedInVisitor(testApp, String(player.id));

    const limits = await visitor.post('/limit-service-api/api/external/web/v3/limits', {});
    const block = await visitor.post('/limit/external/web/api/v1/BlockUser', {});

    expect(limits.statusCode).not.toBe(403);
    expect(block.statusCode).not.toBe(403);
  });
});
