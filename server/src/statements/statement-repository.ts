import type { StatementEntry } from '@betshell/domain/accounts';
import type { Queryable } from '../db/database';

interface EntryRow {
  id: string | number;
  created_at: Date | string;
  account_id: string | number;
  currency: string;
  reason: string;
  amount_minor: string | number;
  balance_after_minor: string | number;
}

/**
 * The ledger rows (server/src/accounts/ledger.ts) of every account of a player, closed ones too,
 * between two instants, [start, end), oldest first: the statement reads the ledger itself, so its
 * totals are the ledger's sums by construction.
 */
export async function statementEntries(
  db: Queryable,
  playerId: number,
  period: { readonly start: Date; readonly end: Date },
): Promise<StatementEntry[]> {
  const rows = await db.query<EntryRow>(
    `select l.id, l.created_at, l.account_id, a.currency, l.reason, l.amount_minor,
            l.balance_after_minor
       from ledger_entries l join accounts a on a.id = l.account_id
      where a.player_id = $1 and l.created_at >= $2 and l.created_at < $3
      order by l.created_at, l.id`,
    [playerId, period.start, period.end],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    accountId: Number(row.account_id),
    currency: row.currency,
    reason: row.reason,
    amountMinor: Number(row.amount_minor),
    balanceAfterMinor: Number(row.balance_after_minor),
  }));
}
