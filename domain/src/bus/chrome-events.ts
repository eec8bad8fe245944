/**
 * Events of the shell's chrome (issue 4): what one chrome parcel asks of another, since parcels
 * never import each other (DESIGN.md).
 */

/**
 * Open the cookie settings again (the footer's "Cookie settings" link asks the cookie banner), so
 * that withdrawing or widening an agreement is as easy as giving it.
 */
export interface CookieSettingsEvent {
  readonly type: 'cookie-settings';
}

export type ChromeEvent = CookieSettingsEvent;
