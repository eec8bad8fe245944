import { credit } from '../../server/src/accounts/ledger';
import {
  authenticateLaunch,
  createLaunchSession,
  walletBet,
  walletWin,
} from '../../server/src/casino-wallet/casino-wallet-service';
import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- casino', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  /** A player with RUB 100.00 and a wallet session of the demo provider's slot. */
  async function playing() {
    const { database } = server.testApp;
    const player = await createTestPlayer(server.testApp);
    const [account] = await database.query<{ id: string }>(
      'select id from accounts where player_id = $1 and type = 0',
      [player.id],
    );
    const accountId = Number(account!.id);
    await database.transaction((tx) =>
      credit(tx, accountId, 10_000, 'deposit', `test:casino-verbs:${player.id}`),
    );
    const context = { database, clock: () => new Date(), provider: 'demo-games', texts: undefined };
    const { launchToken } = await createLaunchSession(context, {
      playerId: player.id,
      accountId,
      gameId: 1001,
    });
    const { sessionToken } = await authenticateLaunch(context, { requestId: 'auth', launchToken });
    const bet = (roundId: string, amountMinor: number) =>
      walletBet(context, {
        requestId: `${roundId}-b`,
        sessionToken,
        transactionId: `${roundId}-b`,
        roundId,
        amountMinor,
      });
    const win = (roundId: string, amountMinor: number) =>
      walletWin(context, {
        requestId: `${roundId}-w`,
        sessionToken,
        transactionId: `${roundId}-w`,
        roundId,
        amountMinor,
      });
    return { player, bet, win };
  }

  it("lists a player's rounds and gives back the stake of an unfinished one, once", async () => {
    const { player, bet, win } = await playing();
    await bet(`won-${player.id}`, 1_000);
    await win(`won-${player.id}`, 3_000);
    await bet(`stuck-${player.id}`, 2_500);

    const listed = await ops('casino', 'rounds', String(player.id));
    expect(listed).toMatchObject({ code: 0, err: '' });
    expect(listed.out).toContain(`demo-games stuck-${player.id}`);
    expect(listed.out).toContain('stake 1000, win 3000, refunded 0 minor RUB');

    const rolledBack = await ops('casino', 'rollback', `stuck-${player.id}`);
    expect(rolledBack.out).toContain(`gave back 2500 minor RUB of round stuck-${player.id}`);
    const again = await ops('casino', 'rollback', `stuck-${player.id}`);
    expect(again.out).toContain('nothing to give back');

    const refused = await ops('casino', 'rollback', `won-${player.id}`);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('The round has paid a win');
  });

  it('refuses a player id that is no number', async () => {
    const refused = await ops('casino', 'rounds', 'somebody');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('"somebody" is not a player id');
  });
});
