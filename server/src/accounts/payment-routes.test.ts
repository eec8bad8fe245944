import type { ErrorBody } from '../http/error-body';
import { PAYMENT_HISTORY_PAGE_SIZE, PAYMENT_STATUS } from '@betshell/domain/accounts';
import { setUpAuthTestApp, signedInPlayer, signedInVisitor } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';

describe('payments: deposits through the demo provider', () => {
  const setup = setUpAuthTestApp();
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  it('credits a confirmed deposit once and lands on onpay/success', async () => {
    const { visitor } = await signedInPlayer(setup);
    const started = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 12_345,
      idempotencyKey: newIdempotencyKey(),
      lng: 'en',
    });
    expect(started.statusCode).toBe(200);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    expect((await balanceOf(visitor)).balance).toBe(0);

    const page = await setup.testApp.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    // The page's language is English here (lng=en): the code before the amount, a no-break space.
    expect(page.body).toContain('RUB\u00a0123.45');
    expect(page.body).toContain('Demo payment provider');

    const post = (outcome: string) =>
      setup.testApp.app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    const answered = await post('success');
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toMatch(/^\/en\/onpay\/success\?paymentId=\d+$/);
    // A second click, or the back button and another answer, never credits or cancels it again.
    expect((await post('success')).headers.location).toMatch(/\/en\/onpay\/success/);
    expect((await post('cancel')).headers.location).toMatch(/\/en\/onpay\/success/);
    expect((await balanceOf(visitor)).balance).toBe(12_345);
    expect((await setup.testApp.app.inject({ method: 'GET', url: redirectUrl })).body).toContain(
      'already been processed',
    );
  });

  it.each([
    ['cancel', 'cancel', PAYMENT_STATUS.cancelled],
    ['fail', 'fail', PAYMENT_STATUS.failed],
    ['pending', 'pending', PAYMENT_STATUS.pending],
  ] as const)(
    'moves no money when the player answers %s, and lands on onpay/%s',
    async (outcome, landing, status) => {
      const { visitor } = await signedInPlayer(setup);
      const { location } = await depositThroughProvider(setup.testApp, visitor, 5000, outcome);
      expect(location).toMatch(new RegExp(`^/en/onpay/${landing}\\?`));
      expect((await balanceOf(visitor)).balance).toBe(0);
      const history = (
        await visitor.get('/web-api/payments/history?pageNumber=1&isIncludeArchive=false')
      ).json<{
        entities: { status_id: number; summ: number }[];
      }>();
      expect(history.entities).toEqual([
        expect.objectContaining({ status_id: status, summ: 5000 }),
      ]);
    },
  );

  it('lets an operator approve a deposit the provider left pending, once', async () => {
    const { visitor } = await signedInPlayer(setup);
    const { paymentId } = await depositThroughProvider(setup.testApp, visitor, 700, 'pending');
    const approved = await opsRequest(setup.testApp, 'POST', `/payments/${paymentId}/approve`);
    expect(approved.json()).toMatchObject({ statusId: PAYMENT_STATUS.completed });
    expect(
      (await opsRequest(setup.testApp, 'POST', `/payments/${paymentId}/approve`)).statusCode,
    ).toBe(409);
    expect((await balanceOf(visitor)).balance).toBe(700);
  });

  it('answers a retried deposit with the payment already started, and refuses its key for another amount', async () => {
    const { visitor } = await signedInPlayer(setup);
    const key = newIdempotencyKey();
    const first = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 1000,
      idempotencyKey: key,
    });
    const retry = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 1000,
      idempotencyKey: key,
    });
    expect(retry.json()).toMatchObject({ id: first.json<{ id: number }>().id, replayed: true });
    const reused = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 2000,
      idempotencyKey: key,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each([
    [{ amountMinor: 0 }, 'INVALID_AMOUNT'],
    [{ amountMinor: -5 }, 'INVALID_AMOUNT'],
    [{ amountMinor: 100_000_001 }, 'INVALID_AMOUNT'],
    [{ amountMinor: 10.5 }, 'BAD_REQUEST'],
    [{ amountMinor: '100' }, 'BAD_REQUEST'],
    [{ amountMinor: 100, idempotencyKey: 'x' }, 'BAD_REQUEST'],
    [{ amountMinor: 100, extra: true }, 'BAD_REQUEST'],
  ])('refuses the deposit %j with 400 %s', async (body, code) => {
    const { visitor } = await signedInPlayer(setup);
    const refused = await visitor.post('/web-api/payments/deposit', {
      idempotencyKey: newIdempotencyKey(),
      ...body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe(code);
  });

  it('pays the deposit match a player took on a bonus account, once', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    const taken = await opsRequest(setup.testApp, 'POST', '/bonuses/grant', {
      playerId: userId,
      offer: 'welcome-sport',
    });
    expect(taken.statusCode).toBe(200);
    expect((await balanceOf(visitor)).is_available_first_deposit_bonus).toBe(true);
    await depositThroughProvider(setup.testApp, visitor, 3000);
    await depositThroughProvider(setup.testApp, visitor, 4000);
    const balance = await balanceOf(visitor);
    expect(balance).toMatchObject({
      balance: 7000,
      bonus: 3000,
      is_available_first_deposit_bonus: false,
    });
    expect(balance.all_accounts.map((account) => account.type)).toEqual([0, 4]);
    const bonus = balance.all_accounts.find((account) => account.type === 4)!;
    const refused = await visitor.post(`/web-api/user/account/active?id=${bonus.id}`);
    expect(refused.json<ErrorBody>().error.code).toBe('BONUS_ACCOUNT');
  });

  it('refuses a deposit a payment check refuses, with its code and message', async () => {
    setup.testApp.app.paymentChecks.add((attempt) =>
      Promise.resolve(
        attempt.amountMinor === 66_666
          ? {
              allowed: false,
              code: 'DEPOSIT_LIMIT_EXCEEDED',
              message: 'This deposit is over your deposit limit',
            }
          : { allowed: true },
      ),
    );
    const { visitor } = await signedInPlayer(setup);
    const refused = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 66_666,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: 'This deposit is over your deposit limit',
    });
  });
});

