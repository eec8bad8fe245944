import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_TYPE,
  PAYMENT_ARCHIVE_AFTER_MS,
  PAYMENT_HISTORY_PAGE_SIZE,
  PAYMENT_OUTCOME_STATUS,
  PAYMENT_STATUS,
  PAYMENT_STATUS_TITLE_KEY,
  paymentAmountProblem,
  type PaymentHistoryItem,
  type PaymentKind,
  type PaymentOutcome,
  type PaymentStatus,
} from '@betshell/domain/accounts';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { forfeitForWithdrawal, onDepositCompleted } from '../bonuses/bonus-engine';
import { awardPromotionBonusGames } from '../promotions/promotion-bonus-games';
import { accountRepository, type AccountRow } from './account-repository';
import { credit, debit } from './ledger';
import type { PaymentChecks } from './payment-check';

export interface PaymentContext {
  readonly database: Database;
  readonly clock: Clock;
  readonly checks: PaymentChecks;
}

export interface PaymentRow {
  readonly id: number;
  readonly playerId: number;
  readonly accountId: number;
  readonly kind: PaymentKind;
  readonly amountMinor: number;
  readonly currency: string;
  readonly statusId: PaymentStatus;
  readonly idempotencyKey: string;
  readonly providerToken: string | null;
  readonly message: string;
  readonly createdAt: Date;
}

const COLUMNS =
  'id, player_id, account_id, kind, amount_minor, currency, status_id, idempotency_key, provider_token, message, created_at';

function paymentOf(row: Record<string, unknown>): PaymentRow {
  return {
    id: Number(row['id']),
    playerId: Number(row['player_id']),
    accountId: Number(row['account_id']),
    kind: row['kind'] as PaymentKind,
    amountMinor: Number(row['amount_minor']),
    currency: String(row['currency']),
    statusId: Number(row['status_id']) as PaymentStatus,
    idempotencyKey: String(row['idempotency_key']),
    providerToken: (row['provider_token'] as string | null) ?? null,
    message: String(row['message']),
    createdAt: row['created_at'] as Date,
  };
}

export interface PaymentRequest {
  readonly amountMinor: number;
  /** The account to pay into or from; the active account when absent. */
  readonly accountId?: number;
  readonly idempotencyKey: string;
  /** A withdrawal: the player confirmed giving up the bonus being wagered. */
  readonly forfeitBonus?: boolean;
}

function assertPaymentAmount(amountMinor: number) {
  const problem = paymentAmountProblem(amountMinor);
  if (problem !== null) {
    throw new ApiError(
      400,
      'INVALID_AMOUNT',
      problem === 'too-large'
        ? 'The amount is larger than a single payment may be'
        : 'The amount must be a positive whole number of minor units',
      { problem },
    );
  }
}

/** The account a payment goes through: a money account (main or currency) of the player, locked. */
async function paymentAccount(
  tx: Queryable,
  playerId: number,
  accountId: number | undefined,
): Promise<AccountRow> {
  const target = accountId ?? (await accountRepository.active(tx, playerId))?.id;
  const account =
    target === undefined ? null : await accountRepository.byId(tx, playerId, target, true);
  if (account === null) throw new ApiError(400, 'ACCOUNT_NOT_FOUND', 'There is no such account');
  if (account.type === ACCOUNT_TYPE.bonus) {
    throw new ApiError(400, 'BONUS_ACCOUNT', 'Money cannot be paid into or out of a bonus account');
  }
  if (account.frozen)
    throw new ApiError(403, 'ACCOUNT_FROZEN', 'This account is frozen: contact support');
  return account;
}

async function runChecks(
  context: PaymentContext,
  tx: Queryable,
  kind: PaymentKind,
  account: AccountRow,
  amountMinor: number,
) {
  const verdict = await context.checks.run(
    {
      playerId: account.playerId,
      kind,
      accountId: account.id,
      currency: account.currency,
      amountMinor,
      at: context.clock(),
    },
    tx,
  );
  if (!verdict.allowed) throw new ApiError(400, verdict.code, verdict.message, verdict.details);
}

