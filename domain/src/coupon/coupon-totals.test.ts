import {
  addBet,
  emptyCoupon,
  setBanker,
  setCouponType,
  setSystemValue,
  type Coupon,
} from './coupon';
import { bet } from './coupon-fixtures';
import { couponTotals } from './coupon-totals';

function coupon(amount: number, ...bets: ReturnType<typeof bet>[]): Coupon {
  return bets.reduce((one, added) => addBet(one, added).coupon, emptyCoupon(amount));
}

describe('coupon totals', () => {
  it('pays a single its stake times its odds', () => {
    expect(couponTotals(coupon(15000, bet(1, 1.85)), true)).toEqual({
      stake: 15000,
      coef: 1.85,
      bonusBetCoef: null,
      potentialWin: 27750,
    });
  });

  it('multiplies an express and truncates its total and its win', () => {
    expect(couponTotals(coupon(10000, bet(1, 1.85), bet(2, 1.85)), true)).toEqual({
      stake: 10000,
      coef: 3.422,
      bonusBetCoef: null,
      potentialWin: 34225,
    });
  });

  it('adds the bonus bet to an express of three: 1.5 x 1.5 x 2 x 1.03', () => {
    expect(couponTotals(coupon(10000, bet(1, 1.5), bet(2, 1.5), bet(3, 2)), true)).toEqual({
      stake: 10000,
      coef: 4.635,
      bonusBetCoef: 1.03,
      potentialWin: 46350,
    });
  });

  it('leaves the bonus bet out when the site does not offer it', () => {
    const totals = couponTotals(coupon(10000, bet(1, 1.5), bet(2, 1.5), bet(3, 2)), false);
    expect(totals.coef).toBe(4.5);
    expect(totals.bonusBetCoef).toBeNull();
  });

  it('splits a 2/3 system with a banker over three lines and pays each', () => {
    let system = setCouponType(coupon(10000, bet(1, 1.5), bet(2, 2), bet(3, 3), bet(4, 4)), 2);
    system = setSystemValue(setBanker(system, 1, true), 2);
    // lines 1.5x2x3 = 9, 1.5x2x4 = 12, 1.5x3x4 = 18; stakes 3334, 3333, 3333
    expect(couponTotals(system, true)).toEqual({
      stake: 10000,
      coef: 13,
      bonusBetCoef: null,
      potentialWin: 3334 * 9 + 3333 * 12 + 3333 * 18,
    });
  });

  it('sums the blocks of a blocks coupon, each an express with its own stake', () => {
    const blocks = {
      ...setCouponType(coupon(1000, bet(1, 2), bet(2, 1.5), bet(3, 3, { blockId: 2 })), 4),
      amountByBlockId: { 2: 500 },
    };
    expect(couponTotals(blocks, true)).toEqual({
      stake: 1500,
      coef: null,
      bonusBetCoef: null,
      potentialWin: 1000 * 3 + 500 * 3,
    });
  });

  it('sums multiple singles, each with its own stake or the coupon stake', () => {
    const singles = {
      ...setCouponType(coupon(1000, bet(1, 2), bet(2, 1.333)), 10),
      amountByBetId: { 2: 333 },
    };
    expect(couponTotals(singles, true)).toEqual({
      stake: 1333,
      coef: null,
      bonusBetCoef: null,
      potentialWin: 2000 + 443,
    });
  });

  it('has no odds and no win when empty', () => {
    expect(couponTotals(emptyCoupon(15000), true)).toEqual({
      stake: 15000,
      coef: null,
      bonusBetCoef: null,
      potentialWin: 0,
    });
  });
});
