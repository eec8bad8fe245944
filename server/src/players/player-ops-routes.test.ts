import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createTestPlayer, TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { createTestVisitor } from '../test-support/test-visitor';

describe('the players and outbox of the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ auth: TEST_AUTH_SETTINGS });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('reads the outbox newest first, for one recipient as people write the phone', async () => {
    await createTestPlayer(testApp, { phone: '79007770001' });
    const visitor = createTestVisitor(testApp.app);
    await visitor.arrive();
    await visitor.post('/auth-api/v1/sms', { phone: '79007770001', purpose: 'login' });
    await visitor.post('/auth-api/v1/password/forgot', { phone: '79007770001' });

    const all = await opsRequest(testApp, 'GET', '/outbox?limit=1');
    const mine = await opsRequest(
      testApp,
      'GET',
      `/outbox?recipient=${encodeURIComponent('+7 900 777-00-01')}`,
    );

    expect(all.json<{ messages: unknown[] }>().messages).toHaveLength(1);
    expect(mine.json()).toMatchObject({
      messages: [
        {
          channel: 'sms',
          recipient: '79007770001',
          subject: 'reset',
          body: expect.stringMatching(/^Код betshell: \d{6}\. /) as unknown,
        },
        { channel: 'sms', recipient: '79007770001', subject: 'login' },
      ],
    });
  });

  it('finds a player by id, e-mail or phone', async () => {
    const player = await createTestPlayer(testApp, {
      email: 'find@example.com',
      phone: '79007770002',
    });

    const answers = await Promise.all(
      [String(player.id), 'FIND@example.com', '+79007770002'].map((ref) =>
        opsRequest(testApp, 'GET', `/players/${encodeURIComponent(ref)}`),
      ),
    );

    for (const answer of answers) {
      expect(answer.json()).toMatchObject({
        player: { id: player.id, email: 'find@example.com', banLevel: 0, twoFactor: false },
      });
    }
  });

  it.each([
    ['GET', '/players/nobody@example.com'],
    ['POST', '/players/99999999/ban'],
    ['POST', '/players/99999999/disconnect'],
  ] as const)('answers %s %s with 404 PLAYER_NOT_FOUND', async (method, path) => {
    const response = await opsRequest(
      testApp,
      method,
      path,
      method === 'POST' ? (path.endsWith('ban') ? { level: 1 } : {}) : undefined,
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'PLAYER_NOT_FOUND' } });
  });

  it('refuses a negative ban level', async () => {
    const player = await createTestPlayer(testApp);

    const response = await opsRequest(testApp, 'POST', `/players/${player.id}/ban`, { level: -1 });

    expect(response.statusCode).toBe(400);
  });

  it('logs what it changed', async () => {
    const player = await createTestPlayer(testApp);

    await opsRequest(testApp, 'POST', `/players/${player.id}/ban`, { level: 45 });

    expect(testApp.logs).toContainEqual(
      expect.objectContaining({ msg: 'ops: ban set', userId: player.id, banLevel: 45 }),
    );
  });
});