/**
 * Inserts the payment of an idempotency key once. The same key again (a retried request) answers
 * the payment it made; the same key for a different amount or account is refused, since that is a
 * client bug, not a retry.
 */
async function insertOnce(
  tx: Queryable,
  fields: {
    playerId: number;
    account: AccountRow;
    kind: PaymentKind;
    amountMinor: number;
    key: string;
    token: string | null;
    now: Date;
  },
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  const [inserted] = await tx.query(
    `insert into payments (player_id, account_id, kind, amount_minor, currency, status_id, idempotency_key, provider_token, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (player_id, kind, idempotency_key) do nothing
     returning ${COLUMNS}`,
    [
      fields.playerId,
      fields.account.id,
      fields.kind,
      fields.amountMinor,
      fields.account.currency,
      PAYMENT_STATUS.pending,
      fields.key,
      fields.token,
      fields.now,
    ],
  );
  if (inserted !== undefined) return { payment: paymentOf(inserted), replayed: false };
  const [existing] = await tx.query(
    `select ${COLUMNS} from payments where player_id = $1 and kind = $2 and idempotency_key = $3`,
    [fields.playerId, fields.kind, fields.key],
  );
  const payment = paymentOf(existing!);
  if (payment.amountMinor !== fields.amountMinor || payment.accountId !== fields.account.id) {
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was used for another payment',
    );
  }
  return { payment, replayed: true };
}

/**
 * Starts a deposit: a pending payment with the reference its provider's page is opened with. No
 * money moves until the provider's signed callback says it was paid (settleDepositByCallback).
 */
export async function startDeposit(
  context: PaymentContext,
  playerId: number,
  request: PaymentRequest,
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  assertPaymentAmount(request.amountMinor);
  return context.database.transaction(async (tx) => {
    const account = await paymentAccount(tx, playerId, request.accountId);
    const existing = await tx.query(
      'select 1 from payments where player_id = $1 and kind = $2 and idempotency_key = $3',
      [playerId, 'deposit', request.idempotencyKey],
    );
    // A retry is answered even if a limit set since would now refuse it: the attempt was made.
    if (existing.length === 0)
      await runChecks(context, tx, 'deposit', account, request.amountMinor);
    return insertOnce(tx, {
      playerId,
      account,
      kind: 'deposit',
      amountMinor: request.amountMinor,
      key: request.idempotencyKey,
      token: randomBytes(24).toString('base64url'),
      now: context.clock(),
    });
  });
}

/** A deposit by its provider token: the checkout the demo provider's page shows. */
export async function depositByToken(db: Queryable, token: string): Promise<PaymentRow | null> {
  const [row] = await db.query(
    `select ${COLUMNS} from payments where provider_token = $1 and kind = 'deposit'`,
    [token],
  );
  return row === undefined ? null : paymentOf(row);
}

/**
 * Credits a pending deposit, pays the deposit match the player is waiting for, if any, and awards
 * the bonus games of the promotions it qualifies for.
 */
async function completeDeposit(
  context: PaymentContext,
  tx: Queryable,
  payment: PaymentRow,
): Promise<PaymentRow> {
  const account = await accountRepository.byId(tx, payment.playerId, payment.accountId, true);
  const refusal =
    account === null
      ? 'The account of this deposit no longer exists'
      : account.frozen
        ? 'The account is frozen'
        : null;
  if (refusal === null) {
    const verdict = await context.checks.run(
      {
        playerId: payment.playerId,
        kind: 'deposit',
        accountId: payment.accountId,
        currency: account!.currency,
        amountMinor: payment.amountMinor,
        at: context.clock(),
      },
      tx,
    );
    if (!verdict.allowed)
      return setStatus(tx, payment.id, PAYMENT_STATUS.failed, verdict.message, context.clock());
  } else {
    return setStatus(tx, payment.id, PAYMENT_STATUS.failed, refusal, context.clock());
  }
  await credit(tx, payment.accountId, payment.amountMinor, 'deposit', `payment:${payment.id}`);
  // A deposit match the player took (at registration, by a promo code) is paid by this deposit.
  await onDepositCompleted(
    tx,
    { playerId: payment.playerId, amountMinor: payment.amountMinor, currency: account!.currency },
    context.clock(),
  );
  await awardPromotionBonusGames(
    tx,
    {
      paymentId: payment.id,
      playerId: payment.playerId,
      amountMinor: payment.amountMinor,
      currency: account!.currency,
    },
    context.clock(),
  );
  return setStatus(tx, payment.id, PAYMENT_STATUS.completed, 'Deposit credited', context.clock());
}

