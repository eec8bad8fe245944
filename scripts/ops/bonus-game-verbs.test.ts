import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- bonus-games', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  it('awards a player a game with its prize drawn, lists it, and refuses a key no game has', async () => {
    const player = await createTestPlayer(server.testApp);
    const awarded = await ops('bonus-games', 'award', String(player.id), 'fortuna');
    expect(awarded).toMatchObject({ code: 0, err: '' });
    expect(awarded.out).toMatch(
      new RegExp(`awarded fortuna \\d+ to player ${player.id}: prize \\d+`),
    );
    const listed = await ops('bonus-games', 'list', String(player.id));
    expect(listed.out).toContain('fortuna');
    expect(listed.out).toContain('not revealed');

    const unknown = await ops('bonus-games', 'award', String(player.id), 'poker');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('"poker" is no bonus game');
    expect((await ops('bonus-games', 'award', '999999', 'chest')).err).toContain(
      'There is no player 999999',
    );
  });
});
