import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { assertMayStartSession } from '../limits/limit-enforcement';

export interface LotteryAccount {
  readonly id: number;
  readonly currency: string;
}

/**
 * The account a toto coupon or lotto ticket is paid from: the player's active real-money account
 * (main or currency; a bonus account buys no lottery), locked for the purchase's debit. A blocked,
 * frozen or self-excluded player buys nothing.
 */
export async function lockPayingAccount(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<LotteryAccount> {
  const [row] = await tx.query<{
    id: string;
    currency: string;
    type: number;
    frozen: boolean;
    ban_level: number | null;
  }>(
    `select a.id, a.currency, a.type, a.frozen, p.ban_level
       from accounts a join players p on p.id = a.player_id
      where a.player_id = $1 and a.is_active and not a.closed
      for update of a`,
    [playerId],
  );
  if (row === undefined || row.type === 4)
    throw new ApiError(400, 'ACCOUNT_NOT_ALLOWED', 'This account cannot buy a lottery');
  if ((row.ban_level ?? 0) > 0 || row.frozen)
    throw new ApiError(403, 'ACCOUNT_FROZEN', 'This account cannot buy a lottery now');
  await assertMayStartSession(tx, playerId, now);
  return { id: Number(row.id), currency: row.currency };
}

/** A unique violation: a parallel twin of the same purchase id committed first. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';
