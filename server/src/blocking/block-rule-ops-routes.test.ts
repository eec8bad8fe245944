import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the block rules of the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  beforeEach(() => {
    testApp.logs.length = 0;
  });

  const ops = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    opsRequest(testApp, method, path, payload);
  const listRules = async () =>
    (await ops('GET', '/block-rules')).json<{ rules: { id: number; reason: number }[] }>().rules;

  it('lists the seeded Internet Explorer rule', async () => {
    const response = await ops('GET', '/block-rules');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rules: [
        {
          id: expect.any(Number) as unknown,
          reason: 17,
          page: 'block-ie',
          templateTypeId: 2,
          country: null,
          userAgentPattern: 'MSIE |Trident/',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
        },
      ],
    });
  });

  it('adds a country rule as a geographic block (template 1), and logs it', async () => {
    const response = await ops('POST', '/block-rules', { reason: 16, country: 'kz' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rule: {
        reason: 16,
        page: 'suspension',
        templateTypeId: 1,
        country: 'KZ',
        userAgentPattern: null,
      },
    });
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'ops: block rule added',
        added: expect.objectContaining({ reason: 16, country: 'KZ' }) as unknown,
      }),
    );
  });

  it('adds a site-wide rule as template 2, or the template the operator gives', async () => {
    const siteWide = await ops('POST', '/block-rules', { reason: 4 });
    const chosen = await ops('POST', '/block-rules', {
      reason: 13,
      userAgentPattern: 'Opera Mini',
      templateTypeId: 3,
    });

    expect(siteWide.json()).toMatchObject({
      rule: { reason: 4, page: 'site-updates', templateTypeId: 2 },
    });
    expect(chosen.json()).toMatchObject({
      rule: { templateTypeId: 3, userAgentPattern: 'Opera Mini' },
    });
  });

  it('lists the rules in the order they are tried', async () => {
    const reasons = (await listRules()).map((rule) => rule.reason);

    // site-wide (4), country (16), then user agents oldest first (17 seeded, 13 added).
    expect(reasons).toEqual([4, 16, 17, 13]);
  });

  it('removes a rule by id, logs it, and answers 404 for one that is not there', async () => {
    const [first] = await listRules();
    const id = first?.id ?? 0;

    const removed = await ops('DELETE', `/block-rules/${id}`);
    const again = await ops('DELETE', `/block-rules/${id}`);

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ removed: { id, reason: 4 } });
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({ msg: 'ops: block rule removed' }),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: { code: 'BLOCK_RULE_NOT_FOUND', message: `There is no block rule ${id}` },
    });
  });

  it('answers 400 INVALID_USER_AGENT_PATTERN for a pattern that is not a regular expression', async () => {
    const response = await ops('POST', '/block-rules', { reason: 13, userAgentPattern: 'MSIE (' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_USER_AGENT_PATTERN',
        message: expect.stringMatching(
          /^The user agent pattern is not a regular expression: .*MSIE \(/,
        ) as unknown,
      },
    });
  });

  it('answers 400 UNKNOWN_BLOCKING_REASON for a reason without a blocking page', async () => {
    const response = await ops('POST', '/block-rules', { reason: 7 });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'UNKNOWN_BLOCKING_REASON',
        message:
          'Reason 7 has no blocking page; the reasons are 1 (block), 2 (block), 3 (block), 4 (site-updates), 5 (block), 8 (coming-soon), 13 (block-ua), 14 (block), 16 (suspension), 17 (block-ie)',
      },
    });
  });

  it('refuses a rule with both a country and a user agent', async () => {
    const response = await ops('POST', '/block-rules', {
      reason: 1,
      country: 'KZ',
      userAgentPattern: 'MSIE',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST',
        message: 'A block rule names a country or a user agent, not both: add two rules',
      },
    });
  });

  it.each([
    ['a misspelt field, which would otherwise block everybody', { reason: 13, userAgent: 'MSIE' }],
    ['a country that is not two letters', { reason: 1, country: 'KAZ' }],
    ['a reason sent as text', { reason: '17' }],
    ['an empty pattern', { reason: 13, userAgentPattern: '' }],
    ['template 0', { reason: 1, templateTypeId: 0 }],
  ])('answers 400 BAD_REQUEST for %s, and stores nothing', async (_case, payload) => {
    const before = await listRules();

    const response = await ops('POST', '/block-rules', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(await listRules()).toEqual(before);
  });

  it('answers 400 BAD_REQUEST for an id that is not a number', async () => {
    const response = await ops('DELETE', '/block-rules/first');

    expect(response.statusCode).toBe(400);
  });
});
