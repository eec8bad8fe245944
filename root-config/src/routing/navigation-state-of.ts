import {
  ANONYMOUS_PLAYER,
  COOKIE,
  MAINTENANCE_COOKIE,
  isTouchDesktopTablet,
  type NavigationState,
} from '@betshell/domain';
import type { Platform } from '@betshell/platform';

/**
 * The guard pipeline's state, read from the platform. Ban level, ban version and the terms flag come
 * from the user config, which arrives with sign-in (issue 5); until then every player has the
 * anonymous values for them (README, status).
 */
export function navigationStateOf(platform: Platform, fromInsideApp: boolean): NavigationState {
  const { stores, cookies } = platform;
  const config = stores.siteConfig.config;
  if (config === null) throw new Error('the guards need the site config, which has not loaded');
  return {
    availableLanguages: stores.settings.availableLanguages,
    languagePreferences: platform.languagePreferences(),
    config,
    maintenanceCookie: cookies.get(MAINTENANCE_COOKIE),
    blockingReason: stores.blocking.reason({
      forceGeoOffCookie: cookies.get(COOKIE.forceGeoOff),
      forceGeoOffAllowed: config.forceGeoOffAllowed,
    }),
    player: { ...ANONYMOUS_PLAYER, authorised: stores.session.authorised },
    environment: platform.environment,
    fromInsideApp,
    touchDesktopTablet: isTouchDesktopTablet(platform.device),
  };
}
