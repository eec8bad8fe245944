import { buildTestApp, TEST_OPS_TOKEN, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const ROUTES = [
    ['GET', '/ops-api/v1/config'],
    ['PUT', '/ops-api/v1/config/isPwa'],
    ['GET', '/ops-api/v1/maintenance'],
    ['POST', '/ops-api/v1/maintenance'],
    ['GET', '/ops-api/v1/block-rules'],
    ['POST', '/ops-api/v1/block-rules'],
    ['DELETE', '/ops-api/v1/block-rules/1'],
    ['GET', '/ops-api/v1/redirect-rules'],
    ['POST', '/ops-api/v1/redirect-rules'],
    ['DELETE', '/ops-api/v1/redirect-rules?from=/ru/a'],
    ['GET', '/ops-api/v1/outbox'],
    ['GET', '/ops-api/v1/players/1'],
    ['POST', '/ops-api/v1/players/1/ban'],
    ['POST', '/ops-api/v1/players/1/disconnect'],
    ['POST', '/ops-api/v1/players/1/transfer-required'],
    ['POST', '/ops-api/v1/terms/changed'],
  ] as const;

  it.each(ROUTES)('answers %s %s with 401 UNAUTHORIZED without the token', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: { on: true, value: true } });

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="ops-api"');
    expect(response.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'The operator API needs Authorization: Bearer <OPS_TOKEN>',
      },
    });
  });

  it.each([
    ['a wrong token', `Bearer ${TEST_OPS_TOKEN}x`],
    ['a prefix of the token', `Bearer ${TEST_OPS_TOKEN.slice(0, -1)}`],
    ['the token without Bearer', TEST_OPS_TOKEN],
    ['another scheme', `Basic ${TEST_OPS_TOKEN}`],
    ['an empty token', 'Bearer '],
  ])('answers 401 for %s, and changes nothing', async (_case, authorization) => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/ops-api/v1/config/isPwa',
      headers: { authorization },
      payload: { value: true },
    });

    expect(response.statusCode).toBe(401);
    expect(
      await testApp.database.query(`select value from site_config where key = 'isPwa'`),
    ).toEqual([{ value: false }]);
  });

  it('lets the token through, whatever the case of Bearer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/ops-api/v1/config',
      headers: { authorization: `bearer ${TEST_OPS_TOKEN}` },
    });

    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown operator path with the JSON 404, not a page of the site', async () => {
    const response = await testApp.app.inject('/ops-api/v1/nothing');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
