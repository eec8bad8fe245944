import { gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('GET /web-api/dictionary/:lng', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // An English-only key, as a release may ship before its translation.
    await testApp.database.query(
      `insert into dictionary_entries (lng, key, text) values ('en', 'english_only_example', 'The coupon will be cleared')`,
    );
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const getDictionary = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the Russian texts, revalidated on every load', async () => {
    const response = await getDictionary('/web-api/dictionary/ru');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      lng: 'ru',
      texts: {
        header_home_link: 'На главную',
        main_refreshing_button: 'Обновить',
        language_name_kz: 'Қазақша',
      },
    });
  });

  it('compresses the whole dictionary for a browser that accepts gzip: the first paint waits for it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web-api/dictionary/ru',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = (await getDictionary('/web-api/dictionary/ru')).rawPayload;
    expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(
      JSON.parse(plain.toString()),
    );
  });

  it('fills a key missing in Russian with the English text for that key', async () => {
    const response = await getDictionary('/web-api/dictionary/ru');

    expect(response.json()).toMatchObject({
      texts: {
        english_only_example: 'The coupon will be cleared',
        header_home_link: 'На главную',
      },
    });
  });

  it('answers the Azerbaijani texts, with English for a key not translated yet', async () => {
    const response = await getDictionary('/web-api/dictionary/az');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lng: 'az',
      texts: {
        header_home_link: 'Ana səhifə',
        language_name_az: 'Azərbaycanca',
        english_only_example: 'The coupon will be cleared',
      },
    });
  });

  it('answers only the keys named in ids', async () => {
    const response = await getDictionary(
      '/web-api/dictionary/ru?ids=header_home_link,english_only_example,no_such_key',
    );

    expect(response.json()).toStrictEqual({
      lng: 'ru',
      texts: {
        english_only_example: 'The coupon will be cleared',
        header_home_link: 'На главную',
      },
    });
  });

  it('answers every text of the release for ru and en', async () => {
    const ru = (await getDictionary('/web-api/dictionary/ru')).json<{ texts: object }>();
    const en = (await getDictionary('/web-api/dictionary/en')).json<{ texts: object }>();

    // The same texts, each plural text with the forms of its own language (ru four, en two).
    const textsOf = (answer: { texts: object }) => [
      ...new Set(Object.keys(answer.texts).map((key) => key.replace(/_(one|few|many|other)$/, ''))),
    ];
    expect(textsOf(ru).sort()).toEqual(textsOf(en).sort());
    expect(ru.texts).toHaveProperty('money_balance_points_few');
    expect(en.texts).not.toHaveProperty('money_balance_points_few');
    expect(en.texts).toMatchObject({
      header_home_link: 'Home',
      header_language_switcher: 'Site language',
      shell_no_site_config: 'The site settings could not be loaded. Please refresh the page.',
      main_refreshing_button: 'Refresh',
    });
  });

  it('answers 400 BAD_REQUEST for a language the site does not have', async () => {
    const response = await getDictionary('/web-api/dictionary/de');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', details: [{ in: 'params', path: '/lng' }] },
    });
  });
});
