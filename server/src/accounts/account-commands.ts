import { isSiteCurrency } from '@betshell/domain/auth';
import {
  ACCOUNT_TYPE,
  PAYMENT_STATUS,
  accountConversionStatus,
  currencyRemovalRefusal,
  type Account,
  type AccountConversionStatus,
} from '@betshell/domain/accounts';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { hasPendingDepositMatch } from '../bonuses/bonus-engine';
import { accountEntity, accountRepository } from './account-repository';

/** The two answers of the balance call (spec/shell.md section 7), chosen by ACCOUNTS_BALANCE_VARIANT. */
export type BalanceVariant = 'accounts' | 'summary';

export interface BalanceSummary {
  /** The active account's money, minor units. */
  readonly balance: number;
  /** The bonus account's money in the main currency, minor units. */
  readonly bonus: number;
  readonly currency: string;
  readonly is_available_first_deposit_bonus: boolean;
  readonly isAccountFrozen: boolean;
}

export interface BalanceWithAccounts extends BalanceSummary {
  readonly all_accounts: Account[];
  readonly bonuses: { idBonus: number; money: number }[];
  readonly conversion_status: AccountConversionStatus;
}

/**
 * The balance call: `summary` is the light answer the header polls (balance, bonus, the first
 * deposit bonus); `accounts` adds every account, the bonuses and the conversion status.
 */
export async function readBalance(
  db: Queryable,
  playerId: number,
  variant: BalanceVariant,
): Promise<BalanceSummary | BalanceWithAccounts> {
  const rows = await accountRepository.listOf(db, playerId);
  const active =
    rows.find((row) => row.isActive) ?? rows.find((row) => row.type === ACCOUNT_TYPE.main);
  if (active === undefined)
    throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'The player has no account');
  const bonusRows = rows.filter((row) => row.type === ACCOUNT_TYPE.bonus);
  const frozen = rows.some((row) => row.frozen);
  const summary: BalanceSummary = {
    balance: active.balanceMinor,
    bonus: bonusRows.reduce((sum, row) => sum + row.balanceMinor, 0),
    currency: active.currency,
    // A deposit match the player took and their next deposit pays (the bonus engine).
    is_available_first_deposit_bonus: await hasPendingDepositMatch(db, playerId),
    isAccountFrozen: frozen,
  };
  if (variant === 'summary') return summary;
  const accounts = rows.map(accountEntity);
  return {
    ...summary,
    all_accounts: accounts,
    bonuses: bonusRows.map((row) => ({ idBonus: row.id, money: row.balanceMinor })),
    conversion_status: accountConversionStatus(accounts, frozen),
  };
}

/** spec/shell.md section 7, set active account: a money account of the player (not the bonus one). */
export async function setActiveAccount(
  db: Database,
  playerId: number,
  accountId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await accountRepository.lockAllOf(tx, playerId);
    const account = await accountRepository.byId(tx, playerId, accountId);
    if (account === null) throw new ApiError(400, 'ACCOUNT_NOT_FOUND', 'There is no such account');
    if (account.type === ACCOUNT_TYPE.bonus) {
      throw new ApiError(400, 'BONUS_ACCOUNT', 'A bonus account cannot be the active account');
    }
    await accountRepository.makeActive(tx, playerId, accountId);
  });
}

function currencyOf(text: string) {
  const iso = text.toUpperCase();
  if (!isSiteCurrency(iso))
    throw new ApiError(400, 'UNKNOWN_CURRENCY', `${text} is not a currency of this site`);
  return iso;
}

/** Adds a currency account (type 9); a removed one comes back with its history. */
export async function addCurrency(
  db: Database,
  playerId: number,
  currencyText: string,
): Promise<Account> {
  const currency = currencyOf(currencyText);
  return db.transaction(async (tx) => {
    await accountRepository.lockAllOf(tx, playerId);
    const main = await accountRepository.main(tx, playerId);
    if (main?.currency === currency) {
      throw new ApiError(400, 'CURRENCY_EXISTS', `The main account is already in ${currency}`);
    }
    const existing = await accountRepository.ofTypeLocked(
      tx,
      playerId,
      ACCOUNT_TYPE.currency,
      currency,
    );
    if (existing !== null && !existing.closed) {
      throw new ApiError(400, 'CURRENCY_EXISTS', `There is already a ${currency} account`);
    }
    return accountEntity(
      await accountRepository.open(tx, playerId, ACCOUNT_TYPE.currency, currency),
    );
  });
}

/**
 * Removes a currency account, refused while it holds money (currencyRemovalRefusal). When it was
 * the active account, the main account becomes active.
 */
export async function removeCurrency(
  db: Database,
  playerId: number,
  currencyText: string,
): Promise<void> {
  const currency = currencyOf(currencyText);
  await db.transaction(async (tx) => {
    await accountRepository.lockAllOf(tx, playerId);
    const account = await accountRepository.ofTypeLocked(
      tx,
      playerId,
      ACCOUNT_TYPE.currency,
      currency,
    );
    if (account === null || account.closed) {
      throw new ApiError(400, 'ACCOUNT_NOT_FOUND', `There is no ${currency} account to remove`);
    }
    const refusal = currencyRemovalRefusal({
      type: account.type,
      money: account.balanceMinor,
      points: account.points,
    });
    if (refusal === 'holds-money') {
      throw new ApiError(
        400,
        'ACCOUNT_HOLDS_MONEY',
        `The ${currency} account holds money: withdraw it first`,
      );
    }
    if (refusal !== null)
      throw new ApiError(400, 'NOT_A_CURRENCY_ACCOUNT', 'Only an added currency can be removed');
    const [pending] = await tx.query(
      'select 1 from payments where account_id = $1 and status_id = $2 limit 1',
      [account.id, PAYMENT_STATUS.pending],
    );
    if (pending !== undefined) {
      throw new ApiError(
        400,
        'ACCOUNT_HAS_PENDING_PAYMENT',
        `The ${currency} account has a payment in progress`,
      );
    }
    await accountRepository.close(tx, account.id);
    if (account.isActive) {
      const main = await accountRepository.main(tx, playerId);
      if (main !== null) await accountRepository.makeActive(tx, playerId, main.id);
    }
  });
}
