import type { MarketResult } from '../line/market-result';
import {
  cashOutOffer,
  cashOutValueAccepted,
  couponStakesInPlay,
  partialCashOutProblem,
  partialCashOutValue,
  type CashOutSelection,
  type CouponToCashOut,
} from './cash-out-value';
import type { CouponTypeId } from './coupon-types';

function selection(
  marketId: number,
  coef: number,
  currentCoef: number | null,
  result: MarketResult | null = null,
  change: Partial<CashOutSelection> = {},
): CashOutSelection {
  return {
    marketId,
    coef,
    currentCoef,
    result,
    marketState: 'open',
    blockId: 1,
    isBanker: false,
    amount: null,
    ...change,
  };
}

function coupon(
  typeId: CouponTypeId,
  amount: number,
  selections: CashOutSelection[],
  change: Partial<CouponToCashOut> = {},
): CouponToCashOut {
  return { typeId, amount, amountByBlockId: {}, systemValue: null, selections, ...change };
}

describe('the cash-out value', () => {
  it('is a single worth its stake times placed over current odds, less the margin', () => {
    // 1000 × 2.0 / 1.6 = 1250, less 5 % = 1187.5 → 1187.
    expect(cashOutOffer(coupon(0, 1000, [selection(1, 2, 1.6)]))).toEqual({
      available: true,
      value: 1187,
    });
  });

  it('falls below the stake when the selection drifts and rises as it shortens', () => {
    const at = (now: number) => cashOutOffer(coupon(0, 1000, [selection(1, 2, now)]));
    expect(at(2)).toEqual({ available: true, value: 950 });
    expect(at(4)).toEqual({ available: true, value: 475 });
    expect(at(1.01)).toEqual({ available: true, value: 1881 });
  });

  it('counts an express leg already won at its placed odds and a void one at 1', () => {
    // 1000 × 1.5 (won) × 1 (void) × 2.2 / 2.0 = 1650, less 5 % = 1567.5.
    const express = coupon(1, 1000, [
      selection(1, 1.5, null, 'win'),
      selection(2, 3, null, 'void'),
      selection(3, 2.2, 2),
    ]);
    expect(cashOutOffer(express)).toEqual({ available: true, value: 1567 });
  });

  it('sums a system over its lines, a lost line worth nothing', () => {
    // 2 of 3, 900 over three lines of 300: (1,2) lost; (1,3) 300×2×2/2.5 = 480; (2,3) lost.
    const system = coupon(
      2,
      900,
      [selection(1, 2, 2.5), selection(2, 3, null, 'lose'), selection(3, 2, 2.5)],
      { systemValue: 2 },
    );
    // (1,3): 300 × 2 × 2 / (2.5 × 2.5) = 192, less 5 % = 182.4.
    expect(cashOutOffer(system)).toEqual({ available: true, value: 182 });
  });

  it('is refused while an undecided market is suspended or its game has ended', () => {
    expect(
      cashOutOffer(coupon(0, 1000, [selection(1, 2, 2, null, { marketState: 'suspended' })])),
    ).toEqual({ available: false, reason: 'market-suspended' });
    expect(cashOutOffer(coupon(0, 1000, [selection(1, 2, null)]))).toEqual({
      available: false,
      reason: 'market-suspended',
    });
    expect(
      cashOutOffer(
        coupon(1, 1000, [
          selection(1, 2, 2, null, { marketState: 'ended' }),
          selection(2, 2, 2, null, { marketState: 'suspended' }),
        ]),
      ),
    ).toEqual({ available: false, reason: 'event-ended' });
  });

  it('ignores the state of a market already decided', () => {
    const express = coupon(1, 1000, [
      selection(1, 2, null, 'win', { marketState: 'ended' }),
      selection(2, 2, 2),
    ]);
    expect(cashOutOffer(express)).toEqual({ available: true, value: 1900 });
  });

  it('offers nothing for a lost coupon or one whose results are all in', () => {
    expect(
      cashOutOffer(coupon(1, 1000, [selection(1, 2, null, 'lose'), selection(2, 2, 2)])),
    ).toEqual({ available: false, reason: 'coupon-lost' });
    expect(cashOutOffer(coupon(0, 1000, [selection(1, 2, null, 'win')]))).toEqual({
      available: false,
      reason: 'all-decided',
    });
  });

  it('never pays more than the coupon would if it won, nor a cent less as odds shorten', () => {
    // A sweep rather than random draws: odds placed and now on a grid, an express of two.
    for (const placed of [1.05, 1.5, 2, 3.75, 12]) {
      let before = 0;
      for (const now of [40, 9, 4, 2.5, 1.8, 1.3, 1.1, 1.01]) {
        const offer = cashOutOffer(
          coupon(1, 5000, [selection(1, placed, now), selection(2, 2, 2)]),
        );
        const value = offer.available ? offer.value : 0;
        expect(value).toBeLessThanOrEqual(Math.floor(5000 * placed * 2));
        expect(value).toBeGreaterThanOrEqual(before);
        before = value;
      }
    }
  });
});

