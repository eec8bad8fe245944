import { multiplyOdds, payout, totalOdds, truncateProduct } from '../odds/odds';
import { bonusBetCoef, hasBonusBet } from './bonus-bet';
import { betAmount, blockAmount, couponBlocks, type Coupon } from './coupon';
import { COUPON_TYPES } from './coupon-types';
import { splitSystemStake, systemLines } from './system-bet';

/**
 * What the coupon stakes and may return, in minor units. coef is the total odds truncated to three
 * places; for a system it is the mean odds of its lines (what the stake returns if all win), and
 * blocks and multiple singles have none (each block or bet has its own stake).
 */
export interface CouponTotals {
  readonly stake: number;
  readonly coef: number | null;
  /** The bonus bet's odds when the coupon has it, else null. */
  readonly bonusBetCoef: number | null;
  /** The return if every selection wins. */
  readonly potentialWin: number;
}

export function couponTotals(coupon: Coupon, isAvailableCouponBonusBet: boolean): CouponTotals {
  const { bets } = coupon;
  const coefs = bets.map((one) => one.coef);
  switch (coupon.typeId) {
    case COUPON_TYPES.single:
    case COUPON_TYPES.express: {
      const bonus = hasBonusBet({ ...coupon, isAvailableCouponBonusBet })
        ? bonusBetCoef(bets.length)
        : null;
      const all = bonus === null ? coefs : [...coefs, bonus];
      return {
        stake: coupon.amount,
        coef: bets.length === 0 ? null : totalOdds(all),
        bonusBetCoef: bonus,
        potentialWin: bets.length === 0 ? 0 : payout(coupon.amount, all),
      };
    }
    case COUPON_TYPES.system: {
      const lines = systemLines(bets, coupon.systemValue);
      const stakes = splitSystemStake(coupon.amount, lines.length);
      const products = lines.map((line) => multiplyOdds(line.map((one) => one.coef)));
      const potentialWin = lines.reduce(
        (sum, line, index) =>
          sum +
          payout(
            stakes[index] ?? 0,
            line.map((one) => one.coef),
          ),
        0,
      );
      // Every line's product has the same denominator, so their mean is their numerators' mean.
      const first = products[0];
      const coef =
        first === undefined
          ? null
          : truncateProduct({
              numerator: products.reduce((sum, p) => sum + p.numerator, BigInt(0)),
              denominator: first.denominator * BigInt(products.length),
            });
      return { stake: coupon.amount, coef, bonusBetCoef: null, potentialWin };
    }
    case COUPON_TYPES.blocks: {
      let stake = 0;
      let potentialWin = 0;
      for (const [blockId, blockBets] of couponBlocks(coupon)) {
        const amount = blockAmount(coupon, blockId);
        stake += amount;
        potentialWin += payout(
          amount,
          blockBets.map((one) => one.coef),
        );
      }
      return { stake, coef: null, bonusBetCoef: null, potentialWin };
    }
    case COUPON_TYPES.multipleSingles: {
      let stake = 0;
      let potentialWin = 0;
      for (const one of bets) {
        const amount = betAmount(coupon, one.marketId);
        stake += amount;
        potentialWin += payout(amount, [one.coef]);
      }
      return { stake, coef: null, bonusBetCoef: null, potentialWin };
    }
  }
}
