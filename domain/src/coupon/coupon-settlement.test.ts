import type { MarketResult } from '../line/market-result';
import { settleCoupon, type CouponToSettle, type SelectionToSettle } from './coupon-settlement';
import type { CouponTypeId } from './coupon-types';

function selection(
  marketId: number,
  coef: number,
  result: MarketResult | null,
  change: Partial<SelectionToSettle> = {},
): SelectionToSettle {
  return { marketId, coef, blockId: 1, isBanker: false, amount: null, result, ...change };
}

function coupon(
  typeId: CouponTypeId,
  amount: number,
  selections: SelectionToSettle[],
  change: Partial<CouponToSettle> = {},
): CouponToSettle {
  return {
    typeId,
    amount,
    amountByBlockId: {},
    systemValue: null,
    bonusBetCoef: null,
    selections,
    ...change,
  };
}

describe('settling a coupon', () => {
  it('waits while any selection has no result', () => {
    expect(settleCoupon(coupon(1, 1000, [selection(1, 2, 'win'), selection(2, 3, null)]))).toEqual({
      decided: false,
    });
  });

  it('pays a winning single its stake times its odds', () => {
    expect(settleCoupon(coupon(0, 1000, [selection(1, 1.875, 'win')]))).toEqual({
      decided: true,
      state: 'won',
      payout: 1875,
    });
  });

  it('pays nothing for a losing single and the stake back for a void one', () => {
    expect(settleCoupon(coupon(0, 1000, [selection(1, 2, 'lose')]))).toMatchObject({
      state: 'lost',
      payout: 0,
    });
    expect(settleCoupon(coupon(0, 1000, [selection(1, 2, 'void')]))).toMatchObject({
      state: 'void',
      payout: 1000,
    });
  });

  it('pays an express the product of its odds, truncated to minor units', () => {
    // 333 * 1.5 * 2.1 = 1048.95 -> 1048
    expect(
      settleCoupon(coupon(1, 333, [selection(1, 1.5, 'win'), selection(2, 2.1, 'win')])),
    ).toMatchObject({ state: 'won', payout: 1048 });
  });

  it('counts a void selection of an express as odds 1', () => {
    expect(
      settleCoupon(
        coupon(1, 1000, [
          selection(1, 1.5, 'win'),
          selection(2, 3, 'void'),
          selection(3, 2, 'win'),
        ]),
      ),
    ).toMatchObject({ state: 'won', payout: 3000 });
  });

  it('loses an express with one losing selection', () => {
    expect(
      settleCoupon(coupon(1, 1000, [selection(1, 1.5, 'win'), selection(2, 3, 'lose')])),
    ).toMatchObject({ state: 'lost', payout: 0 });
  });

  it('adds the bonus bet odds to a winning express with no void selection only', () => {
    const legs = [selection(1, 2, 'win'), selection(2, 2, 'win'), selection(3, 2, 'win')];
    expect(settleCoupon(coupon(1, 1000, legs, { bonusBetCoef: 1.03 }))).toMatchObject({
      payout: 8240,
    });
    const withVoid = [...legs.slice(0, 2), selection(3, 2, 'void')];
    expect(settleCoupon(coupon(1, 1000, withVoid, { bonusBetCoef: 1.03 }))).toMatchObject({
      payout: 4000,
    });
  });

  it('pays a 2/3 system the lines that won, its stake split evenly with the rest on the first line', () => {
    // 1000 over 3 lines: 334, 333, 333. Lines (1,2) win at 2*3, (1,3) and (2,3) lose.
    const settled = settleCoupon(
      coupon(2, 1000, [selection(1, 2, 'win'), selection(2, 3, 'win'), selection(3, 4, 'lose')], {
        systemValue: 2,
      }),
    );
    expect(settled).toMatchObject({ state: 'won', payout: 334 * 6 });
  });

  it('pays each system line that holds a void selection at odds 1 for it', () => {
    const settled = settleCoupon(
      coupon(2, 300, [selection(1, 2, 'win'), selection(2, 3, 'void'), selection(3, 4, 'win')], {
        systemValue: 2,
      }),
    );
    // lines (1,2) 100*2, (1,3) 100*8, (2,3) 100*4
    expect(settled).toMatchObject({ state: 'won', payout: 200 + 800 + 400 });
  });

  it('loses a whole system when its banker loses', () => {
    const settled = settleCoupon(
      coupon(
        2,
        900,
        [
          selection(1, 1.5, 'lose', { isBanker: true }),
          selection(2, 2, 'win'),
          selection(3, 3, 'win'),
          selection(4, 4, 'win'),
        ],
        { systemValue: 2 },
      ),
    );
    expect(settled).toMatchObject({ state: 'lost', payout: 0 });
  });

  it('puts a winning banker in every system line', () => {
    const settled = settleCoupon(
      coupon(
        2,
        900,
        [
          selection(1, 1.5, 'win', { isBanker: true }),
          selection(2, 2, 'win'),
          selection(3, 3, 'win'),
          selection(4, 4, 'lose'),
        ],
        { systemValue: 2 },
      ),
    );
    // only the line banker + 2 + 3 wins: 300 * 1.5 * 2 * 3
    expect(settled).toMatchObject({ state: 'won', payout: 2700 });
  });

  it('settles each block of a blocks coupon as its own express with its own stake', () => {
    const settled = settleCoupon(
      coupon(
        4,
        1000,
        [
          selection(1, 2, 'win', { blockId: 1 }),
          selection(2, 3, 'win', { blockId: 1 }),
          selection(3, 5, 'lose', { blockId: 2 }),
          selection(4, 5, 'win', { blockId: 2 }),
        ],
        { amountByBlockId: { 1: 500, 2: 700 } },
      ),
    );
    expect(settled).toMatchObject({ state: 'won', payout: 3000 });
  });

  it('settles multiple singles each on its own stake', () => {
    const settled = settleCoupon(
      coupon(10, 0, [
        selection(1, 2, 'win', { amount: 1000 }),
        selection(2, 3, 'lose', { amount: 500 }),
        selection(3, 4, 'void', { amount: 200 }),
      ]),
    );
    expect(settled).toMatchObject({ state: 'won', payout: 2000 + 200 });
  });
});
