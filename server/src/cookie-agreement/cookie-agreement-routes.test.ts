import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('POST /web-api/cookies-agreement', () => {
  let testApp: TestApp;
  let visitor: TestVisitor;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // A visitor who has loaded a page holds the CSRF cookies the call must echo.
    visitor = createTestVisitor(testApp.app);
    await visitor.get('/web-api/session');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  afterEach(() => testApp.database.query('delete from cookie_agreements'));

  const agree = (query: string, payload: unknown) =>
    visitor.request({
      method: 'POST',
      url: `/web-api/cookies-agreement${query}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const recorded = () =>
    testApp.database.query<{ functional: boolean; marketing: boolean; agreed_at: Date | string }>(
      'select functional, marketing, agreed_at from cookie_agreements order by id',
    );

  it('records what the visitor agreed to and when, answering 204', async () => {
    const agreedAt = Date.UTC(2026, 4, 17, 10, 30, 15, 250);
    const response = await agree(`?cookiesAgreeTime=${agreedAt}`, {
      functional: true,
      marketing: false,
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await recorded();
    expect(rows.map((row) => ({ ...row, agreed_at: new Date(row.agreed_at).getTime() }))).toEqual([
      { functional: true, marketing: false, agreed_at: agreedAt },
    ]);
  });

  it.each([
    ['without cookiesAgreeTime', '', { functional: true, marketing: true }],
    [
      'with a cookiesAgreeTime that is no time',
      '?cookiesAgreeTime=yesterday',
      { functional: true, marketing: true },
    ],
    [
      'with a negative cookiesAgreeTime',
      '?cookiesAgreeTime=-5',
      { functional: true, marketing: true },
    ],
    [
      'with a cookiesAgreeTime past any date',
      '?cookiesAgreeTime=9000000000000000',
      { functional: true, marketing: true },
    ],
    ['without marketing', '?cookiesAgreeTime=1', { functional: true }],
    ['with a flag as text', '?cookiesAgreeTime=1', { functional: 'true', marketing: false }],
    [
      'with a field it does not know',
      '?cookiesAgreeTime=1',
      { functional: true, marketing: false, ads: true },
    ],
    ['with no object', '?cookiesAgreeTime=1', [true, false]],
  ])('answers 400 with the error body %s, recording nothing', async (_case, query, body) => {
    const response = await agree(query, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(await recorded()).toEqual([]);
  });
});
