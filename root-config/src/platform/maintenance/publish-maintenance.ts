import { reaction } from 'mobx';
import {
  MAINTENANCE_COOKIE,
  isMaintenanceOn,
  type CookieJar,
  type ShellEventBus,
  type SiteConfigStore,
} from '@betshell/domain';

/**
 * Tells the bus whether the site is in maintenance (spec/shell.md section 4: the cookie, or the
 * configuration's isActive or web_state), now and whenever a new configuration changes it. The
 * fingerprint, and later analytics, stop while it is on.
 */
export function publishMaintenance(
  bus: ShellEventBus,
  siteConfig: SiteConfigStore,
  cookies: Pick<CookieJar, 'get'>,
): void {
  reaction(
    () => {
      const config = siteConfig.config;
      return config === null
        ? null
        : isMaintenanceOn(config.maintenance, cookies.get(MAINTENANCE_COOKIE));
    },
    (on) => {
      if (on !== null) bus.next({ type: 'maintenance', on });
    },
    { fireImmediately: true },
  );
}
