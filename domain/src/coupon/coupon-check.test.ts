import {
  addBet,
  emptyCoupon,
  setBanker,
  setCouponType,
  setSystemValue,
  type Coupon,
} from './coupon';
import {
  appliesMaxBetAmount,
  couponProblems,
  isVipBetAvailable,
  type StakeLimits,
} from './coupon-check';
import { bet } from './coupon-fixtures';

const limits: StakeLimits = {
  minBetAmount: 1000,
  maxBetAmount: 500000,
  couponTypesWithMinAmount: [0, 1, 2, 4, 10],
  couponTypesWithMaxAmount: [0, 1, 2],
};
const context = { limits, isBonusAccount: false, isActiveVipBet: false, showVipBet: true };

function coupon(amount: number, ...bets: ReturnType<typeof bet>[]): Coupon {
  return bets.reduce((one, added) => addBet(one, added).coupon, emptyCoupon(amount));
}
const codes = (one: Coupon, change: Partial<typeof context> = {}) =>
  couponProblems(one, { ...context, ...change }).map((problem) => problem.code);

describe('coupon checks', () => {
  it('passes a single and an express within the limits', () => {
    expect(codes(coupon(15000, bet(1, 1.5)))).toEqual([]);
    expect(codes(coupon(15000, bet(1, 1.5), bet(2, 2)))).toEqual([]);
  });

  it('refuses an empty coupon', () => {
    expect(codes(emptyCoupon(15000))).toEqual(['no-bets']);
  });

  it('refuses selections of one game in an express and a system', () => {
    const express = setCouponType(coupon(15000, bet(1, 1.5), bet(2, 2), bet(3, 2)), 10);
    const sameGame = addBet(express, bet(4, 1.7, { gameId: 1 })).coupon;
    expect(couponProblems(setCouponType(sameGame, 1), context)).toEqual([
      { code: 'dependent-selections', marketIds: [1, 4] },
    ]);
    expect(codes(setCouponType(sameGame, 2))).toEqual(['dependent-selections']);
    expect(codes(sameGame)).toEqual([]);
  });

  it('needs more non-bankers than the system value', () => {
    const system = setBanker(
      setCouponType(coupon(15000, bet(1, 2), bet(2, 2), bet(3, 2)), 2),
      1,
      true,
    );
    expect(codes(system)).toEqual(['too-few-bets', 'system-value']);
    const fine = setCouponType(coupon(15000, bet(1, 2), bet(2, 2), bet(3, 2)), 2);
    expect(codes(fine)).toEqual([]);
    expect(codes(setSystemValue(fine, 3))).toEqual(['system-value']);
  });

  it('refuses blocked selections and impossible odds', () => {
    expect(codes(coupon(15000, bet(1, 1.5, { isBlocked: true })))).toEqual(['blocked-selection']);
    expect(codes(coupon(15000, bet(1, 1)))).toEqual(['invalid-odds']);
  });

  it.each([
    [0, 'stake-not-whole'],
    [10.5, 'stake-not-whole'],
    [999, 'stake-below-min'],
    [500001, 'stake-above-max'],
  ])('refuses a stake of %p: %s', (amount, code) => {
    expect(codes(coupon(amount, bet(1, 1.5)))).toEqual([code]);
  });

  it('asks a system for the minimum on every line', () => {
    const system = setCouponType(coupon(2999, bet(1, 2), bet(2, 2), bet(3, 2)), 2);
    expect(couponProblems(system, context)).toEqual([{ code: 'stake-below-min', min: 3000 }]);
    expect(codes({ ...system, amount: 3000 })).toEqual([]);
  });

  it('applies the maximum only to listed types and never to the bonus account', () => {
    expect(appliesMaxBetAmount(0, limits, false)).toBe(true);
    expect(appliesMaxBetAmount(10, limits, false)).toBe(false);
    expect(appliesMaxBetAmount(0, limits, true)).toBe(false);
    expect(appliesMaxBetAmount(0, { ...limits, maxBetAmount: Infinity }, false)).toBe(false);
    expect(codes(coupon(900000, bet(1, 1.5)), { isBonusAccount: true })).toEqual([]);
    const singles = setCouponType(coupon(900000, bet(1, 1.5), bet(2, 2)), 10);
    expect(codes(singles)).toEqual([]);
  });

  it('applies the minimum only to the listed types', () => {
    const noMin = { ...limits, couponTypesWithMinAmount: [1] };
    expect(codes(coupon(1, bet(1, 1.5)), { limits: noMin })).toEqual([]);
  });

  it('judges each block and each single against the limits', () => {
    const singles = {
      ...setCouponType(coupon(5000, bet(1, 2), bet(2, 2)), 10),
      amountByBetId: { 2: 10 },
    };
    expect(codes(singles)).toEqual(['stake-below-min']);
  });

  it('lets an available VIP bet ask for more than the maximum', () => {
    const big = coupon(900000, bet(1, 1.5));
    expect(codes(big, { isActiveVipBet: true })).toEqual([]);
    const live = coupon(900000, bet(1, 1.5, { isLive: true }));
    expect(codes(live, { isActiveVipBet: true })).toEqual(['stake-above-max']);
  });

  describe('VIP bet availability', () => {
    const line = coupon(1000, bet(1, 1.5), bet(2, 2));
    it('is available for line bets under a finite maximum when the site shows it', () => {
      expect(isVipBetAvailable(line, 500000, true)).toBe(true);
    });
    it.each([
      ['the maximum is infinite', line, Infinity, true],
      ['the site does not show it', line, 500000, false],
      ['the coupon is empty', emptyCoupon(1000), 500000, true],
      ['a bet is live', coupon(1000, bet(1, 1.5), bet(2, 2, { isLive: true })), 500000, true],
      ['the type is multiple singles', setCouponType(line, 10), 500000, true],
    ])('is not available when %s', (_, one, max, show) => {
      expect(isVipBetAvailable(one, max, show)).toBe(false);
    });
  });
});
