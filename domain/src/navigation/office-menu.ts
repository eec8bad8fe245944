import type { SiteConfig } from '../site-config/site-config';
import { openLinks, type UnbuiltRoutes } from './link-opens';

/**
 * The personal office's section menu (spec/shell.md section 2.5): the office pages that are built,
 * each by its route name, its path under the language and the key of its page's title, which is
 * the menu's text too. The layout places it beside every office page (@betshell/office-menu): a
 * side menu on a desktop, the navigation-menu modal on a phone.
 */
export interface OfficeMenuItem {
  readonly route: string;
  readonly path: string;
  readonly labelKey: string;
}

export const OFFICE_MENU: readonly OfficeMenuItem[] = [
  { route: 'office-account', path: '/office/account', labelKey: 'money_office_account_title' },
  { route: 'office-recharge', path: '/office/recharge', labelKey: 'money_office_recharge_title' },
  { route: 'office-deduce', path: '/office/deduce', labelKey: 'money_office_deduce_title' },
  {
    route: 'office-historypay',
    path: '/office/historypay',
    labelKey: 'money_office_historypay_title',
  },
  {
    route: 'office-payment-requests',
    path: '/office/payment/requests',
    labelKey: 'money_office_requests_title',
  },
  { route: 'office-history', path: '/office/history', labelKey: 'bet_history_title' },
  {
    route: 'office-bonuses-deposit',
    path: '/office/bonuses/deposit',
    labelKey: 'money_office_bonuses_deposit_title',
  },
  {
    route: 'office-bonuses-wager',
    path: '/office/bonuses/wager',
    labelKey: 'money_office_bonuses_wager_title',
  },
  { route: 'office-promotion', path: '/office/promotion', labelKey: 'loyalty_promotion_title' },
  { route: 'office-rewards', path: '/office/rewards', labelKey: 'loyalty_rewards_title' },
  {
    route: 'office-vipcashback',
    path: '/office/casino/vipcashback',
    labelKey: 'loyalty_vipcashback_title',
  },
  {
    route: 'office-premiumcashback',
    path: '/office/casino/premiumcashback',
    labelKey: 'loyalty_premiumcashback_title',
  },
  {
    route: 'office-bringfriend',
    path: '/office/bringfriend',
    labelKey: 'loyalty_bringfriend_title',
  },
  {
    route: 'office-responsible',
    path: '/office/responsible',
    labelKey: 'responsible_gaming_title',
  },
  { route: 'office-security', path: '/office/security', labelKey: 'office_security_title' },
  { route: 'office-settings', path: '/office/settings', labelKey: 'office_settings_title' },
  { route: 'office-verification', path: '/office/verification', labelKey: 'verification_title' },
  // Listed only where the site config shows identification (its route's condition).
  {
    route: 'office-identification',
    path: '/office/identification',
    labelKey: 'verification_identification_title',
  },
  { route: 'office-paycheck', path: '/office/paycheck', labelKey: 'paycheck_title' },
  { route: 'office-share-idea', path: '/office/share-idea', labelKey: 'share_idea_title' },
  { route: 'office-support', path: '/office/support', labelKey: 'support_title' },
];

/** The menu's own name, for its `aria-label`. */
export const OFFICE_MENU_LABEL_KEY = 'area_office';

/** A menu entry as a page shows it: its link in the page's language, its text, whether it is this page. */
export interface OfficeMenuLink {
  readonly href: string;
  readonly text: string;
  readonly current: boolean;
}

/** The route names of the menu's pages: the office menu stands beside these. */
export const OFFICE_MENU_ROUTES: readonly string[] = [
  ...OFFICE_MENU.map((item) => item.route),
  'office-recharge-modal',
  'office-support-history',
  'office-user-question',
  'office-payment-create-request',
  'office-navigation-menu',
];

/**
 * The entries whose pages open under this site config and are built (linkOpens): a page the
 * config turns off (the payment route turned off hides recharge) answers 404, and a page no
 * application renders yet only says so, so no menu lists either.
 */
export function officeMenuFor<T extends { readonly path: string }>(
  config: SiteConfig,
  unbuilt: UnbuiltRoutes,
  items: readonly T[],
): T[] {
  return openLinks(config, unbuilt, items);
}

/**
 * The menu on the page of route `current` in language `lng`, its texts through `translate` (the
 * parcel's `t`), of the entries `items` (officeMenuFor). The recharge page opened as a modal
 * (`office-recharge-modal`) is the recharge entry; the menu opened as a modal by its address
 * (`office-navigation-menu`) stands over the account page, so the account entry is the current one.
 */
export function officeMenuLinks(
  lng: string,
  current: string | null,
  translate: (key: string) => string,
  items: readonly OfficeMenuItem[] = OFFICE_MENU,
): OfficeMenuLink[] {
  const page =
    current === 'office-recharge-modal'
      ? 'office-recharge'
      : current === 'office-navigation-menu'
        ? 'office-account'
        : current === 'office-support-history' || current === 'office-user-question'
          ? 'office-support'
          : current;
  return items.map((item) => ({
    href: `/${lng}${item.path}`,
    text: translate(item.labelKey),
    current: item.route === page,
  }));
}
