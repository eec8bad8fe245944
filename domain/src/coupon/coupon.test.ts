import {
  addBet,
  clearCoupon,
  deleteBonusBet,
  emptyCoupon,
  removeBet,
  setBanker,
  setCouponType,
  setSystemValue,
  toggleBet,
  type Coupon,
} from './coupon';
import { bet } from './coupon-fixtures';
import { MAX_COUPON_BETS } from './coupon-types';

function withBets(...bets: ReturnType<typeof bet>[]): Coupon {
  return bets.reduce((coupon, one) => addBet(coupon, one).coupon, emptyCoupon(15000));
}

describe('the coupon', () => {
  it('is a single with one selection and an express from the second', () => {
    const one = withBets(bet(1, 1.5));
    expect(one.typeId).toBe(0);
    expect(addBet(one, bet(2, 2)).coupon.typeId).toBe(1);
  });

  it('goes back to a single when an express or a system keeps one selection', () => {
    const express = withBets(bet(1, 1.5), bet(2, 2));
    expect(removeBet(express, 2).typeId).toBe(0);
    const system = setCouponType(withBets(bet(1, 1.5), bet(2, 2)), 2);
    expect(removeBet(system, 1).typeId).toBe(0);
  });

  it('keeps blocks and multiple singles when selections go', () => {
    const singles = setCouponType(withBets(bet(1, 1.5), bet(2, 2)), 10);
    expect(removeBet(singles, 1).typeId).toBe(10);
    expect(removeBet(setCouponType(singles, 4), 1).typeId).toBe(4);
  });

  it('takes new odds of a market already in the coupon in place', () => {
    const result = addBet(withBets(bet(1, 1.5), bet(2, 2)), bet(1, 1.6));
    expect(result.outcome).toBe('replaced');
    expect(result.coupon.bets.map((one) => [one.marketId, one.coef])).toEqual([
      [1, 1.6],
      [2, 2],
    ]);
  });

  it("replaces a game's selection by another market of the same game in an express", () => {
    const result = addBet(withBets(bet(1, 1.5), bet(2, 2)), bet(3, 3.1, { gameId: 1 }));
    expect(result.outcome).toBe('replaced');
    expect(result.coupon.bets.map((one) => one.marketId)).toEqual([3, 2]);
  });

  it('adds another market of the same game beside it in multiple singles and blocks', () => {
    for (const typeId of [10, 4] as const) {
      const coupon = setCouponType(withBets(bet(1, 1.5), bet(2, 2)), typeId);
      const result = addBet(coupon, bet(3, 3.1, { gameId: 1 }));
      expect(result.outcome).toBe('added');
      expect(result.coupon.bets).toHaveLength(3);
    }
  });

  it('refuses a selection past the most a coupon holds', () => {
    const full = withBets(...Array.from({ length: MAX_COUPON_BETS }, (_, i) => bet(i + 1, 1.2)));
    expect(addBet(full, bet(99, 2)).outcome).toBe('full');
  });

  it('removes a market clicked again and adds one clicked first', () => {
    const coupon = withBets(bet(1, 1.5));
    expect(toggleBet(coupon, bet(1, 1.5)).coupon.bets).toEqual([]);
    expect(toggleBet(coupon, bet(2, 1.5)).outcome).toBe('added');
  });

  it('forgets the stake of a single that leaves', () => {
    const coupon = {
      ...setCouponType(withBets(bet(1, 1.5), bet(2, 2)), 10),
      amountByBetId: { 1: 500, 2: 700 },
    };
    expect(removeBet(coupon, 1).amountByBetId).toEqual({ 2: 700 });
  });

  it('never lets the system value go below 2', () => {
    const coupon = withBets(bet(1, 1.5), bet(2, 2), bet(3, 2));
    expect(setSystemValue(coupon, 1).systemValue).toBe(2);
    expect(setSystemValue(coupon, 0).systemValue).toBe(2);
    expect(setSystemValue(coupon, 3).systemValue).toBe(3);
  });

  it('marks bankers only in a system and drops them when the type changes', () => {
    const express = withBets(bet(1, 1.5), bet(2, 2), bet(3, 2));
    expect(setBanker(express, 1, true).bets[0]?.isBanker).toBe(false);
    const system = setBanker(setCouponType(express, 2), 1, true);
    expect(system.bets[0]?.isBanker).toBe(true);
    expect(setCouponType(system, 1).bets[0]?.isBanker).toBe(false);
  });

  it('remembers a bonus bet deleted by hand until the coupon is emptied', () => {
    const coupon = deleteBonusBet(withBets(bet(1, 1.5), bet(2, 2), bet(3, 2)));
    expect(coupon.manuallyDeletedBonusBet).toBe(true);
    expect(addBet(coupon, bet(4, 2)).coupon.manuallyDeletedBonusBet).toBe(true);
    expect(clearCoupon(coupon).manuallyDeletedBonusBet).toBe(false);
    expect(clearCoupon(coupon).typeId).toBe(0);
  });
});