async function setStatus(
  tx: Queryable,
  paymentId: number,
  status: PaymentStatus,
  message: string,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx.query(
    `update payments set status_id = $2, message = $3, settled_at = case when $2 = 1 then null else $4::timestamptz end
      where id = $1 returning ${COLUMNS}`,
    [paymentId, status, message, now],
  );
  return paymentOf(row!);
}

/** What a provider's callback says about a deposit (payment-callback-routes.ts checked its signature). */
export interface DepositCallback {
  /** The provider's own id of the payment: one id settles one deposit, however often it is sent. */
  readonly transactionId: string;
  /** The site's payment the provider was sent to collect. */
  readonly paymentId: number;
  readonly outcome: PaymentOutcome;
  /** What the provider collected: it must be what the site asked for. */
  readonly amountMinor: number;
  readonly currency: string;
  /** The callback's signature: the same signed message twice is a replay and is refused. */
  readonly signature: string;
}

/**
 * Settles a deposit as its provider's signed callback says, the one way a deposit is credited
 * besides an operator's approval. Only a pending deposit changes: the provider sending the same
 * transaction again (a retry with a new signature) answers the settled payment, so money is
 * credited once. The same signed message again is refused as a replay.
 */
export async function settleDepositByCallback(
  context: PaymentContext,
  callback: DepositCallback,
  receiptWindowMs: number,
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  return context.database.transaction(async (tx) => {
    const now = context.clock();
    await tx.query('delete from payment_callback_receipts where received_at < $1', [
      new Date(now.getTime() - 2 * receiptWindowMs),
    ]);
    const receipt = await tx.query(
      `insert into payment_callback_receipts (signature, received_at) values ($1, $2)
       on conflict (signature) do nothing returning signature`,
      [callback.signature, now],
    );
    if (receipt.length === 0) {
      throw new ApiError(409, 'CALLBACK_REPLAYED', 'This callback was received already');
    }
    const [row] = await tx.query(
      `select ${COLUMNS}, provider_transaction_id from payments where id = $1 and kind = 'deposit' for update`,
      [callback.paymentId],
    );
    if (row === undefined) {
      throw new ApiError(404, 'PAYMENT_NOT_FOUND', `There is no deposit ${callback.paymentId}`);
    }
    const payment = paymentOf(row);
    if (payment.amountMinor !== callback.amountMinor || payment.currency !== callback.currency) {
      throw new ApiError(
        409,
        'CALLBACK_AMOUNT_MISMATCH',
        'The amount or currency is not what the deposit asked for',
      );
    }
    const known = row['provider_transaction_id'] as string | null;
    const [other] = await tx.query(
      'select id from payments where provider_transaction_id = $1 and id <> $2',
      [callback.transactionId, payment.id],
    );
    if ((known !== null && known !== callback.transactionId) || other !== undefined) {
      throw new ApiError(
        409,
        'TRANSACTION_MISMATCH',
        'This transaction id belongs to another payment, or this payment to another transaction',
      );
    }
    if (payment.statusId !== PAYMENT_STATUS.pending) return { payment, replayed: true };
    await tx.query('update payments set provider_transaction_id = $2 where id = $1', [
      payment.id,
      callback.transactionId,
    ]);
    return { payment: await applyOutcome(context, tx, payment, callback.outcome), replayed: false };
  });
}

