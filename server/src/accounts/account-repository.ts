import { isSiteCurrency, type SiteCurrency } from '@betshell/domain/auth';
import {
  ACCOUNT_TYPE,
  CURRENCY_DETAILS,
  accountLabels,
  type Account,
  type AccountType,
} from '@betshell/domain/accounts';
import type { Queryable } from '../db/database';

/** One row of `accounts`, as the server works with it. */
export interface AccountRow {
  readonly id: number;
  readonly playerId: number;
  readonly type: AccountType;
  readonly currency: SiteCurrency;
  readonly balanceMinor: number;
  readonly points: number;
  readonly isActive: boolean;
  readonly frozen: boolean;
}

const COLUMNS = 'id, player_id, type, currency, balance_minor, points, is_active, frozen';

function rowOf(row: Record<string, unknown>): AccountRow {
  const currency = String(row['currency']);
  if (!isSiteCurrency(currency))
    throw new Error(`Account ${String(row['id'])} has currency ${currency}`);
  return {
    id: Number(row['id']),
    playerId: Number(row['player_id']),
    type: Number(row['type']) as AccountType,
    currency,
    balanceMinor: Number(row['balance_minor']),
    points: Number(row['points']),
    isActive: row['is_active'] === true,
    frozen: row['frozen'] === true,
  };
}

/** The Account entity of spec/shell.md section 3 for an account row. */
export function accountEntity(row: AccountRow): Account {
  return {
    id: row.id,
    type: row.type,
    iso: row.currency,
    symbol: CURRENCY_DETAILS[row.currency].symbol,
    currencyId: CURRENCY_DETAILS[row.currency].currencyId,
    money: row.balanceMinor,
    points: row.points,
    ...accountLabels(row.type, row.currency),
    isActive: row.isActive,
    isPointsTypeBalance: false,
  };
}

/** Reads and changes a player's open accounts; through `tx` inside a transaction. */
export const accountRepository = {
  /** Main first, then the currency accounts by age, then bonus. */
  async listOf(db: Queryable, playerId: number): Promise<AccountRow[]> {
    const rows = await db.query(
      `select ${COLUMNS} from accounts where player_id = $1 and not closed
        order by case type when 0 then 0 when 9 then 1 else 2 end, id`,
      [playerId],
    );
    return rows.map(rowOf);
  },

  /** One open account of the player, locked for the rest of the transaction when `lock`. */
  async byId(
    db: Queryable,
    playerId: number,
    accountId: number,
    lock = false,
  ): Promise<AccountRow | null> {
    const [row] = await db.query(
      `select ${COLUMNS} from accounts where id = $1 and player_id = $2 and not closed${lock ? ' for update' : ''}`,
      [accountId, playerId],
    );
    return row === undefined ? null : rowOf(row);
  },

  async active(db: Queryable, playerId: number): Promise<AccountRow | null> {
    const [row] = await db.query(
      `select ${COLUMNS} from accounts where player_id = $1 and is_active and not closed`,
      [playerId],
    );
    return row === undefined ? null : rowOf(row);
  },

  async main(db: Queryable, playerId: number): Promise<AccountRow | null> {
    const [row] = await db.query(
      `select ${COLUMNS} from accounts where player_id = $1 and type = ${ACCOUNT_TYPE.main}`,
      [playerId],
    );
    return row === undefined ? null : rowOf(row);
  },

  /** The account of a type and currency, also a closed one (to reopen), locked. */
  async ofTypeLocked(
    db: Queryable,
    playerId: number,
    type: AccountType,
    currency: SiteCurrency,
  ): Promise<(AccountRow & { closed: boolean }) | null> {
    const [row] = await db.query(
      `select ${COLUMNS}, closed from accounts where player_id = $1 and type = $2 and currency = $3 for update`,
      [playerId, type, currency],
    );
    return row === undefined ? null : { ...rowOf(row), closed: row['closed'] === true };
  },

  async open(
    db: Queryable,
    playerId: number,
    type: AccountType,
    currency: SiteCurrency,
  ): Promise<AccountRow> {
    const [row] = await db.query(
      `insert into accounts (player_id, type, currency) values ($1, $2, $3)
       on conflict (player_id, type, currency) do update set closed = false
       returning ${COLUMNS}`,
      [playerId, type, currency],
    );
    return rowOf(row!);
  },

  async close(db: Queryable, accountId: number): Promise<void> {
    await db.query('update accounts set closed = true, is_active = false where id = $1', [
      accountId,
    ]);
  },

  /** Makes one account the active one; the player's others stop being active first (one index). */
  async makeActive(db: Queryable, playerId: number, accountId: number): Promise<void> {
    await db.query(
      'update accounts set is_active = false where player_id = $1 and id <> $2 and is_active',
      [playerId, accountId],
    );
    await db.query('update accounts set is_active = true where id = $1 and player_id = $2', [
      accountId,
      playerId,
    ]);
  },

  async setFrozen(db: Queryable, accountId: number, frozen: boolean): Promise<boolean> {
    const rows = await db.query('update accounts set frozen = $2 where id = $1 returning id', [
      accountId,
      frozen,
    ]);
    return rows.length === 1;
  },

  /** Locks the player's accounts in id order, so that two commands of one player never deadlock. */
  async lockAllOf(db: Queryable, playerId: number): Promise<void> {
    await db.query('select id from accounts where player_id = $1 order by id for update', [
      playerId,
    ]);
  },
};
