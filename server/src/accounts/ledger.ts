import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';

/** Why money moved: the ledger row says it, with the id of its cause in `reference`. */
export type LedgerReason =
  | 'deposit'
  | 'withdrawal-request'
  | 'withdrawal-declined'
  | 'first-deposit-bonus'
  | 'bet-stake'
  | 'bet-payout'
  | 'bet-refund'
  | 'bet-cash-out'
  | (string & {});

export interface LedgerMove {
  readonly entryId: number;
  readonly balanceAfterMinor: number;
}

/**
 * Moves money on one account inside the caller's transaction: the balance and its ledger row
 * change in one statement, so neither exists without the other. PostgreSQL locks the account's row
 * for the update, so parallel debits queue and each sees the balance the one before left; the
 * `balance_minor >= 0` check and the condition below refuse an overdraft. A frozen account moves
 * no money. `amountMinor` is positive; debit takes it away, credit adds it.
 */
async function move(
  tx: Queryable,
  accountId: number,
  signedAmountMinor: number,
  reason: LedgerReason,
  reference: string,
): Promise<LedgerMove> {
  const [row] = await tx.query<{ id: string | number; balance_after_minor: string | number }>(
    `with moved as (
       update accounts set balance_minor = balance_minor + $2::bigint
        where id = $1 and not frozen and not closed and balance_minor + $2::bigint >= 0
        returning id, balance_minor
     )
     insert into ledger_entries (account_id, amount_minor, balance_after_minor, reason, reference)
     select id, $2::bigint, balance_minor, $3, $4 from moved
     returning id, balance_after_minor`,
    [accountId, signedAmountMinor, reason, reference],
  );
  if (row !== undefined) {
    return { entryId: Number(row.id), balanceAfterMinor: Number(row.balance_after_minor) };
  }
  const [account] = await tx.query<{ frozen: boolean; closed: boolean }>(
    'select frozen, closed from accounts where id = $1',
    [accountId],
  );
  if (account === undefined || account.closed)
    throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'There is no such account');
  if (account.frozen) {
    throw new ApiError(403, 'ACCOUNT_FROZEN', 'This account is frozen: contact support');
  }
  throw new ApiError(400, 'INSUFFICIENT_FUNDS', 'The account does not hold enough money for this');
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new ApiError(
      400,
      'INVALID_AMOUNT',
      'The amount must be a positive whole number of minor units',
    );
  }
}

/** Takes `amountMinor` from the account; 400 INSUFFICIENT_FUNDS when it holds less. */
export function debit(
  tx: Queryable,
  accountId: number,
  amountMinor: number,
  reason: LedgerReason,
  reference: string,
): Promise<LedgerMove> {
  assertAmount(amountMinor);
  return move(tx, accountId, -amountMinor, reason, reference);
}

/** Adds `amountMinor` to the account. */
export function credit(
  tx: Queryable,
  accountId: number,
  amountMinor: number,
  reason: LedgerReason,
  reference: string,
): Promise<LedgerMove> {
  assertAmount(amountMinor);
  return move(tx, accountId, amountMinor, reason, reference);
}

/**
 * The accounts whose balance is not the sum of their ledger rows: empty unless something changed a
 * balance around the ledger (the fault suite's invariant).
 */
export async function ledgerMismatches(
  db: Queryable,
): Promise<{ accountId: number; balanceMinor: number; ledgerMinor: number }[]> {
  const rows = await db.query<{ id: string; balance_minor: string; ledger_minor: string }>(
    `select a.id, a.balance_minor, coalesce(sum(l.amount_minor), 0) as ledger_minor
       from accounts a left join ledger_entries l on l.account_id = a.id
      group by a.id, a.balance_minor
     having a.balance_minor <> coalesce(sum(l.amount_minor), 0)`,
  );
  return rows.map((row) => ({
    accountId: Number(row.id),
    balanceMinor: Number(row.balance_minor),
    ledgerMinor: Number(row.ledger_minor),
  }));
}