function applyOutcome(
  context: PaymentContext,
  tx: Queryable,
  payment: PaymentRow,
  outcome: PaymentOutcome,
): Promise<PaymentRow> {
  switch (PAYMENT_OUTCOME_STATUS[outcome]) {
    case PAYMENT_STATUS.completed:
      return completeDeposit(context, tx, payment);
    case PAYMENT_STATUS.pending:
      return setStatus(
        tx,
        payment.id,
        PAYMENT_STATUS.pending,
        'The provider has not confirmed the deposit yet',
        context.clock(),
      );
    case PAYMENT_STATUS.failed:
      return setStatus(
        tx,
        payment.id,
        PAYMENT_STATUS.failed,
        'The provider refused the deposit',
        context.clock(),
      );
    default:
      return setStatus(
        tx,
        payment.id,
        PAYMENT_STATUS.cancelled,
        'The deposit was cancelled',
        context.clock(),
      );
  }
}

/** One payment of the player, for the result page that waits for the provider's callback. */
export async function playerPayment(
  db: Queryable,
  playerId: number,
  paymentId: number,
): Promise<PaymentRow | null> {
  const [row] = await db.query(`select ${COLUMNS} from payments where id = $1 and player_id = $2`, [
    paymentId,
    playerId,
  ]);
  return row === undefined ? null : paymentOf(row);
}

/**
 * A withdrawal request: the money leaves the account at once (so it cannot be spent meanwhile) and
 * the request waits for an operator (decisions.md); a declined request gives it back.
 */
export async function requestWithdrawal(
  context: PaymentContext,
  playerId: number,
  request: PaymentRequest,
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  assertPaymentAmount(request.amountMinor);
  return context.database.transaction(async (tx) => {
    const account = await paymentAccount(tx, playerId, request.accountId);
    const [existing] = await tx.query(
      `select ${COLUMNS} from payments where player_id = $1 and kind = 'withdrawal' and idempotency_key = $2`,
      [playerId, request.idempotencyKey],
    );
    if (existing === undefined) {
      await runChecks(context, tx, 'withdrawal', account, request.amountMinor);
      await forfeitForWithdrawal(tx, playerId, request.forfeitBonus === true, context.clock());
    }
    const made = await insertOnce(tx, {
      playerId,
      account,
      kind: 'withdrawal',
      amountMinor: request.amountMinor,
      key: request.idempotencyKey,
      token: null,
      now: context.clock(),
    });
    if (!made.replayed) {
      await debit(
        tx,
        account.id,
        request.amountMinor,
        'withdrawal-request',
        `payment:${made.payment.id}`,
      );
      return {
        payment: await setStatus(
          tx,
          made.payment.id,
          PAYMENT_STATUS.pending,
          'Waiting for approval',
          context.clock(),
        ),
        replayed: false,
      };
    }
    return made;
  });
}

export type Settlement = 'approve' | 'decline';

/**
 * An operator settles a pending payment: a deposit is credited or declined; a withdrawal is paid
 * out (its money already left) or declined, which returns the money to the account.
 */
export async function settlePayment(
  context: PaymentContext,
  paymentId: number,
  settlement: Settlement,
): Promise<PaymentRow> {
  return context.database.transaction(async (tx) => {
    const [row] = await tx.query(`select ${COLUMNS} from payments where id = $1 for update`, [
      paymentId,
    ]);
    if (row === undefined)
      throw new ApiError(404, 'PAYMENT_NOT_FOUND', `There is no payment ${paymentId}`);
    const payment = paymentOf(row);
    if (payment.statusId !== PAYMENT_STATUS.pending) {
      throw new ApiError(409, 'PAYMENT_SETTLED', `Payment ${paymentId} is not pending any more`, {
        status_id: payment.statusId,
      });
    }
    const now = context.clock();
    if (payment.kind === 'deposit') {
      return settlement === 'approve'
        ? completeDeposit(context, tx, payment)
        : setStatus(tx, payment.id, PAYMENT_STATUS.declined, 'The deposit was declined', now);
    }
    if (settlement === 'approve') {
      return setStatus(tx, payment.id, PAYMENT_STATUS.completed, 'Withdrawal paid out', now);
    }
    // Returned even to a frozen or closed account: the money was the player's before the request.
    await creditBack(tx, payment);
    return setStatus(
      tx,
      payment.id,
      PAYMENT_STATUS.declined,
      'The withdrawal was declined; the money is back on the account',
      now,
    );
  });
}

