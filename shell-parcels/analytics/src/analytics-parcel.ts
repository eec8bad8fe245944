// @betshell/analytics: the analytics module on the bus, chrome of the default layout
// loaded after the first paint. It renders nothing: it listens to the bus from the first mount for
// the rest of the page's life, so leaving and coming back to a default-layout page counts once.
import { DEFAULT_SITE_CONFIG, MAINTENANCE_COOKIE, isMaintenanceOn } from '@betshell/domain';
import { createAnalyticsHttpApi } from '@betshell/domain/analytics';
import { platform } from '@betshell/platform';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { startAnalyticsModule } from './analytics-module';
import { CounterScripts } from './counter-scripts';

const log = (message: string, detail?: unknown) => console.warn(message, detail);
let started = false;

function start(): void {
  if (started) return;
  started = true;
  const { stores } = platform;
  const config = () => stores.siteConfig.config ?? DEFAULT_SITE_CONFIG;
  startAnalyticsModule({
    bus: platform.bus,
    api: createAnalyticsHttpApi(platform.http),
    clock: platform.clock,
    storage: platform.storage.local,
    consent: () => ({
      marketingAgreed: platform.cookies.agreement.allows('marketing'),
      inMaintenance: isMaintenanceOn(
        config().maintenance,
        platform.cookies.get(MAINTENANCE_COOKIE),
      ),
    }),
    scripts: new CounterScripts(window, log),
    counterScope: () => ({ domain: window.location.hostname, projectId: config().group_id }),
    current: () => ({
      pathname: stores.navigation.pathname,
      search: stores.navigation.search,
      lng: stores.settings.language,
      page: stores.navigation.page,
    }),
    // The 10 s count from when the page began loading, not from when this parcel arrived.
    startedAt: Math.round(performance.timeOrigin),
    log,
    measureVitals: (record) => {
      const options = { reportAllChanges: true };
      onLCP((metric) => record('LCP', metric.value), options);
      onINP((metric) => record('INP', metric.value), options);
      onCLS((metric) => record('CLS', metric.value), options);
      onFCP((metric) => record('FCP', metric.value), options);
      onTTFB((metric) => record('TTFB', metric.value), options);
    },
  });
}

// Kept out of the lifecycles' way: the module runs whatever single-spa mounts.
export const bootstrap = (): Promise<void> => {
  start();
  return Promise.resolve();
};
export const mount = (): Promise<void> => Promise.resolve();
export const unmount = (): Promise<void> => Promise.resolve();
