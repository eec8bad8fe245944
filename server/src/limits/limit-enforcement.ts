import {
  LIMIT_REFUSAL_KEY,
  LIMIT_TYPE,
  depositVerdict,
  isExclusionActive,
  limitWindowMs,
  playerDay,
  sessionLimitBalance,
  stakeVerdict,
  type EnforcedLimit,
  type LimitType,
  type LimitVerdict,
} from '@betshell/domain/limits';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { limitRepository as repo, type StoredLimit } from './limit-repository';

/** A sum the wallet or betting answers for one limit's window: what counts since `since`. */
export type SumSince = (since: Date) => Promise<number>;

const enforced = (stored: StoredLimit): EnforcedLimit => ({
  limitType: stored.limitType,
  limitValue: stored.limitValue,
  currency: stored.currency,
  endsAt: stored.endsAt === null ? null : Math.floor(stored.endsAt.getTime() / 1000),
});

const toExclusion = (stored: StoredLimit) => ({
  limitState: stored.limitState,
  endsAt: enforced(stored).endsAt,
});

async function activeLimits(db: Queryable, playerId: number, now: Date): Promise<StoredLimit[]> {
  await repo.settle(db, playerId, now);
  return (await repo.open(db, playerId)).filter((limit) => limit.limitState === 'ACTIVE');
}

/** The sums of every window an active limit of `types` needs, asked once per window. */
async function sumsByType(
  limits: readonly StoredLimit[],
  now: Date,
  sumSince: SumSince,
  family: (type: LimitType) => boolean,
): Promise<Map<LimitType, number>> {
  const sums = new Map<LimitType, number>();
  for (const limit of limits) {
    const windowMs = limitWindowMs(limit.limitType);
    if (windowMs === null || !family(limit.limitType)) continue;
    sums.set(limit.limitType, await sumSince(new Date(now.getTime() - windowMs)));
  }
  return sums;
}

/**
 * Whether a deposit may go through (decisions.md: the server enforces every limit). The wallet
 * calls it inside the deposit's transaction, with `depositedSince` summing the player's deposits
 * in the limit's currency from a time on, and refuses with the verdict's `messageKey` when not
 * allowed. Self-exclusion and a deposit time-out refuse every deposit.
 */
export async function checkDepositAllowed(
  db: Queryable,
  attempt: { playerId: number; amountMinor: number; currency: string; now: Date },
  depositedSince: SumSince,
): Promise<LimitVerdict> {
  const limits = await activeLimits(db, attempt.playerId, attempt.now);
  const sums = await sumsByType(limits, attempt.now, depositedSince, (t) => t >= 20 && t <= 22);
  return depositVerdict(
    limits.map(enforced),
    { ...attempt, nowSeconds: Math.floor(attempt.now.getTime() / 1000) },
    (type) => sums.get(type) ?? 0,
  );
}

/** What a stake's limits are judged on, read in one statement with them (coupon-repository.ts). */
export interface StakeUsage {
  /** The stakes in the window of each wagering and loss limit, by its type. */
  readonly stakedByType: ReadonlyMap<LimitType, number>;
  /** What coupons settled in the window of each loss limit paid, by its type. */
  readonly paidByType: ReadonlyMap<LimitType, number>;
  /** The player's time zone (their day for the session limit). */
  readonly timeZone: string;
  /** The session seconds used, by day (YYYY-MM-DD), at least on the player's day now. */
  readonly usedSecondsByDay: ReadonlyMap<string, number>;
}

/**
 * Whether a stake may be placed, on the player's active limits (settled at `now`, see
 * `limitRepository.settle`): wagering limits count the stakes in the window, loss limits the net
 * loss (stakes minus winnings, negative when ahead). Self-exclusion and a spent session limit
 * refuse every stake.
 */