/** Returns a declined withdrawal's money; a frozen or closed account is opened for that one move. */
async function creditBack(tx: Queryable, payment: PaymentRow) {
  const [state] = await tx.query<{ frozen: boolean; closed: boolean }>(
    'select frozen, closed from accounts where id = $1 for update',
    [payment.accountId],
  );
  await tx.query('update accounts set frozen = false, closed = false where id = $1', [
    payment.accountId,
  ]);
  await credit(
    tx,
    payment.accountId,
    payment.amountMinor,
    'withdrawal-declined',
    `payment:${payment.id}`,
  );
  if (state !== undefined && (state.frozen || state.closed)) {
    await tx.query('update accounts set frozen = $2, closed = $3 where id = $1', [
      payment.accountId,
      state.frozen,
      state.closed,
    ]);
  }
}

function historyItem(payment: PaymentRow): PaymentHistoryItem {
  const signed = payment.kind === 'deposit' ? payment.amountMinor : -payment.amountMinor;
  return {
    id: payment.id,
    status_id: payment.statusId,
    message: payment.message,
    translate_message: `accounts_payment_${payment.kind}`,
    // A receipt check: what the payment was, so a support agent can tell a doctored screenshot.
    skks_hash: createHash('sha256')
      .update(`${payment.id}:${payment.kind}:${payment.amountMinor}:${payment.currency}`)
      .digest('hex')
      .slice(0, 16),
    timestamp: Math.floor(payment.createdAt.getTime() / 1000),
    date_payment: payment.createdAt.toISOString(),
    status_title: PAYMENT_STATUS_TITLE_KEY[payment.statusId],
    summ: signed,
    money_deposit_id: payment.kind === 'deposit' ? payment.id : null,
  };
}

export type HistoryEntry = PaymentHistoryItem & {
  readonly currency: string;
  readonly kind: PaymentKind;
};

/**
 * The player's payments, newest first, PAYMENT_HISTORY_PAGE_SIZE a page (pageNumber from 1);
 * without isIncludeArchive only those of the last PAYMENT_ARCHIVE_AFTER_MS.
 */
export async function paymentHistory(
  db: Queryable,
  playerId: number,
  options: {
    pageNumber: number;
    includeArchive: boolean;
    now: Date;
    onlyPendingWithdrawals?: boolean;
  },
): Promise<{ entities: HistoryEntry[]; total_count: number }> {
  const since = options.includeArchive
    ? new Date(0)
    : new Date(options.now.getTime() - PAYMENT_ARCHIVE_AFTER_MS);
  const where = `player_id = $1 and created_at >= $2${
    options.onlyPendingWithdrawals === true
      ? ` and kind = 'withdrawal' and status_id = ${PAYMENT_STATUS.pending}`
      : ''
  }`;
  const [count] = await db.query<{ total: number }>(
    `select count(*) as total from payments where ${where}`,
    [playerId, since],
  );
  const rows = await db.query(
    `select ${COLUMNS} from payments where ${where} order by created_at desc, id desc limit $3 offset $4`,
    [
      playerId,
      since,
      PAYMENT_HISTORY_PAGE_SIZE,
      (options.pageNumber - 1) * PAYMENT_HISTORY_PAGE_SIZE,
    ],
  );
  return {
    entities: rows.map(paymentOf).map((payment) => ({
      ...historyItem(payment),
      currency: payment.currency,
      kind: payment.kind,
    })),
    total_count: Number(count?.total ?? 0),
  };
}
