import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../server/src/test-support/auth-fixtures';
import { signedInVisitor } from '../../server/src/test-support/auth-test-setup';
import {
  balanceOf,
  depositThroughProvider,
  newIdempotencyKey,
} from '../../server/src/test-support/payment-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the payment verbs', () => {
  const server = useOpsTestServer({ inMemory: true, auth: TEST_AUTH_SETTINGS });
  const { ops } = server;

  it('lists pending withdrawals, declines one (the money comes back) and approves another', async () => {
    const player = await createTestPlayer(server.testApp);
    const visitor = await signedInVisitor(server.testApp, String(player.id));
    await depositThroughProvider(server.testApp, visitor, 5000);
    const withdraw = async (amountMinor: number) =>
      (
        await visitor.post('/web-api/payments/withdraw', {
          amountMinor,
          idempotencyKey: newIdempotencyKey(),
        })
      ).json<{ id: number }>().id;
    const first = await withdraw(1000);
    const second = await withdraw(2000);

    const list = await ops('payment', 'list', '--player', String(player.id));
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${first} `);
    expect(list.out).toContain(`#${second} `);

    expect((await ops('payment', 'decline', String(first))).out).toContain('status 5');
    expect((await ops('payment', 'approve', String(second))).out).toContain('status 2');
    expect((await balanceOf(visitor)).balance).toBe(3000);
    const again = await ops('payment', 'approve', String(second));
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('not pending');
    expect((await ops('ledger', 'check')).out).toContain('every balance is the sum');
  });

  it('freezes and unfreezes an account, and refuses an id that is not a number', async () => {
    const player = await createTestPlayer(server.testApp);
    const visitor = await signedInVisitor(server.testApp, String(player.id));
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    expect((await ops('account', 'freeze', String(accountId))).out).toContain('is frozen');
    expect((await balanceOf(visitor)).isAccountFrozen).toBe(true);
    expect((await ops('account', 'unfreeze', String(accountId))).out).toContain('not frozen');
    expect((await ops('payment', 'approve', 'abc')).code).not.toBe(0);
  });
});
