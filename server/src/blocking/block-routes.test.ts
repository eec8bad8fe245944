import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('POST /blocks-api/api/v2/block', () => {
  let testApp: TestApp;
  let seededRules: number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    seededRules = (await testApp.database.query('select id from block_rules')).length;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  // Each test adds its rules; the seeded one stays.
  afterEach(() =>
    testApp.database.query(
      `delete from block_rules where user_agent_pattern is distinct from 'MSIE |Trident/'`,
    ),
  );

  const askBlock = (headers: Record<string, string> = {}, payload: object = { url: '/ru/' }) =>
    testApp.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers, payload });
  const addRule = async (payload: object) => {
    const response = await opsRequest(testApp, 'POST', '/block-rules', payload);
    expect(response.statusCode).toBe(201);
  };

  it('answers no block for a current browser anywhere, uncached', async () => {
    const response = await askBlock({ 'user-agent': CHROME, 'x-geo-country': 'RU' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ data: { displayTypeId: 0, templateTypeId: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('blocks Internet Explorer with reason 17 (block-ie), template 2, out of the box', async () => {
    expect(seededRules).toBe(1);
    for (const userAgent of [IE11, IE9]) {
      const response = await askBlock({ 'user-agent': userAgent });

      expect(response.json()).toStrictEqual({ data: { displayTypeId: 17, templateTypeId: 2 } });
    }
  });

  it('blocks everybody with a site-wide rule, before any other', async () => {
    await addRule({ reason: 1, country: 'KZ' });
    await addRule({ reason: 8 });

    const chrome = await askBlock({ 'user-agent': CHROME });
    const ieInKazakhstan = await askBlock({ 'user-agent': IE11, 'x-geo-country': 'KZ' });

    expect(chrome.json()).toEqual({ data: { displayTypeId: 8, templateTypeId: 2 } });
    expect(ieInKazakhstan.json()).toEqual({ data: { displayTypeId: 8, templateTypeId: 2 } });
  });

  it('blocks the country of the geo country header, whatever its case, as a geographic block', async () => {
    await addRule({ reason: 16, country: 'kz' });

    const kazakhstan = await askBlock({ 'user-agent': CHROME, 'x-geo-country': 'kz' });
    const russia = await askBlock({ 'user-agent': CHROME, 'x-geo-country': 'RU' });
    const unknown = await askBlock({ 'user-agent': CHROME });

    expect(kazakhstan.json()).toEqual({ data: { displayTypeId: 16, templateTypeId: 1 } });
    expect(russia.json()).toEqual({ data: { displayTypeId: 0, templateTypeId: 0 } });
    expect(unknown.json()).toEqual({ data: { displayTypeId: 0, templateTypeId: 0 } });
  });

  it('puts a country block before the Internet Explorer block', async () => {
    await addRule({ reason: 2, country: 'UZ' });

    const response = await askBlock({ 'user-agent': IE11, 'x-geo-country': 'UZ' });

    expect(response.json()).toEqual({ data: { displayTypeId: 2, templateTypeId: 1 } });
  });

  it('blocks a user agent an operator names', async () => {
    await addRule({ reason: 13, userAgentPattern: 'HeadlessChrome/' });

    const response = await askBlock({ 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') });

    expect(response.json()).toEqual({ data: { displayTypeId: 13, templateTypeId: 2 } });
  });

  it('treats a malformed geo country header as an unknown country', async () => {
    await addRule({ reason: 16, country: 'KZ' });

    const response = await askBlock({ 'user-agent': CHROME, 'x-geo-country': 'KAZ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { displayTypeId: 0, templateTypeId: 0 } });
  });

  it('accepts the auth field, which does not change the answer yet', async () => {
    const response = await askBlock(
      { 'user-agent': CHROME },
      { auth: 'a-token', url: '/ru/office' },
    );

    expect(response.json()).toEqual({ data: { displayTypeId: 0, templateTypeId: 0 } });
  });

  it.each([
    ['no url', {}],
    ['a url that is not a string', { url: 7 }],
    ['an auth that is not a string', { url: '/ru/', auth: 12 }],
  ])('answers 400 BAD_REQUEST for a body with %s', async (_case, payload) => {
    const response = await askBlock({ 'user-agent': CHROME }, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
