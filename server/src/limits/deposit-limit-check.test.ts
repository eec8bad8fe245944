import { PAYMENT_STATUS } from '@betshell/domain/accounts';
import { LIMIT_REFUSAL_KEY } from '@betshell/domain/limits';
import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp, signedInPlayer, signedInVisitor } from '../test-support/auth-test-setup';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';
import type { TestVisitor } from '../test-support/test-visitor';
import { DEPOSIT_REFUSED_BY_LIMIT } from './deposit-limit-check';

const LIMITS = '/limit-service-api/api/external/web/v3/limits';
const DAILY_DEPOSIT = 20;

describe('deposits under a responsible-gambling deposit limit', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-22T10:00:00Z') });
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  const setDailyLimit = async (visitor: TestVisitor, limitValue: number) => {
    const saved = await visitor.post(LIMITS, {
      limits: [{ limitType: DAILY_DEPOSIT, limitValue }],
    });
    expect(saved.statusCode).toBe(200);
  };
  const startDeposit = (visitor: TestVisitor, amountMinor: number) =>
    visitor.post('/web-api/payments/deposit', {
      amountMinor,
      idempotencyKey: newIdempotencyKey(),
      lng: 'en',
    });

  it('refuses a deposit that would go over the day’s limit with 400 and the limit’s text, and moves no money', async () => {
    const { visitor } = await signedInPlayer(setup);
    await setDailyLimit(visitor, 10_000);
    await depositThroughProvider(setup.testApp, visitor, 6_000);

    const refused = await startDeposit(visitor, 5_000);

    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>()).toMatchObject({
      error: {
        code: DEPOSIT_REFUSED_BY_LIMIT,
        message: 'This deposit would go over your deposit limit.',
        details: { messageKey: LIMIT_REFUSAL_KEY.depositLimit, limitType: DAILY_DEPOSIT },
      },
    });
    expect((await balanceOf(visitor)).balance).toBe(6_000);
    expect((await startDeposit(visitor, 4_000)).statusCode).toBe(200);
  });

  it('fails a started deposit at crediting when the limit was lowered meanwhile', async () => {
    const { visitor } = await signedInPlayer(setup);
    await setDailyLimit(visitor, 10_000);
    const started = await startDeposit(visitor, 8_000);
    expect(started.statusCode).toBe(200);
    await setDailyLimit(visitor, 5_000);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();

    const answered = await setup.testApp.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });

    expect(answered.statusCode).toBe(303);
    expect((await balanceOf(visitor)).balance).toBe(0);
    const history = (
      await visitor.get('/web-api/payments/history?pageNumber=1&isIncludeArchive=false')
    ).json<{ entities: { status_id: number }[] }>();
    expect(history.entities).toEqual([
      expect.objectContaining({ status_id: PAYMENT_STATUS.failed }),
    ]);
  });

  it('counts only the deposits of the limit’s window: yesterday’s do not use today’s limit', async () => {
    const { userId, visitor } = await signedInPlayer(setup);
    await setDailyLimit(visitor, 10_000);
    await depositThroughProvider(setup.testApp, visitor, 9_000);
    expect((await startDeposit(visitor, 9_000)).statusCode).toBe(400);
    setup.clock.advance(25 * 3_600_000);
    // A day later the session has ended: the player signs in again.
    const again = await signedInVisitor(setup.testApp, String(userId));

    expect((await startDeposit(again, 9_000)).statusCode).toBe(200);
  });
});
