import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { DEFAULT_LIMIT_SETTINGS } from '../../server/src/limits/limit-service';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the limits and session test tools', () => {
  const server = useOpsTestServer({
    inMemory: true,
    limits: { ...DEFAULT_LIMIT_SETTINGS, testTools: true },
  });
  const { ops } = server;

  it('makes a pending raise confirmable now', async () => {
    const player = await createTestPlayer(server.testApp);
    await server.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         direction, requested_at, started_at, ends_at)
       values ($1, 20, 9000, 'PENDING', 'RUB', 'raise', now(), now() + interval '1 day',
         now() + interval '2 days')`,
      [player.id],
    );
    const result = await ops('limits', 'end-cooling-off', String(player.id), '--limit-type', '20');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      new RegExp(
        `^player ${player.id}: the pending change of limit 20 can be approved from \\S+Z until \\S+Z$`,
      ),
    );
    const [row] = await server.testApp.database.query<{ soon: boolean }>(
      `select started_at <= now() + interval '1 minute' as soon from player_limits where player_id = $1`,
      [player.id],
    );
    expect(row?.soon).toBe(true);
  });

  it('says when there is nothing pending', async () => {
    const player = await createTestPlayer(server.testApp);
    const result = await ops('limits', 'end-cooling-off', String(player.id), '--limit-type', '20');
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('no pending change');
  });

  it('counts minutes of play in the player day', async () => {
    const player = await createTestPlayer(server.testApp);
    const result = await ops('limits', 'session-time', String(player.id), '--minutes', '45');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      new RegExp(`^player ${player.id}: 45 min of play counted on \\d{4}-\\d\\d-\\d\\d$`),
    );
  });

  it('refuses minutes that are not a whole number before calling the server', async () => {
    const result = await ops('limits', 'session-time', '1', '--minutes', 'ten');
    expect(result.code).not.toBe(0);
    expect(result.err).toContain('--minutes must be a whole number, not ten');
  });

  it('ages the live sessions of a player by the minutes given', async () => {
    const player = await createTestPlayer(server.testApp);
    await server.testApp.database.query(
      `insert into sessions (id, player_id, created_at, last_active_at, persistent, address)
       values ('idle-tool-session', $1, now(), now(), false, '127.0.0.1')`,
      [player.id],
    );
    const result = await ops('player', 'idle', String(player.id), '--minutes', '31');
    expect(result.code).toBe(0);
    expect(result.out).toBe(`player ${player.id}: 1 live session(s) last active 31 min earlier`);
    const [row] = await server.testApp.database.query<{ away: boolean }>(
      `select last_active_at <= now() - interval '30 minutes' as away from sessions
        where id = 'idle-tool-session'`,
    );
    expect(row?.away).toBe(true);
  });
});
