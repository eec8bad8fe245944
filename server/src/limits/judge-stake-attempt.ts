import { playerDay, type LimitType } from '@betshell/domain/limits';
import type { Queryable } from '../db/database';
import { judgeStake, stakeWindows } from './limit-enforcement';
import { limitRepository } from './limit-repository';
import { stakeUsageByWindow, type WindowUsage } from './stake-usage';

/**
 * A stake of any product (a casino bet, a toto coupon, a lotto ticket) judged by the player's
 * active limits, which count every product's stakes together (stake-usage.ts); null when the
 * player has none. The caller settles the limits time has closed first, and answers a refusal in
 * its own protocol.
 */
export async function judgeStakeAttempt(
  tx: Queryable,
  playerId: number,
  attempt: { amountMinor: number; currency: string; now: Date },
): Promise<{
  readonly verdict: ReturnType<typeof judgeStake>;
  readonly limits: Awaited<ReturnType<typeof limitRepository.open>>;
  readonly usage: readonly WindowUsage[];
} | null> {
  const limits = (await limitRepository.open(tx, playerId)).filter(
    (limit) => limit.limitState === 'ACTIVE',
  );
  if (limits.length === 0) return null;
  const usage = await stakeUsageByWindow(tx, playerId, attempt.currency, stakeWindows(attempt.now));
  const profile = await limitRepository.profile(tx, playerId);
  const { day } = playerDay(attempt.now.getTime(), profile.timeZone);
  const verdict = judgeStake(limits, attempt, {
    stakedByType: new Map(usage.map((one) => [one.limitType as LimitType, one.staked])),
    paidByType: new Map(usage.map((one) => [one.limitType as LimitType, one.paid])),
    timeZone: profile.timeZone,
    usedSecondsByDay: new Map([[day, await limitRepository.usedSeconds(tx, playerId, day)]]),
  });
  return { verdict, limits, usage };
}
