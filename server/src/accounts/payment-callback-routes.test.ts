import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '../http/error-body';
import { PAYMENT_STATUS } from '@betshell/domain/accounts';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import type { TestApp } from '../test-support/build-test-app';
import type { TestVisitor } from '../test-support/test-visitor';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  CALLBACK_WINDOW_SECONDS,
  signCallback,
} from './callback-signature';
import { demoPayTransactionId } from '../demo-pay/demo-pay-callback';

const SECRET = 'the-demo-provider-secret-of-these-tests-0123456789';

/** A deposit started as the player: its id and the provider page's token. */
async function startedDeposit(visitor: TestVisitor, amountMinor: number) {
  const started = await visitor.post('/web-api/payments/deposit', {
    amountMinor,
    idempotencyKey: newIdempotencyKey(),
    lng: 'en',
  });
  expect(started.statusCode).toBe(200);
  const { id, redirectUrl } = started.json<{ id: number; redirectUrl: string }>();
  return { id, token: /\/demo-pay\/([^?]+)/.exec(redirectUrl)![1]! };
}

/** The callback body a provider sends about a deposit; each call a new event. */
const callbackBody = (
  deposit: { id: number; token: string },
  fields: { outcome?: string; amountMinor: number; transactionId?: string },
) =>
  JSON.stringify({
    eventId: randomUUID(),
    transactionId: fields.transactionId ?? demoPayTransactionId(deposit.token),
    paymentId: deposit.id,
    outcome: fields.outcome ?? 'success',
    amountMinor: fields.amountMinor,
    currency: 'RUB',
  });

function postCallback(
  testApp: TestApp,
  body: string,
  signing: { secret?: string; at: Date; signature?: string } | null,
) {
  const timestamp = signing === null ? undefined : Math.floor(signing.at.getTime() / 1000);
  return testApp.app.inject({
    method: 'POST',
    url: '/payment-callbacks/demo-pay',
    headers: {
      'content-type': 'application/json',
      ...(signing === null
        ? {}
        : {
            [CALLBACK_TIMESTAMP_HEADER]: String(timestamp),
            [CALLBACK_SIGNATURE_HEADER]:
              signing.signature ?? signCallback(signing.secret ?? SECRET, timestamp!, body),
          }),
    },
    payload: body,
  });
}

async function depositLedgerRows(testApp: TestApp, paymentId: number): Promise<number> {
  const [row] = await testApp.database.query<{ n: number }>(
    `select count(*) as n from ledger_entries where reference = $1 and reason = 'deposit'`,
    [`payment:${paymentId}`],
  );
  return Number(row?.n ?? 0);
}

