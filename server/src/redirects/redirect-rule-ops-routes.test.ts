import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the redirect rules of the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  beforeEach(async () => {
    await testApp.database.query('delete from redirect_rules');
    testApp.logs.length = 0;
  });

  const addRule = (payload: object) => opsRequest(testApp, 'POST', '/redirect-rules', payload);
  const listRules = async () =>
    (await opsRequest(testApp, 'GET', '/redirect-rules')).json<{
      rules: { from: string; to: string }[];
    }>().rules;
  const removeRule = (from: string) =>
    opsRequest(testApp, 'DELETE', `/redirect-rules?from=${encodeURIComponent(from)}`);

  it('adds a rule (301 unless told otherwise), lists it and logs it', async () => {
    const response = await addRule({ from: '/ru/old-promo', to: '/ru/promo' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      rule: {
        from: '/ru/old-promo',
        to: '/ru/promo',
        code: 301,
        reason: '',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      },
      replaced: null,
    });
    expect(await listRules()).toMatchObject([{ from: '/ru/old-promo', to: '/ru/promo' }]);
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'ops: redirect rule saved',
        rule: expect.objectContaining({ from: '/ru/old-promo', to: '/ru/promo' }) as unknown,
        replaced: null,
      }),
    );
  });

  it('replaces the rule for the same path, answering the one replaced', async () => {
    await addRule({ from: '/ru/a', to: '/ru/b' });

    const response = await addRule({ from: '/ru/a', to: '/ru/c', code: 302, reason: 'for now' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rule: { from: '/ru/a', to: '/ru/c', code: 302, reason: 'for now' },
      replaced: { from: '/ru/a', to: '/ru/b', code: 301 },
    });
    expect(await listRules()).toMatchObject([{ from: '/ru/a', to: '/ru/c' }]);
  });

  it('refuses with 400 REDIRECT_CYCLE a rule that would make a chain come back', async () => {
    await addRule({ from: '/ru/a', to: '/ru/b' });
    await addRule({ from: '/ru/b', to: '/ru/c?tab=1' });

    const response = await addRule({ from: '/ru/c', to: '/ru/a' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'REDIRECT_CYCLE',
        message: '/ru/c -> /ru/a would make a redirect cycle: /ru/c -> /ru/a -> /ru/b -> /ru/c',
        details: { breadcrumbs: ['/ru/c', '/ru/a', '/ru/b', '/ru/c'] },
      },
    });
    expect(await listRules()).toHaveLength(2);
  });

  it('refuses a rule that leads to itself', async () => {
    const response = await addRule({ from: '/ru/a', to: '/ru/a?x=1' });

    expect(response.json()).toMatchObject({ error: { code: 'REDIRECT_CYCLE' } });
  });

  it('lets a replacement break a chain that would otherwise come back', async () => {
    await addRule({ from: '/ru/a', to: '/ru/b' });

    const response = await addRule({ from: '/ru/b', to: '/ru/c' });
    const replacement = await addRule({ from: '/ru/b', to: '/ru/d' });

    expect(response.statusCode).toBe(201);
    expect(replacement.statusCode).toBe(200);
  });

  it('lets only one of two concurrent adds that together would make a cycle through', async () => {
    const responses = await Promise.all([
      addRule({ from: '/ru/x', to: '/ru/y' }),
      addRule({ from: '/ru/y', to: '/ru/x' }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(
      responses.map((response) => response.json<{ error?: { code: string } }>().error?.code),
    ).toContain('REDIRECT_CYCLE');
    expect(await listRules()).toHaveLength(1);
  });

  it('keeps rules whole under many concurrent adds that chain into each other', async () => {
    // a0 -> a1 -> ... -> a5, and a5 -> a0 races with them: whatever the order, never a cycle.
    const adds = [
      ...Array.from({ length: 5 }, (_, i) => ({ from: `/en/a${i}`, to: `/en/a${i + 1}` })),
      { from: '/en/a5', to: '/en/a0' },
    ];

    const responses = await Promise.all(adds.map((rule) => addRule(rule)));

    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(1);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/redirects-api/api/v1/redirect-light',
      payload: { url: '/en/a0' },
    });
    expect(answer.json()).toMatchObject({ redirect: expect.any(Boolean) as unknown });
    expect(testApp.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('removes the rule for a path, and answers 404 when there is none', async () => {
    await addRule({ from: '/ru/old promo', to: '/ru/promo' });

    const removed = await removeRule('/ru/old promo');
    const again = await removeRule('/ru/old promo');

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ removed: { from: '/ru/old%20promo', to: '/ru/promo' } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: {
        code: 'REDIRECT_RULE_NOT_FOUND',
        message: 'There is no redirect rule from /ru/old%20promo',
      },
    });
    expect(await listRules()).toEqual([]);
  });

  it.each([
    [
      { from: 'ru/a', to: '/ru/b' },
      'from must be a path of this site without a query, such as /ru/old-promo, not "ru/a"',
    ],
    [
      { from: '/ru/a?x=1', to: '/ru/b' },
      'from must be a path of this site without a query, such as /ru/old-promo, not "/ru/a?x=1"',
    ],
    [
      { from: '/ru/a', to: 'https://evil.example/' },
      'to must be a path of this site with an optional query, such as /ru/promo?tab=1, not "https://evil.example/"',
    ],
    [
      { from: '/ru/a', to: '//evil.example/' },
      'to must be a path of this site with an optional query, such as /ru/promo?tab=1, not "//evil.example/"',
    ],
  ])('answers 400 INVALID_PATH for %j', async (payload, message) => {
    const response = await addRule(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_PATH', message } });
  });

  it('names the missing field in the details', async () => {
    const response = await addRule({ from: '/ru/a' });

    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'body must have required properties to',
        details: [
          {
            in: 'body',
            path: '/to',
            message: 'must have required properties to',
            params: { requiredProperties: ['to'] },
          },
        ],
      },
    });
  });

  it.each([
    ['a code other than 301 or 302', { from: '/ru/a', to: '/ru/b', code: 307 }],
    ['a code sent as text', { from: '/ru/a', to: '/ru/b', code: '301' }],
    ['a field it does not know', { from: '/ru/a', to: '/ru/b', why: 'moved' }],
    ['no target', { from: '/ru/a' }],
  ])('answers 400 BAD_REQUEST for %s', async (_case, payload) => {
    const response = await addRule(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
