import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { judgeStakeAttempt } from '../limits/judge-stake-attempt';
import { assertMayStartSession } from '../limits/limit-enforcement';
import { stakeLimitLeft } from '../limits/stake-usage';

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

/**
 * Refuses a purchase over the player's wagering or loss limits, which count toto, lotto, sports
 * and casino stakes together (limits/stake-usage.ts): 400 STAKE_REFUSED_BY_LIMIT with the limit's
 * type, what is left of it and its text's key, as a sports coupon is refused. Called with the
 * paying account locked, so two purchases of the player in parallel are judged one after the
 * other, each counting the one before.
 */
export async function assertLotteryStakeAllowed(
  tx: Queryable,
  playerId: number,
  attempt: { amountMinor: number; currency: string; now: Date },
): Promise<void> {
  // assertMayStartSession (in lockPayingAccount) settled the limits time has closed.
  const judged = await judgeStakeAttempt(tx, playerId, attempt);
  if (judged === null || judged.verdict.allowed) return;
  const { verdict, limits, usage } = judged;
  const limit = limits.find((one) => one.limitType === verdict.limitType);
  throw new ApiError(400, 'STAKE_REFUSED_BY_LIMIT', 'A limit you set refuses this purchase', {
    limitType: verdict.limitType,
    left: stakeLimitLeft(
      verdict.limitType,
      limit?.limitValue ?? 0,
      usage.find((one) => one.limitType === verdict.limitType),
    ),
    messageKey: verdict.messageKey,
  });
}

/** A unique violation: a parallel twin of the same purchase id committed first. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';
