import { COOKIE } from '../cookies/cookie-names';
import { PAYMENT_STATUS, type PaymentStatus } from './payments';

/** spec/shell.md section 9 and limits-coupon-signin.md section 9: team cash cookies live this long. */
export const TEAM_CASH_COOKIE_LIFETIME_MS = 321_408_000;
/** Ours: the cookie names (the spec gives only their lifetime), listed with the site's cookies. */
export const TEAM_CASH_SHOWN_COOKIE = COOKIE.teamCashShown;
export const TEAM_CASH_ACTIVATED_COOKIE = COOKIE.teamCashActivated;
/** Team cash reads the first page of history, and a second while fewer than this are completed. */
export const TEAM_CASH_SECOND_PAGE_BELOW = 5;

export type TeamCashDecision = 'none' | 'show' | 'show-and-activate';

/**
 * spec/shell.md section 4, Team cash popup: signed-in players only; with exactly 3 completed
 * payments (status 2) it shows once; with 4 it shows and is then marked activated, after which it
 * never shows again.
 */
export function teamCashDecision(input: {
  readonly authorised: boolean;
  readonly completedPayments: number;
  readonly shown: boolean;
  readonly activated: boolean;
}): TeamCashDecision {
  if (!input.authorised || input.activated) return 'none';
  if (input.completedPayments === 3) return input.shown ? 'none' : 'show';
  return input.completedPayments === 4 ? 'show-and-activate' : 'none';
}

/** How many of a history page's payments are completed (status 2). */
export function completedPaymentCount(
  items: readonly { readonly status_id: PaymentStatus }[],
): number {
  return items.filter((item) => item.status_id === PAYMENT_STATUS.completed).length;
}

/** Whether team cash reads the second page of history after the first. */
export function teamCashNeedsSecondPage(
  completedOnFirstPage: number,
  totalCount: number,
  pageSize: number,
): boolean {
  return completedOnFirstPage < TEAM_CASH_SECOND_PAGE_BELOW && totalCount > pageSize;
}
