import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('POST /redirects-api/api/v1/redirect-light', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // Through the operator API, as an operator adds them.
    for (const rule of [
      { from: '/ru/old-promo', to: '/ru/promo', code: 301, reason: 'promo moved' },
      { from: '/ru/promo', to: '/ru/promotions', code: 302, reason: 'promotions page' },
      { from: '/en/tab', to: '/en/office/settings?tab=limits', code: 302, reason: 'settings tab' },
    ]) {
      const response = await opsRequest(testApp, 'POST', '/redirect-rules', rule);
      expect(response.statusCode).toBe(201);
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  beforeEach(() => {
    testApp.logs.length = 0;
  });

  const askRedirect = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload });

  it('answers no redirect, with the URL as given, when no rule moves it', async () => {
    const response = await askRedirect({ url: '/ru/line?sport=1' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      redirect: false,
      code: 0,
      url: '/ru/line?sport=1',
      reasons: [],
      breadcrumbs: ['/ru/line?sport=1'],
    });
  });

  it('follows a chain to its last target, with the first code and every reason and step', async () => {
    const response = await askRedirect({ url: '/ru/old-promo' });

    expect(response.json()).toStrictEqual({
      redirect: true,
      code: 301,
      url: '/ru/promotions',
      reasons: ['promo moved', 'promotions page'],
      breadcrumbs: ['/ru/old-promo', '/ru/promo', '/ru/promotions'],
    });
  });

  it('keeps the query asked with on a target that has none', async () => {
    const response = await askRedirect({ url: '/ru/old-promo?utm_source=mail&x=1' });

    expect(response.json()).toMatchObject({
      redirect: true,
      url: '/ru/promotions?utm_source=mail&x=1',
    });
  });

  it("keeps a target's own query instead of the one asked with", async () => {
    const response = await askRedirect({ url: '/en/tab?x=1' });

    expect(response.json()).toMatchObject({
      redirect: true,
      code: 302,
      url: '/en/office/settings?tab=limits',
      breadcrumbs: ['/en/tab', '/en/office/settings?tab=limits'],
    });
  });

  it('uses the path and query of an absolute URL of any host', async () => {
    const response = await askRedirect({ url: 'https://www.betshell.example/ru/promo?x=1' });

    expect(response.json()).toMatchObject({ redirect: true, code: 302, url: '/ru/promotions?x=1' });
  });

  it('answers no redirect, and logs an error, for a cycle edited into the table by hand', async () => {
    await testApp.database.query(
      `insert into redirect_rules (from_path, to_path, code) values ('/kz/a', '/kz/b', 301), ('/kz/b', '/kz/a', 301)`,
    );

    const response = await askRedirect({ url: '/kz/a?x=1' });

    expect(response.json()).toStrictEqual({
      redirect: false,
      code: 0,
      url: '/kz/a?x=1',
      reasons: [],
      breadcrumbs: ['/kz/a?x=1'],
    });
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'the redirect rules make a cycle',
        breadcrumbs: ['/kz/a', '/kz/b', '/kz/a'],
      }),
    );
  });

  it.each([
    ['no url', {}],
    ['an empty url', { url: '' }],
    ['a url that is not a string', { url: ['/ru/a'] }],
  ])('answers 400 BAD_REQUEST for a body with %s', async (_case, payload) => {
    const response = await askRedirect(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers 400 INVALID_URL for a url that is neither a path nor an http(s) URL', async () => {
    const response = await askRedirect({ url: 'ru/old-promo' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_URL',
        message: 'url must be a path such as /ru/promo?x=1 or an absolute http(s) URL',
      },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/redirects-api/api/v1/redirect-light',
      headers: { 'content-type': 'application/json' },
      payload: '{"url":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