describe('payments: withdrawals and history', () => {
  const setup = setUpAuthTestApp();
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  it('takes the money of a withdrawal request at once, lists it as a request, and pays it out when approved', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 10_000);
    const requested = await visitor.post('/web-api/payments/withdraw', {
      amountMinor: 4000,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(requested.json()).toMatchObject({ status_id: PAYMENT_STATUS.pending, replayed: false });
    expect((await balanceOf(visitor)).balance).toBe(6000);
    const requests = (await visitor.get('/web-api/payments/requests')).json<{
      entities: { id: number; summ: number }[];
      total_count: number;
    }>();
    expect(requests).toMatchObject({ total_count: 1, entities: [{ summ: -4000 }] });
    const pending = (await opsRequest(setup.testApp, 'GET', '/payments')).json<{
      payments: { id: number }[];
    }>().payments;
    expect(pending.map((payment) => payment.id)).toContain(requested.json<{ id: number }>().id);
    await opsRequest(
      setup.testApp,
      'POST',
      `/payments/${requested.json<{ id: number }>().id}/approve`,
    );
    expect((await balanceOf(visitor)).balance).toBe(6000);
    expect(
      (await visitor.get('/web-api/payments/requests')).json<{ total_count: number }>().total_count,
    ).toBe(0);
  });

  it('returns the money of a declined withdrawal', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 2500);
    const { id } = (
      await visitor.post('/web-api/payments/withdraw', {
        amountMinor: 2500,
        idempotencyKey: newIdempotencyKey(),
      })
    ).json<{ id: number }>();
    expect((await balanceOf(visitor)).balance).toBe(0);
    const declined = await opsRequest(setup.testApp, 'POST', `/payments/${id}/decline`);
    expect(declined.json()).toMatchObject({ statusId: PAYMENT_STATUS.declined });
    expect((await balanceOf(visitor)).balance).toBe(2500);
  });

  it('refuses a withdrawal of more than the balance and moves nothing', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 1000);
    const refused = await visitor.post('/web-api/payments/withdraw', {
      amountMinor: 1001,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await balanceOf(visitor)).balance).toBe(1000);
    expect(
      (await visitor.get('/web-api/payments/requests')).json<{ total_count: number }>().total_count,
    ).toBe(0);
  });

  it('takes a retried withdrawal request once', async () => {
    const { visitor } = await signedInPlayer(setup);
    await depositThroughProvider(setup.testApp, visitor, 3000);
    const key = newIdempotencyKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        visitor.post('/web-api/payments/withdraw', { amountMinor: 1000, idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.json<{ replayed: boolean }>().replayed)).toHaveLength(
      2,
    );
    expect((await balanceOf(visitor)).balance).toBe(2000);
  });

  it('pages the history newest first with total_count, and keeps old payments in the archive', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    for (let n = 1; n <= PAYMENT_HISTORY_PAGE_SIZE + 2; n += 1) {
      await depositThroughProvider(setup.testApp, visitor, n * 100, 'cancel');
    }
    const page = (pageNumber: number, archive = false) =>
      visitor.get(`/web-api/payments/history?pageNumber=${pageNumber}&isIncludeArchive=${archive}`);
    const first = (await page(1)).json<{ entities: { summ: number }[]; total_count: number }>();
    expect(first.total_count).toBe(PAYMENT_HISTORY_PAGE_SIZE + 2);
    expect(first.entities).toHaveLength(PAYMENT_HISTORY_PAGE_SIZE);
    expect(first.entities[0]!.summ).toBe((PAYMENT_HISTORY_PAGE_SIZE + 2) * 100);
    expect((await page(2)).json<{ entities: unknown[] }>().entities).toHaveLength(2);
    expect((await page(0)).statusCode).toBe(400);

    setup.clock.advance(91 * 86_400_000);
    const later = await signedInVisitor(setup.testApp, String(userId));
    const recent = (
      await later.get('/web-api/payments/history?pageNumber=1&isIncludeArchive=false')
    ).json<{ total_count: number }>();
    expect(recent.total_count).toBe(0);
    const archive = (
      await later.get('/web-api/payments/history?pageNumber=1&isIncludeArchive=true')
    ).json<{ total_count: number }>();
    expect(archive.total_count).toBe(PAYMENT_HISTORY_PAGE_SIZE + 2);
  });
});
