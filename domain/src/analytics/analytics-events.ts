/**
 * The analytics event catalogue. limits-coupon-signin.md section 1 and 11 say events
 * exist for registration, login, password recovery, account settings, security, promotions and the
 * main page, sent to a collector with numeric ids, and that "individual event names and ids: not
 * shown". These names and ids are ours (docs/analytics.md); the collector stores the id, so an id
 * once given never changes its meaning: add new events with new ids, never renumber.
 */
export const ANALYTICS_EVENTS = {
  main_page_view: { id: 1, category: 'main_page' },
  registration_page_view: { id: 10, category: 'registration' },
  registration_success: { id: 11, category: 'registration' },
  social_registration_start: { id: 12, category: 'registration' },
  login_popup_open: { id: 20, category: 'login' },
  login_success: { id: 21, category: 'login' },
  logout: { id: 22, category: 'login' },
  password_recovery_open: { id: 30, category: 'password_recovery' },
  password_reset_page_view: { id: 31, category: 'password_recovery' },
  account_settings_view: { id: 40, category: 'account_settings' },
  account_menu_section: { id: 41, category: 'account_settings' },
  security_view: { id: 50, category: 'security' },
  promotions_view: { id: 60, category: 'promotions' },
  // What the player does that no other bus event shows: the parcels' stores announce these on the
  // bus (publishAnalyticsEvent), each only once the server has taken the action.
  /** The player asked for a recovery link or code; label: the channel, email or phone. */
  password_recovery_requested: { id: 32, category: 'password_recovery' },
  /** A new password was set by an e-mailed link or an SMS code; label: link or code. */
  password_reset_done: { id: 33, category: 'password_recovery' },
  /** A phone was bound with its SMS code (office settings). */
  phone_bound: { id: 42, category: 'account_settings' },
  /** An e-mail was given and its confirmation link sent (office settings). */
  email_bound: { id: 43, category: 'account_settings' },
  /** A mailing flag was saved; label: the flag and its new state, e.g. enable_mail_news:on. */
  mailing_saved: { id: 44, category: 'account_settings' },
  password_changed: { id: 51, category: 'security' },
  two_factor_on: { id: 52, category: 'security' },
  two_factor_off: { id: 53, category: 'security' },
  secure_question_set: { id: 54, category: 'security' },
  /** The bonus a new player chose at registration; label: none, sport or casino. */
  bonus_chosen: { id: 61, category: 'promotions' },
  /**
   * A promo code checked (the "promo code check" of the account menu); label: where it was entered
   * and how it ended, e.g. deposit:ok or registration:expired.
   */
  promo_code_checked: { id: 62, category: 'promotions' },
  /** A bonus taken after its terms were shown; label: its kind, e.g. deposit_match. */
  bonus_taken: { id: 63, category: 'promotions' },
  // limits-coupon-signin.md section 2 knows a "mobile menu" and a "bottom navigation" only through
  // analytics: the phone's chrome announces what the player chose there (publishAnalyticsEvent).
  /** The mobile menu opened (from the bottom navigation's Menu). */
  mobile_menu_open: { id: 70, category: 'mobile_menu' },
  /** An entry of the main navigation chosen in the mobile menu; label: its path, e.g. /live. */
  mobile_menu_navigation: { id: 71, category: 'mobile_menu' },
  /** A language chosen in the mobile menu; label: its code, e.g. en. */
  mobile_menu_language: { id: 72, category: 'mobile_menu' },
  /** A button of the bottom navigation; label: sports, live, casino, bet_slip or menu. */
  bottom_navigation_item: { id: 80, category: 'bottom_navigation' },
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsCategory = (typeof ANALYTICS_EVENTS)[AnalyticsEventName]['category'];

/** One event as the module sends it: the catalogue's name, an optional label, the page's path. */
export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly label?: string;
  /** The path (with its language segment) the event happened on. */
  readonly path: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

const BY_ID: ReadonlyMap<number, AnalyticsEventName> = new Map(
  (Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[]).map((name) => [
    ANALYTICS_EVENTS[name].id,
    name,
  ]),
);

export function analyticsEventId(name: AnalyticsEventName): number {
  return ANALYTICS_EVENTS[name].id;
}

/** The event a collector id stands for; undefined for an id the catalogue does not know. */
export function analyticsEventNameOf(id: number): AnalyticsEventName | undefined {
  return BY_ID.get(id);
}

/**
 * limits-coupon-signin.md section 2: "Account menu sections, used as analytics labels only", as the
 * spec writes them.
 */
export const ACCOUNT_MENU_LABELS = [
  'bets history',
  'recharge',
  'withdrawal',
  'payment history',
  'personal data',
  'security',
  'referral program',
  'QR login',
  'mailing',
  'promo code check',
  'cashback',
  'bonuses',
  'wallets',
  'account',
  'sports in Line and Live',
] as const;

export type AccountMenuLabel = (typeof ACCOUNT_MENU_LABELS)[number];

/**
 * The office routes behind the account menu's sections. QR login, mailing, wallets and "sports in
 * Line and Live" have no office route in the route table, so no page sends them.
 */
export const ACCOUNT_MENU_ROUTE_LABELS: Readonly<Record<string, AccountMenuLabel>> = {
  'office-history': 'bets history',
  'office-recharge': 'recharge',
  'office-recharge-modal': 'recharge',
  'office-deduce': 'withdrawal',
  'office-historypay': 'payment history',
  'office-settings': 'personal data',
  'office-security': 'security',
  'office-bringfriend': 'referral program',
  'office-promotion': 'promo code check',
  'office-vipcashback': 'cashback',
  'office-premiumcashback': 'cashback',
  'office-bonuses-deposit': 'bonuses',
  'office-bonuses-wager': 'bonuses',
  'office-account': 'account',
};
