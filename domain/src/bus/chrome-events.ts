/**
 * Events of the shell's chrome: what one chrome parcel asks of another, since parcels
 * never import each other (DESIGN.md).
 */

/**
 * Open the cookie settings again (the footer's "Cookie settings" link asks the cookie banner), so
 * that withdrawing or widening an agreement is as easy as giving it.
 */
export interface CookieSettingsEvent {
  readonly type: 'cookie-settings';
}

/**
 * What the header (or any parcel) asks of the sign-in parcel: open the login modal, or log out.
 */
export type SignInRequestEvent =
  | { readonly type: 'sign-in'; readonly change: 'open-login'; readonly returnUrl?: string }
  | { readonly type: 'sign-in'; readonly change: 'logout' };

/**
 * On a phone the coupon is a bottom sheet: the bottom navigation's "Bet slip" asks the coupon to
 * open it (or close it). Whether it is open is state, not an event: the root store's
 * `couponSummary.sheetOpen`, which the coupon sets and the bottom navigation reads.
 */
export interface CouponSheetEvent {
  readonly type: 'coupon-sheet';
  readonly change: 'open' | 'close' | 'toggle';
}

export type ChromeEvent = CookieSettingsEvent | SignInRequestEvent | CouponSheetEvent;
