/**
 * The loyalty programme's rules (ours: the spec names the office pages rewards, vipcashback,
 * premiumcashback and bringfriend, not their numbers). Points come from stakes; the level is the
 * points earned so far; the level gives a weekly share of net losses back as real money.
 */

/** The products whose stakes earn points. */
export type LoyaltyProduct = 'sports' | 'casino';

/**
 * Points per whole currency unit staked (100 minor units). Sports stakes earn more than casino
 * stakes: a slot spins far more money round for the same play.
 */
export const POINTS_PER_UNIT: Readonly<Record<LoyaltyProduct, number>> = {
  sports: 1,
  casino: 0.5,
};

/** Points a stake earns: whole points, rounded down. */
export function pointsForStake(product: LoyaltyProduct, stakeMinor: number): number {
  if (!Number.isFinite(stakeMinor) || stakeMinor <= 0) return 0;
  return Math.floor((stakeMinor / 100) * POINTS_PER_UNIT[product]);
}

/** Points of all stakes by product (each product rounded down on its own total). */
export function pointsForStakes(stakesMinor: Readonly<Record<LoyaltyProduct, number>>): number {
  return (
    pointsForStake('sports', stakesMinor.sports) + pointsForStake('casino', stakesMinor.casino)
  );
}

/** Which weekly cashback a level takes part in, if any. */
export type CashbackProgramme = 'vipcashback' | 'premiumcashback';

export interface LoyaltyLevel {
  /** 1 for the first level; the dictionary's `loyalty_level_<id>` names it. */
  readonly id: number;
  /** Points earned from which the level holds. */
  readonly fromPoints: number;
  readonly cashback: CashbackProgramme | null;
  /** Share of the week's net losses paid back, in percent. */
  readonly cashbackPercent: number;
}

export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  { id: 1, fromPoints: 0, cashback: null, cashbackPercent: 0 },
  { id: 2, fromPoints: 500, cashback: 'vipcashback', cashbackPercent: 3 },
  { id: 3, fromPoints: 2_000, cashback: 'vipcashback', cashbackPercent: 5 },
  { id: 4, fromPoints: 10_000, cashback: 'vipcashback', cashbackPercent: 8 },
  { id: 5, fromPoints: 50_000, cashback: 'premiumcashback', cashbackPercent: 12 },
];

/** The level a player with `points` holds, and the next one with the points it still needs. */
export function loyaltyLevelOf(points: number): {
  readonly level: LoyaltyLevel;
  readonly next: LoyaltyLevel | null;
  readonly pointsToNext: number;
} {
  let index = 0;
  LOYALTY_LEVELS.forEach((level, at) => {
    if (points >= level.fromPoints) index = at;
  });
  const next = LOYALTY_LEVELS[index + 1] ?? null;
  return {
    level: LOYALTY_LEVELS[index]!,
    next,
    pointsToNext: next === null ? 0 : Math.max(0, next.fromPoints - points),
  };
}

/** The cashback a week's net loss earns at a level: rounded down to a minor unit; none on a win. */
export function cashbackFor(level: LoyaltyLevel, netLossMinor: number): number {
  if (level.cashback === null || netLossMinor <= 0) return 0;
  return Math.floor((netLossMinor * level.cashbackPercent) / 100);
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** A cashback period: a week from Monday 00:00 UTC; `key` names it (its Monday, YYYY-MM-DD). */
export interface CashbackWeek {
  readonly start: Date;
  readonly end: Date;
  readonly key: string;
}

/** The week (Monday to Monday, UTC) that holds `at`. */
export function cashbackWeekOf(at: Date): CashbackWeek {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  const monday = day - ((day + 3) % 7);
  const start = new Date(monday * DAY_MS);
  return {
    start,
    end: new Date(start.getTime() + WEEK_MS),
    key: start.toISOString().slice(0, 10),
  };
}

/** The last whole week before `at`: the one the weekly job pays. */
export function lastWholeCashbackWeek(at: Date): CashbackWeek {
  return cashbackWeekOf(new Date(cashbackWeekOf(at).start.getTime() - DAY_MS));
}

/** What a friend must have done before the referrer is rewarded. */
export const FRIEND_MIN_DEPOSIT_MINOR = 100_000;
export const FRIEND_MIN_WAGERED_MINOR = 100_000;
/** The referrer's reward for a friend who qualifies, in minor units of the referrer's account. */
export const FRIEND_REWARD_MINOR = 50_000;

/** Why a friend earns no reward (yet, or ever). */
export type FriendRefusal = 'not-deposited' | 'not-wagered' | 'same-device' | 'same-address';

/**
 * Whether a friend earns the referrer the reward: a friend on the referrer's device or network
 * address is taken for the referrer's own second account and never qualifies.
 */
export function friendRefusal(friend: {
  readonly depositedMinor: number;
  readonly wageredMinor: number;
  readonly sharesDevice: boolean;
  readonly sharesAddress: boolean;
}): FriendRefusal | null {
  if (friend.sharesDevice) return 'same-device';
  if (friend.sharesAddress) return 'same-address';
  if (friend.depositedMinor < FRIEND_MIN_DEPOSIT_MINOR) return 'not-deposited';
  if (friend.wageredMinor < FRIEND_MIN_WAGERED_MINOR) return 'not-wagered';
  return null;
}

/** The landing URL parameter of a bring-a-friend link (the referral cookies' `bf`). */
export function bringFriendPath(language: string, referrerId: number): string {
  return `/${language}/?bf=${referrerId}`;
}
