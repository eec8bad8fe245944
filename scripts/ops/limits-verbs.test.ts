import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the limits verbs', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  it('shows a player without limits in UTC under the default rules', async () => {
    const player = await createTestPlayer(server.testApp);
    expect(await ops('limits', 'show', String(player.id))).toEqual({
      code: 0,
      out: `player ${player.id}: time zone UTC, jurisdiction default\n  no limits`,
      err: '',
    });
  });

  it('sets the time zone and jurisdiction, and shows the history of a limit', async () => {
    const player = await createTestPlayer(server.testApp);
    await server.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         requested_at, started_at, closed_at, close_reason)
       values ($1, 20, 5000, 'INACTIVE', 'RUB', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z',
         '2026-11-02T00:00:00Z', 'replaced')`,
      [player.id],
    );
    const set = await ops(
      'limits',
      'profile',
      String(player.id),
      '--time-zone',
      'Europe/Moscow',
      '--jurisdiction',
      'malta',
    );
    const show = await ops('limits', 'show', String(player.id));
    expect(set.out).toBe(`player ${player.id}: time zone Europe/Moscow, jurisdiction malta`);
    expect(show.out).toContain('jurisdiction malta');
    expect(show.out).toContain(
      '  type 20: 5000 RUB INACTIVE, asked 2026-11-01T00:00:00.000Z, from 2026-11-01T00:00:00.000Z, closed 2026-11-02T00:00:00.000Z (replaced)',
    );
  });

  it('refuses an unknown time zone, jurisdiction or player', async () => {
    const player = await createTestPlayer(server.testApp);
    const zone = await ops('limits', 'profile', String(player.id), '--time-zone', 'Mars/Base');
    const place = await ops(
      'limits',
      'profile',
      String(player.id),
      '--time-zone',
      'UTC',
      '--jurisdiction',
      'atlantis',
    );
    const nobody = await ops('limits', 'show', '99999999');
    const missing = await ops('limits', 'profile', String(player.id));
    expect(zone.code).toBe(1);
    expect(zone.err).toContain('not an IANA time zone');
    expect(place.err).toContain('not a jurisdiction');
    expect(nobody.err).toContain('There is no player 99999999');
    expect(missing.err).toContain('needs --time-zone');
  });
});
