import { bonusBetCoef, hasBonusBet } from './bonus-bet';
import { bet } from './coupon-fixtures';
import type { CouponTypeId } from './coupon-types';

const three = [bet(1, 1.5), bet(2, 1.1), bet(3, 2)];
const eligible = {
  typeId: 1 as CouponTypeId,
  bets: three,
  manuallyDeletedBonusBet: false,
  isAvailableCouponBonusBet: true,
};

describe('the bonus bet', () => {
  it('is added to an express of three bets at 1.1 or more when the site offers it', () => {
    expect(hasBonusBet(eligible)).toBe(true);
  });

  it.each([
    ['the coupon is a single', { typeId: 0 as CouponTypeId }],
    ['the coupon is a system', { typeId: 2 as CouponTypeId }],
    ['the coupon is multiple singles', { typeId: 10 as CouponTypeId }],
    ['the coupon has two bets', { bets: three.slice(0, 2) }],
    ['a bet is under 1.1', { bets: [bet(1, 1.5), bet(2, 1.099), bet(3, 2)] }],
    ['a bet is of kind 7', { bets: [bet(1, 1.5), { ...bet(2, 1.5), kind: 7 }, bet(3, 2)] }],
    ['the site flag is off', { isAvailableCouponBonusBet: false }],
    ['the player deleted it', { manuallyDeletedBonusBet: true }],
  ])('is not added when %s', (_, change) => {
    expect(hasBonusBet({ ...eligible, ...change })).toBe(false);
  });

  it.each([
    [1, 1.01],
    [3, 1.03],
    [5, 1.05],
    [9, 1.09],
    [10, 1.1],
    [15, 1.1],
    [0, 1.1],
  ])('has odds for %p bets of %p', (count, coef) => {
    expect(bonusBetCoef(count)).toBe(coef);
  });
});
