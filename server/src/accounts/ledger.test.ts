import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';
import { credit, debit } from './ledger';

describe('the ledger under parallel load', () => {
  const setup = setUpAuthTestApp();

  it('never overdraws one balance with many parallel withdrawals', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 10_000);
    // 40 requests of 700 against 10 000: exactly 14 fit, whatever order the database takes them in.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        visitor.post('/web-api/payments/withdraw', {
          amountMinor: 700,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(14);
    expect(
      refused.every((answer) => answer.json<ErrorBody>().error.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect((await balanceOf(visitor)).balance).toBe(10_000 - 14 * 700);
    expect(await ledgerMismatchCount(setup.testApp)).toBe(0);
  }, 60_000);

  it('never overdraws with parallel debits of other features inside their own transactions', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 1000);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    const { database } = setup.testApp;
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, n) =>
        database.transaction((tx) => debit(tx, accountId, 100, 'bet-stake', `test:${n}`)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect((await balanceOf(visitor)).balance).toBe(0);
    expect(await ledgerMismatchCount(setup.testApp)).toBe(0);
  }, 60_000);

  it('rolls a move back with the transaction it belongs to', async () => {
    const { visitor } = await signedInPlayer(setup);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    await expect(
      setup.testApp.database.transaction(async (tx) => {
        await credit(tx, accountId, 500, 'bet-payout', 'test:rollback');
        throw new Error('the bet failed after the payout');
      }),
    ).rejects.toThrow('the bet failed');
    expect((await balanceOf(visitor)).balance).toBe(0);
    const rows = await setup.testApp.database.query(
      'select 1 from ledger_entries where account_id = $1',
      [accountId],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    const { visitor } = await signedInPlayer(setup);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(
        setup.testApp.database.transaction((tx) =>
          credit(tx, accountId, amount, 'bet-payout', 'test'),
        ),
      ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    }
  });
});
