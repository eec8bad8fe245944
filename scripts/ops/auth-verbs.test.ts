import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../server/src/test-support/auth-fixtures';
import { createTestVisitor } from '../../server/src/test-support/test-visitor';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the sign-in verbs', () => {
  const server = useOpsTestServer({ inMemory: true, auth: TEST_AUTH_SETTINGS });
  const { ops } = server;

  it('shows the outbox, empty or with the codes sent', async () => {
    const empty = await ops('outbox');
    await createTestPlayer(server.testApp, { phone: '79008880001' });
    const visitor = createTestVisitor(server.testApp.app);
    await visitor.arrive();
    await visitor.post('/auth-api/v1/sms', { phone: '79008880001', purpose: 'login' });

    const run = await ops('outbox', '--to', '+7 900 888-00-01', '--limit', '5');

    expect(empty).toEqual({ code: 0, out: 'the outbox is empty', err: '' });
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^#\d+ \S+ sms to 79008880001 \(login\)\n {2}Код betshell: \d{6}\. Никому его не сообщайте\.$/,
    );
  });

  it('bans a player and shows it, and lifts the ban', async () => {
    const player = await createTestPlayer(server.testApp, { email: 'ban@example.com' });

    const ban = await ops('player', 'ban', String(player.id), '--level', '53', '--version', '1');
    const show = await ops('player', 'show', 'ban@example.com');
    const lift = await ops('player', 'ban', String(player.id), '--level', '0');

    expect(ban.out).toContain('ban level 53 (version 1): banned');
    expect(show.out).toContain(`player ${player.id} (full_reg`);
    expect(lift.out).toContain('ban level 0 (version 1)\n');
  });

  it('marks the terms changed for everyone or for one player', async () => {
    const player = await createTestPlayer(server.testApp);

    const all = await ops('terms', 'changed');
    const one = await ops('terms', 'changed', '--player', String(player.id));

    expect(all.out).toMatch(/^new terms published at \S+Z: every player confirms them/);
    expect(one.out).toBe(`player ${player.id} confirms the terms again at the next page`);
  });

  it('asks for a transfer and ends sessions', async () => {
    const player = await createTestPlayer(server.testApp);

    const transfer = await ops('player', 'transfer', String(player.id), 'on');
    const disconnect = await ops('player', 'disconnect', String(player.id));

    expect(transfer.out).toContain('transfer required: true');
    expect(disconnect.out).toBe(`ended 0 sessions of player ${player.id}`);
  });

  it.each([
    [['player', 'ban', '1'], 'player ban needs --level <n> (0 lifts the ban)'],
    [['player', 'ban', '1', '--level', 'high'], '--level must be a whole number, not high'],
    [
      ['player', 'show', 'nobody@example.com'],
      'No player has the id, e-mail or phone nobody@example.com',
    ],
    [['player', 'transfer', '1', 'maybe'], 'player transfer takes on or off'],
  ])('explains %j', async (args, message) => {
    const run = await ops(...args);

    expect(run).toMatchObject({ code: 1, err: `ops: ${message}` });
  });
});
