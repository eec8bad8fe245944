/**
 * A selection in the coupon (limits-coupon-signin.md section 3, Bet): the market with its odds and
 * what the coupon needs of the game. Names are for display; the rules use ids only.
 */
export interface CouponBet {
  readonly gameId: number;
  readonly marketId: number;
  /** Decimal odds with three places, as the player saw them. */
  readonly coef: number;
  /** The market's kind; kind 7 never counts for the bonus bet (section 4). */
  readonly kind: number;
  readonly sportId: number;
  readonly isLive: boolean;
  /** The block of a blocks coupon (type 4); 1 in other types. */
  readonly blockId: number;
  /** A banker of a system coupon: every line holds it. */
  readonly isBanker: boolean;
  /** The market is suspended: the coupon cannot be sent with it. */
  readonly isBlocked: boolean;
  readonly names?: {
    readonly sport: string;
    readonly champ: string;
    readonly game: string;
    readonly market: string;
  };
}

/** The bets that share their game with another bet (`isDepend` of section 3). */
export function dependentMarketIds(bets: readonly CouponBet[]): ReadonlySet<number> {
  const byGame = new Map<number, number>();
  for (const bet of bets) byGame.set(bet.gameId, (byGame.get(bet.gameId) ?? 0) + 1);
  return new Set(
    bets.filter((bet) => (byGame.get(bet.gameId) ?? 0) > 1).map((bet) => bet.marketId),
  );
}
