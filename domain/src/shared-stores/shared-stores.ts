import type { AccountsStore } from '../accounts/accounts-store';
import type { CouponStore } from '../coupon/coupon-store';
import type { LimitsStore } from '../limits/limits-store';
import type { LiveLine } from '../line/live-line';
import type { OfficeSecurityStore } from '../office-security/office-security-store';
import type { LogoutRequest } from '../sign-in/logout-request';
import type { BettingSettingsStore } from '../sportsbook/betting-settings-store';
import type { SupportSummaryStore } from '../support/support-summary-store';

/**
 * Stores that several parcels share but the first paint does not need (the first-load
 * budget): their code lives in the entries of @betshell/domain the parcels bundle, not in the
 * platform. The platform keeps the one instance: the first parcel to ask creates it, every later
 * one gets the same, so the header's balance and the office's accounts page never disagree.
 */
export interface SharedStores {
  readonly accounts: AccountsStore;
  readonly coupon: CouponStore;
  readonly limits: LimitsStore;
  readonly bettingSettings: BettingSettingsStore;
  /** The player's user config as the office security page and the office menu read it. */
  readonly officeSecurity: OfficeSecurityStore;
  /** The page's one stream of the line's changes (line/live-line.ts). */
  readonly liveLine: LiveLine;
  /** A logout the sign-in parcel has not carried out yet (sign-in/logout-request.ts). */
  readonly logoutRequest: LogoutRequest;
  /** The player's open support requests and unread answers (support/support-summary-store.ts). */
  readonly supportSummary: SupportSummaryStore;
}

/** `shared('coupon', () => new CouponStore(...))`: the existing instance, else the one made now. */
export type SharedStoreRegistry = <K extends keyof SharedStores>(
  key: K,
  create: () => SharedStores[K],
) => SharedStores[K];

export function createSharedStoreRegistry(): SharedStoreRegistry {
  const made = new Map<keyof SharedStores, SharedStores[keyof SharedStores]>();
  return <K extends keyof SharedStores>(key: K, create: () => SharedStores[K]) => {
    const existing = made.get(key) as SharedStores[K] | undefined;
    if (existing !== undefined) return existing;
    const store = create();
    made.set(key, store);
    return store;
  };
}