export function judgeStake(
  limits: readonly StoredLimit[],
  attempt: { amountMinor: number; currency: string; now: Date },
  usage: StakeUsage,
): LimitVerdict {
  const active = limits.filter((limit) => limit.limitState === 'ACTIVE');
  const session = active.find((limit) => limit.limitType === LIMIT_TYPE.session);
  if (session !== undefined) {
    const { day } = playerDay(attempt.now.getTime(), usage.timeZone);
    if (sessionLimitBalance(session.limitValue, usage.usedSecondsByDay.get(day) ?? 0) === 0)
      return { allowed: false, messageKey: LIMIT_REFUSAL_KEY.sessionLimit, limitType: 31 };
  }
  return stakeVerdict(
    active.map(enforced),
    { ...attempt, nowSeconds: Math.floor(attempt.now.getTime() / 1000) },
    {
      stakedInWindow: (type) => usage.stakedByType.get(type) ?? 0,
      netLossInWindow: (type) =>
        (usage.stakedByType.get(type) ?? 0) - (usage.paidByType.get(type) ?? 0),
    },
  );
}

/**
 * The windows a stake's limits count, by limit type: wagering (1 to 3) and loss (10 to 12) limits,
 * each from `now` less its window.
 */
export function stakeWindows(now: Date): { limitType: LimitType; since: Date }[] {
  return ([1, 2, 3, 10, 11, 12] as const).map((limitType) => ({
    limitType,
    since: new Date(now.getTime() - limitWindowMs(limitType)!),
  }));
}

async function sessionLimitLeft(db: Queryable, playerId: number, limit: StoredLimit, now: Date) {
  const profile = await repo.profile(db, playerId);
  const { day } = playerDay(now.getTime(), profile.timeZone);
  return sessionLimitBalance(limit.limitValue, await repo.usedSeconds(db, playerId, day));
}

/** What keeps a player from every offer now: a self-exclusion or a time-out that is active. */
export type ActiveExclusion = 'self-excluded' | 'timed out';

/**
 * The player's self-exclusion or time-out active at `now`, if any (decisions.md: responsible
 * gambling offers such a player no bonus, bonus game or points exchange).
 */
export async function activeExclusion(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<ActiveExclusion | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (const limit of await activeLimits(db, playerId, now)) {
    if (
      limit.limitType !== LIMIT_TYPE.selfExclusion &&
      limit.limitType !== LIMIT_TYPE.depositTimeout
    )
      continue;
    if (isExclusionActive(toExclusion(limit), nowSeconds)) {
      return limit.limitType === LIMIT_TYPE.selfExclusion ? 'self-excluded' : 'timed out';
    }
  }
  return null;
}

/**
 * Refuses to start a session (every way in: login, social sign-in, user transfer) while the player
 * is self-excluded, or has spent today's session limit (until the player's next day starts).
 */
export async function assertMayStartSession(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<void> {
  const limits = await activeLimits(db, playerId, now);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const exclusion = limits.find((limit) => limit.limitType === LIMIT_TYPE.selfExclusion);
  if (exclusion !== undefined && isExclusionActive(toExclusion(exclusion), nowSeconds)) {
    throw new ApiError(403, 'SELF_EXCLUDED', 'The account is self-excluded until the date given', {
      messageKey: LIMIT_REFUSAL_KEY.selfExcluded,
      endsAt: enforced(exclusion).endsAt,
    });
  }
  const session = limits.find((limit) => limit.limitType === LIMIT_TYPE.session);
  if (session !== undefined && (await sessionLimitLeft(db, playerId, session, now)) === 0) {
    const profile = await repo.profile(db, playerId);
    throw new ApiError(
      403,
      'SESSION_LIMIT_SPENT',
      "Today's session limit is spent: visit tomorrow",
      {
        messageKey: LIMIT_REFUSAL_KEY.sessionLimit,
        until: Math.floor(playerDay(now.getTime(), profile.timeZone).nextDayStartMs / 1000),
      },
    );
  }
}
