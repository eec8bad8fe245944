import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the site config of the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  beforeEach(() => {
    testApp.logs.length = 0;
  });

  const getConfig = () => opsRequest(testApp, 'GET', '/config');
  const setConfig = (key: string, payload: object) =>
    opsRequest(testApp, 'PUT', `/config/${key}`, payload);
  const updatedAt = async (key: string) =>
    (
      await testApp.database.query<{ updated_at: Date }>(
        'select updated_at from site_config where key = $1',
        [key],
      )
    )[0]?.updated_at;

  it('answers the whole configuration, never cached', async () => {
    const response = await getConfig();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      config: DEFAULT_SITE_CONFIG,
      missingKeys: [],
      invalidKeys: [],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sets a key, stamps updated_at, answers and logs what changed', async () => {
    const before = await updatedAt('hiddenPaths');

    const response = await setConfig('hiddenPaths', { value: ['/about'] });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'hiddenPaths', previous: [], value: ['/about'] });
    expect((await getConfig()).json()).toMatchObject({ config: { hiddenPaths: ['/about'] } });
    expect((await updatedAt('hiddenPaths'))?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'ops: site config changed',
        key: 'hiddenPaths',
        previous: [],
        value: ['/about'],
      }),
    );
  });

  it('reaches the site: the bff-api answers the new value', async () => {
    await setConfig('routeFeatureFlags', { value: { 'casino-lobby': false } });

    const response = await testApp.app.inject('/bff-api/config/all.json?lang=ru');

    expect(response.json()).toMatchObject({ routeFeatureFlags: { 'casino-lobby': false } });
  });

  it('sets a value of null where the key allows it', async () => {
    await setConfig('mobileSiteUrl', { value: 'https://m.betshell.example/' });

    const response = await setConfig('mobileSiteUrl', { value: null });

    expect(response.json()).toEqual({
      key: 'mobileSiteUrl',
      previous: 'https://m.betshell.example/',
      value: null,
    });
  });

  it('adds a key that is missing from the table, and shows which keys are missing', async () => {
    await testApp.database.query(`delete from site_config where key = 'isPwa'`);
    const missing = (await getConfig()).json<{ missingKeys: string[] }>();

    const response = await setConfig('isPwa', { value: true });

    expect(missing.missingKeys).toEqual(['isPwa']);
    expect(response.json()).toEqual({ key: 'isPwa', value: true });
    expect((await getConfig()).json()).toMatchObject({ missingKeys: [] });
  });

  it('shows a value broken by hand, and lets the operator repair it', async () => {
    await testApp.database.query(`update site_config set value = '"18"' where key = 'ageLimit'`);
    const broken = (await getConfig()).json<unknown>();

    await setConfig('ageLimit', { value: 21 });

    expect(broken).toMatchObject({ config: { ageLimit: '18' }, invalidKeys: ['ageLimit'] });
    expect((await getConfig()).json()).toMatchObject({ config: { ageLimit: 21 }, invalidKeys: [] });
  });

  it('answers 400 INVALID_CONFIG_VALUE with the reason, and changes nothing', async () => {
    const response = await setConfig('hiddenPaths', { value: '/about' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_CONFIG_VALUE',
        message: '"/about" is not a value for hiddenPaths: must be array',
        details: { problems: ['must be array'] },
      },
    });
    expect((await getConfig()).json()).toMatchObject({ config: { hiddenPaths: ['/about'] } });
  });

  it('refuses a maintenance date that is not an ISO instant', async () => {
    const response = await setConfig('maintenance', {
      value: { ...DEFAULT_SITE_CONFIG.maintenance, started_at: '22.11.2026' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'INVALID_CONFIG_VALUE',
        details: {
          problems: expect.arrayContaining([
            '/started_at must match format "date-time"',
          ]) as unknown,
        },
      },
    });
  });

  it('answers 400 UNKNOWN_CONFIG_KEY for a key the configuration does not have', async () => {
    const response = await setConfig('hiddenPath', { value: [] });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'UNKNOWN_CONFIG_KEY',
        message: expect.stringMatching(
          /^"hiddenPath" is not a key of the site config; the keys are siteName, /,
        ) as unknown,
      },
    });
  });

  it.each([
    ['without a value', {}],
    ['with a field besides the value', { value: true, key: 'isPwa' }],
  ])('answers 400 BAD_REQUEST for a body %s', async (_case, payload) => {
    const response = await setConfig('isPwa', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
