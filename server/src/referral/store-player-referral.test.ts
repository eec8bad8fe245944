import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createTestVisitor } from '../test-support/test-visitor';

describe('the referral stored with a new player', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ auth: TEST_AUTH_SETTINGS });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  async function registerWith(cookies: Record<string, string>) {
    const visitor = createTestVisitor(testApp.app);
    await visitor.arrive();
    for (const [name, value] of Object.entries(cookies)) visitor.cookies.set(name, value);
    const response = await visitor.post('/auth-api/v1/register', {
      type: 'one_click',
      currency: 'RUB',
      countryId: 1,
      bonusChoice: 0,
      termsAccepted: true,
      ageConfirmed: true,
    });
    expect(response.statusCode).toBe(200);
    const { userId } = response.json<{ userId: number }>();
    return (await opsRequest(testApp, 'GET', `/players/${userId}/referral`)).json<
      Record<string, unknown>
    >();
  }

  it('keeps the refererid, reflink tag and subid cookies and the site group_id', async () => {
    expect(await registerWith({ refererid: '4242', reflink_tag: 'spring', subid: 's-1' })).toEqual(
      expect.objectContaining({ refId: '4242', groupId: '1', tag: 'spring', subId: 's-1' }),
    );
  });

  it('takes the partner id as the referrer without a refererid', async () => {
    expect(await registerWith({ partner_id: 'p9' })).toMatchObject({ refId: 'p9' });
  });

  it('takes the site ref_id for a player who came without a referral', async () => {
    expect(await registerWith({})).toEqual(
      expect.objectContaining({ refId: '1', groupId: '1', tag: null, subId: null }),
    );
  });

  it('ignores a cookie value that is not a plain id', async () => {
    expect(await registerWith({ refererid: 'a%20b' })).toMatchObject({ refId: '1' });
  });

  it('answers 404 for an unknown player and 400 for an id that is not a number', async () => {
    expect((await opsRequest(testApp, 'GET', '/players/999999999/referral')).statusCode).toBe(404);
    expect((await opsRequest(testApp, 'GET', '/players/abc/referral')).statusCode).toBe(400);
  });
});