describe('payments: the provider callback credits a deposit, nothing the browser sends does', () => {
  const setup = setUpAuthTestApp({ accounts: { demoPay: { secret: SECRET } } });
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  it('credits nothing when the player posts success to the callback unsigned or signed with a guessed secret', async () => {
    const { visitor } = await signedInPlayer(setup);
    const deposit = await startedDeposit(visitor, 100_000_000);
    const body = callbackBody(deposit, { amountMinor: 100_000_000 });

    const unsigned = await postCallback(setup.testApp, body, null);
    const guessed = await postCallback(setup.testApp, body, {
      secret: 'a-secret-the-player-guessed-0123456789abcdef',
      at: setup.clock.now(),
    });
    const fromBrowser = await visitor.post(
      '/payment-callbacks/demo-pay',
      JSON.parse(body) as object,
    );

    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json<ErrorBody>().error.code).toBe('CALLBACK_UNSIGNED');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json<ErrorBody>().error.code).toBe('CALLBACK_SIGNATURE_INVALID');
    expect(fromBrowser.statusCode).toBe(401);
    expect((await balanceOf(visitor)).balance).toBe(0);
    expect(await depositLedgerRows(setup.testApp, deposit.id)).toBe(0);
  });

  it('credits a deposit once the signed callback arrives, and the player polls its state', async () => {
    const { visitor } = await signedInPlayer(setup);
    const deposit = await startedDeposit(visitor, 4_200);
    expect((await visitor.get(`/web-api/payments/${deposit.id}`)).json()).toMatchObject({
      id: deposit.id,
      status_id: PAYMENT_STATUS.pending,
    });

    const answer = await postCallback(
      setup.testApp,
      callbackBody(deposit, { amountMinor: 4_200 }),
      { at: setup.clock.now() },
    );

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      paymentId: deposit.id,
      status_id: PAYMENT_STATUS.completed,
      replayed: false,
    });
    expect((await visitor.get(`/web-api/payments/${deposit.id}`)).json()).toMatchObject({
      status_id: PAYMENT_STATUS.completed,
    });
    expect((await balanceOf(visitor)).balance).toBe(4_200);
  });

  it('refuses a callback whose timestamp is outside the window, however well signed', async () => {
    const { visitor } = await signedInPlayer(setup);
    const deposit = await startedDeposit(visitor, 900);
    const old = new Date(setup.clock.now().getTime() - (CALLBACK_WINDOW_SECONDS + 1) * 1000);
    const future = new Date(setup.clock.now().getTime() + (CALLBACK_WINDOW_SECONDS + 1) * 1000);

    const answers = [
      await postCallback(setup.testApp, callbackBody(deposit, { amountMinor: 900 }), { at: old }),
      await postCallback(setup.testApp, callbackBody(deposit, { amountMinor: 900 }), {
        at: future,
      }),
    ];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json<ErrorBody>()).toEqual({
        error: { code: 'CALLBACK_TIMESTAMP_OUT_OF_WINDOW', message: expect.any(String) as unknown },
      });
    }
    expect((await balanceOf(visitor)).balance).toBe(0);
  });

  it('refuses the same signed callback sent again as a replay', async () => {
    const { visitor } = await signedInPlayer(setup);
    const deposit = await startedDeposit(visitor, 800);
    const body = callbackBody(deposit, { outcome: 'pending', amountMinor: 800 });
    const signing = { at: setup.clock.now() };

    const first = await postCallback(setup.testApp, body, signing);
    const replay = await postCallback(setup.testApp, body, signing);

    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(409);
    expect(replay.json<ErrorBody>().error.code).toBe('CALLBACK_REPLAYED');
  });

  it('credits one ledger entry when the provider sends the same transaction id twice', async () => {
    const { visitor } = await signedInPlayer(setup);
    const deposit = await startedDeposit(visitor, 1_500);

    const answers = await Promise.all(
      [0, 1].map(() =>
        postCallback(setup.testApp, callbackBody(deposit, { amountMinor: 1_500 }), {
          at: setup.clock.now(),
        }),
      ),
    );
    const later = await postCallback(setup.testApp, callbackBody(deposit, { amountMinor: 1_500 }), {
      at: setup.clock.now(),
    });

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<{ replayed: boolean }>().replayed).sort()).toEqual([
      false,
      true,
    ]);
    expect(later.json()).toMatchObject({ status_id: PAYMENT_STATUS.completed, replayed: true });
    expect(await depositLedgerRows(setup.testApp, deposit.id)).toBe(1);
    expect((await balanceOf(visitor)).balance).toBe(1_500);
  });

  it('refuses a callback for another amount, or a transaction id of another payment', async () => {
    const { visitor } = await signedInPlayer(setup);
    const first = await startedDeposit(visitor, 300);
    const second = await startedDeposit(visitor, 300);
    await postCallback(setup.testApp, callbackBody(first, { amountMinor: 300 }), {
      at: setup.clock.now(),
    });

    const otherAmount = await postCallback(
      setup.testApp,
      callbackBody(second, { amountMinor: 3_000_000 }),
      { at: setup.clock.now() },
    );
    const otherTransaction = await postCallback(
      setup.testApp,
      callbackBody(second, { amountMinor: 300, transactionId: demoPayTransactionId(first.token) }),
      { at: setup.clock.now() },
    );

    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json<ErrorBody>().error.code).toBe('CALLBACK_AMOUNT_MISMATCH');
    expect(otherTransaction.statusCode).toBe(409);
    expect(otherTransaction.json<ErrorBody>().error.code).toBe('TRANSACTION_MISMATCH');
    expect((await balanceOf(visitor)).balance).toBe(300);
  });

  it("answers 404 for another player's payment", async () => {
    const owner = await signedInPlayer(setup);
    const other = await signedInPlayer(setup);
    const deposit = await startedDeposit(owner.visitor, 100);

    const answer = await other.visitor.get(`/web-api/payments/${deposit.id}`);

    expect(answer.statusCode).toBe(404);
    expect(answer.json<ErrorBody>().error.code).toBe('PAYMENT_NOT_FOUND');
  });

  it("credits the deposit through the provider's page: its server side sends the signed callback", async () => {
    const { visitor } = await signedInPlayer(setup);

    const { paymentId, location } = await depositThroughProvider(setup.testApp, visitor, 2_500);

    expect(location).toBe(`/en/onpay/success?paymentId=${paymentId}`);
    expect((await balanceOf(visitor)).balance).toBe(2_500);
    expect(setup.testApp.logs).toContainEqual(
      expect.objectContaining({ msg: 'payments: provider callback', paymentId, replayed: false }),
    );
  });
});

describe('payments: with the demo provider off, as in production', () => {
  const setup = setUpAuthTestApp({ accounts: { demoPay: null } });

  it('starts no deposit, serves no provider page or callback, and credits nothing', async () => {
    const { visitor } = await signedInPlayer(setup);

    const deposit = await visitor.post('/web-api/payments/deposit', {
      amountMinor: 100_000_000,
      idempotencyKey: newIdempotencyKey(),
      lng: 'en',
    });
    const providerPost = await setup.testApp.app.inject({
      method: 'POST',
      url: '/demo-pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lng=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    const callback = await visitor.post('/payment-callbacks/demo-pay', {});

    expect(deposit.statusCode).toBe(503);
    expect(deposit.json<ErrorBody>().error.code).toBe('PAYMENT_PROVIDER_OFF');
    expect(providerPost.statusCode).toBe(404);
    expect(callback.statusCode).toBe(404);
    expect((await balanceOf(visitor)).balance).toBe(0);
  });
});
