import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { SITE_CONFIG_CACHE_CONTROL } from './site-config-routes';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('GET /bff-api/config/all.json', () => {
  let testApp: TestApp;
  let savedRows: { key: string; value: unknown }[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    savedRows = await testApp.database.query('select key, value from site_config');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  // Tests below break the table on purpose; each starts from the seeded rows again.
  afterEach(async () => {
    await testApp.database.transaction(async (tx) => {
      await tx.query('delete from site_config');
      for (const { key, value } of savedRows) {
        await tx.query('insert into site_config (key, value) values ($1, $2::jsonb)', [
          key,
          JSON.stringify(value),
        ]);
      }
    });
  });

  const getConfig = (url = '/bff-api/config/all.json?lang=ru', headers = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers the seeded site configuration, field for field', async () => {
    const response = await getConfig();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual(DEFAULT_SITE_CONFIG);
  });

  it('lets browsers cache it 600 s and serve it stale while revalidating up to 900 s', async () => {
    const response = await getConfig();

    expect(response.headers['cache-control']).toBe(
      'public, max-age=600, stale-while-revalidate=300',
    );
  });

  it('accepts the geo country header', async () => {
    const response = await getConfig('/bff-api/config/all.json?lang=kz', { 'x-geo-country': 'KZ' });

    expect(response.statusCode).toBe(200);
  });

  it('answers what an operator changed', async () => {
    await testApp.database.query(
      `update site_config set value = '["ru", "en"]' where key = 'languages'`,
    );

    const response = await getConfig();

    expect(response.json()).toMatchObject({ languages: ['ru', 'en'] });
  });

  it("answers an operator's change through the ops API on the very next request", async () => {
    const before = await getConfig();
    const change = await opsRequest(testApp, 'PUT', '/config/siteName', { value: 'Betshell Live' });
    const after = await getConfig();

    expect(before.json()).toMatchObject({ siteName: DEFAULT_SITE_CONFIG.siteName });
    expect(change.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ siteName: 'Betshell Live' });
  });

  it('answers maintenance switched by the operator on the very next request', async () => {
    await getConfig();
    const change = await opsRequest(testApp, 'POST', '/maintenance', { on: true });
    const after = await getConfig();

    expect(change.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ maintenance: { isActive: true } });
  });

  it('answers 400 BAD_REQUEST without the lang parameter', async () => {
    const response = await getConfig('/bff-api/config/all.json');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: "querystring must have required property 'lang'",
        details: [expect.objectContaining({ in: 'querystring', path: '/lang' })],
      },
    });
  });

  it('answers 400 BAD_REQUEST for a language the site does not have', async () => {
    const response = await getConfig('/bff-api/config/all.json?lang=de');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST',
        details: [
          {
            in: 'querystring',
            path: '/lang',
            params: { allowedValues: ['ru', 'en', 'ua', 'kz', 'az', 'uz'] },
          },
        ],
      },
    });
  });

  it('answers 503 NO_SITE_CONFIG when the table is empty', async () => {
    await testApp.database.query('delete from site_config');

    const response = await getConfig();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'NO_SITE_CONFIG', message: 'no site config' },
    });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('answers 503 again from the kept reading of a table that cannot make one', async () => {
    await testApp.database.query('delete from site_config');

    const first = await getConfig();
    // Nothing was written since: the second answer comes from the reading kept in memory.
    const kept = await getConfig();

    expect([first.statusCode, kept.statusCode]).toEqual([503, 503]);
    expect(kept.json()).toEqual({ error: { code: 'NO_SITE_CONFIG', message: 'no site config' } });
    expect(kept.headers['cache-control']).toBeUndefined();
  });

  it('answers 503 NO_SITE_CONFIG when a field is missing', async () => {
    await testApp.database.query(`delete from site_config where key = 'ageLimit'`);

    const response = await getConfig();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'NO_SITE_CONFIG' } });
  });

  it('answers 503 NO_SITE_CONFIG when a field holds the wrong type', async () => {
    await testApp.database.query(`update site_config set value = '"18"' where key = 'ageLimit'`);

    const response = await getConfig();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'NO_SITE_CONFIG' } });
  });

  it('ignores rows that are not fields of the configuration', async () => {
    await testApp.database.query(`insert into site_config (key, value) values ('retired', 'true')`);

    const response = await getConfig();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual(DEFAULT_SITE_CONFIG);
  });
});

describe('GET /bff-api/config/group/get', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const getGroups = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/bff-api/config/group/get?${query}` });

  it('answers the chosen groups with their fields, and no others', async () => {
    const response = await getGroups('groups=languages,availability&lang=ru');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      languages: {
        languages: DEFAULT_SITE_CONFIG.languages,
        hiddenLanguages: DEFAULT_SITE_CONFIG.hiddenLanguages,
      },
      availability: {
        maintenance: DEFAULT_SITE_CONFIG.maintenance,
        forceGeoOffAllowed: false,
      },
    });
  });

  it('answers what an operator changed, cached as all.json is', async () => {
    await testApp.database.query(
      `update site_config set value = '["/about"]' where key = 'hiddenPaths'`,
    );

    const response = await getGroups('groups=routes&lang=en');

    expect(response.json()).toMatchObject({ routes: { hiddenPaths: ['/about'] } });
    expect(response.headers['cache-control']).toBe(SITE_CONFIG_CACHE_CONTROL);
  });

  it('takes spaces and repeats in the list', async () => {
    const response = await getGroups('groups=general,%20general,&lang=en');

    expect(Object.keys(response.json<object>())).toEqual(['general']);
  });

  it('answers 400 UNKNOWN_CONFIG_GROUP naming each unknown group', async () => {
    const response = await getGroups('groups=general,casino,toString&lang=ru');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'UNKNOWN_CONFIG_GROUP',
        message:
          'Unknown config group "casino", "toString"; the groups are general, languages, routes, betting, session, availability, views',
        details: {
          unknownGroups: ['casino', 'toString'],
          knownGroups: [
            'general',
            'languages',
            'routes',
            'betting',
            'session',
            'availability',
            'views',
          ],
        },
      },
    });
  });

  it.each([
    ['without groups', 'lang=ru', "querystring must have required property 'groups'"],
    [
      'with an empty list',
      'groups=,&lang=ru',
      'groups must name at least one of general, languages, routes, betting, session, availability, views',
    ],
    ['without lang', 'groups=general', "querystring must have required property 'lang'"],
  ])('answers 400 BAD_REQUEST %s', async (_case, query, message) => {
    const response = await getGroups(query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message } });
  });

  it('answers 503 NO_SITE_CONFIG, uncached, when the table cannot make a configuration', async () => {
    await testApp.database.query(`update site_config set value = '"18"' where key = 'ageLimit'`);

    const response = await getGroups('groups=languages&lang=ru');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'NO_SITE_CONFIG', message: 'no site config' },
    });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
