import { makeAutoObservable, observableRef } from 'mobx';

/**
 * What the chrome shows of the page's one coupon (the phone's bottom navigation counts its
 * selections and shows its button pressed while the coupon's sheet is open) without the coupon engine: that lives in the betting entry, which the first load does
 * not carry, so the root store keeps this view and the coupon store, once made, plugs its count
 * into it. The count is read from the coupon store itself, never copied: the coupon is its one
 * source.
 */
export class CouponSummary {
  private count: (() => number) | null = null;
  /**
   * Whether the coupon's sheet (the whole coupon over a phone's page) is open: the coupon parcel
   * opens and closes it here, and the bottom navigation reads it, so the open state has one home.
   */
  sheetOpen = false;

  constructor() {
    // The count is a function of the coupon store: kept as it is, never made observable inside.
    makeAutoObservable<CouponSummary, 'count'>(this, { count: observableRef });
  }

  /** The number of selections, or null while no coupon is made on this page yet. */
  get selections(): number | null {
    return this.count === null ? null : this.count();
  }

  /** The coupon store, when made (create-coupon-store.ts), says how to count its selections. */
  follow(count: () => number): void {
    this.count = count;
  }

  /** The coupon parcel opened or closed its sheet. */
  showSheet(open: boolean): void {
    this.sheetOpen = open;
  }
}
