import type { SettledPage } from '../navigation/settled-page';

/** spec/shell.md section 9: "Analytics delayed 10000 ms except on registration pages". */
export const ANALYTICS_DELAY_MS = 10_000;

/** spec/shell.md section 9 and limits-coupon-signin.md section 7: "Performance report after 10 s". */
export const PERFORMANCE_REPORT_DELAY_MS = 10_000;

/** Routes that are registration pages: analytics starts on them at once. */
export const REGISTRATION_ROUTES: ReadonlySet<string> = new Set(['registration']);

export function isRegistrationPage(page: SettledPage): boolean {
  return page.kind === 'route' && REGISTRATION_ROUTES.has(page.name);
}

/**
 * How long after the page started analytics waits before it loads its scripts and sends what it
 * has queued: 10 000 ms, or nothing on a registration page (the visit that registers is the one
 * the site most wants to count, and it may be short).
 */
export function analyticsDelayMs(page: SettledPage): number {
  return isRegistrationPage(page) ? 0 : ANALYTICS_DELAY_MS;
}

/** The moment (ms since the epoch) analytics may send, for a page started at `startedAt`. */
export function analyticsStartsAt(startedAt: number, page: SettledPage): number {
  return startedAt + analyticsDelayMs(page);
}

export interface AnalyticsConsent {
  /** The site is in maintenance (isMaintenanceOn): limits-coupon-signin.md section 4 skips analytics. */
  readonly inMaintenance: boolean;
  /** The visitor agreed to marketing cookies (spec/shell.md section 6, the cookie agreement). */
  readonly marketingAgreed: boolean;
}

/**
 * Analytics runs only with the marketing cookie agreement and never in maintenance. Without
 * consent nothing is sent, no script is loaded and nothing is kept to send later.
 */
export function analyticsAllowed(consent: AnalyticsConsent): boolean {
  return consent.marketingAgreed && !consent.inMaintenance;
}
