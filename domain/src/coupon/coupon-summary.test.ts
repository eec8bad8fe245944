import { observable, reaction, runInAction } from 'mobx';
import { CouponSummary } from './coupon-summary';

describe("the coupon's summary", () => {
  it('has no count until a coupon is made, then follows its selections as they change', () => {
    const summary = new CouponSummary();
    const seen: Array<number | null> = [];
    const stop = reaction(
      () => summary.selections,
      (selections) => seen.push(selections),
      { fireImmediately: true },
    );
    const bets = observable.array([1, 2]);
    summary.follow(() => bets.length);
    runInAction(() => bets.push(3));
    runInAction(() => bets.clear());
    stop();
    expect(seen).toEqual([null, 2, 3, 0]);
  });

  it("keeps whether the coupon's sheet is open, closed until the coupon opens it", () => {
    const summary = new CouponSummary();
    const seen: boolean[] = [];
    const stop = reaction(
      () => summary.sheetOpen,
      (open) => seen.push(open),
      { fireImmediately: true },
    );
    summary.showSheet(true);
    summary.showSheet(false);
    stop();
    expect(seen).toEqual([false, true, false]);
  });
});
