import type { CouponBet } from '../coupon/coupon-bet';

/**
 * The events of the runtime and of the features the chrome shows (DESIGN.md: session, ban,
 * maintenance, notifications, coupon, limits). Each kind has a `type`; kinds with several changes
 * carry a second discriminant, `change`, so a listener narrows twice: `ofType('session')`, then
 * `event.change`.
 */

/**
 * The player's session changed. `expired`: the server ended it after inactivity (spec/shell.md
 * section 4); the player sees a notice at the next start. The sign-in UI and the session check
 * publish these; the session store, the HTTP client and the token follow them.
 */
export type SessionEvent =
  | { readonly type: 'session'; readonly change: 'signed-in'; readonly userId: number }
  | { readonly type: 'session'; readonly change: 'signed-out' }
  | { readonly type: 'session'; readonly change: 'expired' };

/** spec/shell.md section 4: ban_level above 0 marks a banned player; ban_version picks the rule. */
export interface BanEvent {
  readonly type: 'ban';
  readonly level: number;
  readonly version: number;
}

/**
 * isUserTermsChanged (spec/shell.md section 4). Published by the user config when it loads, and by
 * the HTTP client when a call answers 451 with exception_code 1; the terms guard follows it.
 */
export interface TermsEvent {
  readonly type: 'terms';
  readonly changed: boolean;
}

/** spec/shell.md section 4: the site is in maintenance (cookie or configuration) or has left it. */
export interface MaintenanceEvent {
  readonly type: 'maintenance';
  readonly on: boolean;
}

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';

/** What a notification says: a dictionary key (with its parameters), or a text given as is. */
export type NotificationMessage =
  | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/**
 * Show one notification. It closes itself after NOTIFICATION_AUTO_CLOSE_MS (spec/shell.md section
 * 9) unless `permanent`: limits-coupon-signin.md section 4 keeps the session-limit notice up.
 */
export interface NotificationEvent {
  readonly type: 'notification';
  readonly kind: NotificationKind;
  readonly message: NotificationMessage;
  readonly permanent?: boolean;
}

/**
 * The coupon and the pages that fill it (limits-coupon-signin.md sections 3 and 4). Parcels never
 * import each other (DESIGN.md): a betting page toggles a selection with the whole bet it shows; the
 * coupon answers with the markets it now holds (pages mark those odds), also when a page that just
 * mounted asks for them; and it tells the others when it was placed (balances reload) or cleared.
 */
export type CouponEvent =
  | { readonly type: 'coupon'; readonly change: 'selection-toggled'; readonly bet: CouponBet }
  | {
      readonly type: 'coupon';
      readonly change: 'selections';
      readonly marketIds: readonly number[];
    }
  | { readonly type: 'coupon'; readonly change: 'selections-wanted' }
  | { readonly type: 'coupon'; readonly change: 'placed'; readonly couponId: number }
  | { readonly type: 'coupon'; readonly change: 'cleared' };

/**
 * Responsible-gambling limits (limits-coupon-signin.md section 4): the player's limits changed
 * (stores reload them), or the session limit ran out (the permanent notice, then disconnect).
 */
export type LimitsEvent =
  | { readonly type: 'limits'; readonly change: 'updated' }
  | { readonly type: 'limits'; readonly change: 'session-limit-ended' };

export type RuntimeEvent =
  | SessionEvent
  | BanEvent
  | TermsEvent
  | MaintenanceEvent
  | NotificationEvent
  | CouponEvent
  | LimitsEvent;
