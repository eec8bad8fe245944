import {
  COOKIE,
  MAINTENANCE_COOKIE,
  isTouchDesktopTablet,
  type NavigationState,
} from '@betshell/domain';
import type { Platform } from '@betshell/platform';

/**
 * The guard pipeline's state, read from the platform. The player's ban and terms come from the
 * session store, which follows the bus: the user config publishes them, and the HTTP
 * client publishes terms to confirm when a call answers 451 with exception_code 1.
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
    player: stores.session.player,
    environment: platform.environment,
    fromInsideApp,
    touchDesktopTablet: isTouchDesktopTablet(platform.device),
  };
}
