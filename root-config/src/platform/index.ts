// @betshell/platform: one instance per page, shared by the root config and every parcel through
// the import map. Parcels import it; they never create their own bus, stores or HTTP client.
//
//   import { platform } from '@betshell/platform';
//
//   platform.bus          the typed event bus: bus.next({ type: 'notification', ... });
//                         bus.pipe(ofType('session')) / ofChange('coupon', 'placed')
//   platform.stores       the MobX root store: session, settings, siteConfig, navigation, blocking,
//                         notifications, dictionary, cookieAgreement, fingerprint, appVersion,
//                         visitorCountry
//   platform.http         axios, same origin, with spec/shell.md section 8: bearer token, 401
//                         retried with a fresh token, captcha and fingerprint retries, 451 to
//                         confirm-terms, CSRF header; every failure is a PlatformHttpError with a
//                         `status` (http-error, network-error, close, captcha-unavailable,
//                         captcha-declined, terms-to-confirm), a `code` and a `messageKey` to show
//   platform.captcha      register(presenter) => unregister: the sign-in UI's captcha
//   platform.cookies      get/set/remove honouring the cookie agreement; .agreement for the banner
//   platform.storage      local and session storage with expiry ({ expiresInMs })
//   platform.remoteViews  the one loader of remote views (import-map parcels, JSON render mode)
//   platform.clock        the window's time and timers, for stores a parcel makes
//   platform.i18n         the shell's i18next instance (parcels use react-i18next through
//                         platform.reactParcel)
import { createPlatform } from './create-platform';

export type { Environment, Platform, PlatformCookies } from './create-platform';
export type { CaptchaRegistry } from './captcha/captcha-registry';
export type { ExpiringStorage } from './storage/expiring-storage';
export type { ReactParcelOptions } from './parcels/react-parcel';
export { PlatformHttpError, isPlatformHttpError } from './http/platform-http-error';
export type {
  RemoteViewHandle,
  RemoteViewOptions,
  RemoteViews,
} from './remote-views/create-remote-views';

export const platform = createPlatform(window);
export { createOfficeSecurityHttpApi } from './http/office-security-http-api';
export { createAccountsHttpApi } from './http/accounts-http-api';
export { createEventSourceLineChanges } from './http/event-source-line-changes';
