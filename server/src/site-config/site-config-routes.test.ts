import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
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
