import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the phone countries and masks', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ inMemory: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('lists countries with the names of the spec call', async () => {
    const response = await testApp.app.inject('/web-api/geo/phone-countries');

    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toContainEqual({
      id: 1,
      name: 'Russia',
      country_code: 'RU',
      tel_code: '7',
    });
  });

  it('lists a mask per country', async () => {
    const countries = (await testApp.app.inject('/web-api/geo/phone-countries')).json<unknown[]>();
    const masks = (await testApp.app.inject('/web-api/geo/phone-masks')).json<unknown[]>();

    expect(masks).toHaveLength(countries.length);
    expect(masks).toContainEqual({ CountryId: 2, Mask: '+380 (##) ###-##-##', Min: 9, Max: 9 });
  });
});