describe('confirming a cash-out', () => {
  it('pays a risen value and one fallen within the tolerance, refuses a larger fall', () => {
    expect(cashOutValueAccepted(1000, 1200)).toBe(true);
    expect(cashOutValueAccepted(1000, 980)).toBe(true);
    expect(cashOutValueAccepted(1000, 979)).toBe(false);
  });
});

describe('a partial cash-out', () => {
  const base = { typeId: 1 as const, currency: 'RUB', stake: 10_000, value: 12_000 };

  it('pays its part of the value', () => {
    expect(partialCashOutValue(12_000, 10_000, 2500)).toBe(3000);
    expect(partialCashOutValue(12_001, 10_000, 3333)).toBe(3999);
  });

  it('takes a part of a single or express stake that leaves at least the minimum stake', () => {
    expect(partialCashOutProblem({ ...base, part: 4000 })).toBeNull();
    // RUB's minimum stake is 10, 1000 kopecks.
    expect(partialCashOutProblem({ ...base, part: 9500 })).toBe('rest-below-minimum');
    expect(partialCashOutProblem({ ...base, part: 10_000 })).toBe('bad-part');
    expect(partialCashOutProblem({ ...base, part: 0 })).toBe('bad-part');
    expect(partialCashOutProblem({ ...base, part: 1.5 })).toBe('bad-part');
    expect(partialCashOutProblem({ ...base, typeId: 10, part: 4000 })).toBe('type');
    expect(partialCashOutProblem({ ...base, value: 1, part: 4000 })).toBe('no-value');
  });

  it('takes a part of a system that leaves each line at least the minimum', () => {
    const system = { ...base, typeId: 2 as const, lines: 3 };
    expect(partialCashOutProblem({ ...system, part: 7000 })).toBeNull();
    expect(partialCashOutProblem({ ...system, part: 7001 })).toBe('rest-below-minimum');
  });

  it('takes a part of blocks that leaves each block at least the minimum', () => {
    const blocks = { ...base, typeId: 4 as const, blockStakes: { 1: 2_500, 2: 7_500 } };
    // 6 000 left: 1 500 and 4 500.
    expect(partialCashOutProblem({ ...blocks, part: 4000 })).toBeNull();
    // 3 000 left: 750 and 2 250, the first below 1 000.
    expect(partialCashOutProblem({ ...blocks, part: 7000 })).toBe('rest-below-minimum');
  });

  it('plays on with every bet of the coupon at the stake left, exactly', () => {
    const blocks = { typeId: 4 as const, amount: 10_000, blockIds: [1, 1, 2, 3] };
    expect(
      couponStakesInPlay({
        ...blocks,
        amountByBlockId: { 1: 2_000, 2: 3_000, 3: 5_000 },
        inPlay: 7_001,
      }),
    ).toEqual({ amount: 7_001, amountByBlockId: { 1: 1_401, 2: 2_100, 3: 3_500 } });
    // Blocks placed without a stake of their own share what the others leave.
    expect(
      couponStakesInPlay({ ...blocks, amountByBlockId: { 1: 2_000 }, inPlay: 10_000 }),
    ).toEqual({ amount: 10_000, amountByBlockId: { 1: 2_000, 2: 4_000, 3: 4_000 } });
    // A system's stake in play is split over its lines by settlement, as at placement.
    expect(
      couponStakesInPlay({
        typeId: 2,
        amount: 3_000,
        amountByBlockId: {},
        blockIds: [1, 1, 1],
        inPlay: 1_800,
      }),
    ).toEqual({ amount: 1_800, amountByBlockId: {} });
  });
});
