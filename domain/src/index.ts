// @betshell/domain: the rules of the spec, once. No UI, no I/O (DESIGN.md).
export * from './blocking';
export * from './blocking/blocking-store';
export * from './bus/shell-event';
// What a parcel of the first page (the header's phone menus) tells the analytics module: the
// function imports nothing at run time, so the analytics rules stay out of the first page.
export {
  publishAnalyticsEvent,
  type AnalyticsEventSink,
} from './analytics/publish-analytics-event';
export type { AnalyticsEventName } from './analytics/analytics-events';
export * from './cookies/cookie-names';
export * from './device/touch-desktop-tablet';
export * from './guards';
export * from './http/platform-api-contract';
export * from './i18n/merge-dictionary-texts';
export * from './language/site-languages';
export * from './language/resolve-language';
export * from './language/language-path';
export * from './language/language-locale';
export * from './site-config/default-site-config';
export * from './site-config/site-config';
export * from './site-config/site-config-groups';
export * from './site-config/site-config-store';
export * from './maintenance';
export * from './navigation/navigation-store';
export * from './navigation/settled-page';
export * from './redirects';
export * from './session/session-store';
export * from './session/user-token';
export * from './settings/settings-store';
export * from './retry/retry-with';
export * from './root-store';
export * from './shared-stores/shared-stores';
export * from './routing';
export * from './bus/runtime-events';
export * from './captcha/captcha-presenter';
export * from './cookies/consented-cookie-jar';
export * from './cookies/cookie-agreement';
export * from './cookies/cookie-agreement-store';
export * from './cookies/cookie-jar';
export * from './fingerprint/fingerprint-answer';
export * from './fingerprint/fingerprint-store';
export * from './http/failure-action';
export * from './http/http-failure';
export * from './http/share-within';
export * from './i18n/dictionary-store';
export * from './notifications/notifications-store';
export * from './settings/global-settings-cookies';
export * from './settings/display-settings';
export * from './settings/player-display-settings';
export * from './settings/side-panels';
export * from './time/clock';
export * from './time/display-time';
export * from './storage/expiring-entry';
export * from './remote-views';
export * from './bus/chrome-events';
export * from './storage/key-value-storage';
export * from './geo/site-countries';
export * from './geo/visitor-country-store';
// What the first page's parcels need of the chrome, the sign-in and the installable site: small,
// and here rather than in those entries, which the first page then does not load.
export * from './age-restriction/age-restriction-store';
export * from './chrome/first-paint-markup';
export * from './sign-in/player-menu';
export * from './sign-in/logout-request';
export * from './installable-site/pwa-worker-path';
export * from './odds/coef-views';
export * from './registration-reminder/registration-reminder-schedule';
export * from './app-version/app-version-watch';
export * from './coupon/coupon-summary';
export * from './seo';
export * from './site-config/site-config-answer';
export * from './navigation/main-navigation';
export * from './navigation/phone-navigation';
export * from './navigation/office-menu';
export * from './navigation/link-opens';
// The casino lobby's routes: the shell's layout (root-config/src/layout/shell-layout.ts) mounts the
// lobby app on them on every page, the rest of the casino rules stay in @betshell/domain/casino.
export * from './casino/casino-lobby-routes';
// The sportsbook's routes, for the same table; the sportsbook's rules stay in its entry.
export * from './sportsbook/sportsbook-routes';
// How money, numbers and odds read: the UI kit's Money and Odds format with them, and the kit
// comes with the first paint (the age question is its dialog); from the accounts and betting
// entries the kit would bring the whole coupon and accounts stores.
export { formatMoney, type MoneyFormat } from './accounts/money-format';
export { formatNumber, formatPercent } from './language/number-format';
export { formatOdds } from './odds/odds-format';
