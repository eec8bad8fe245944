import type { SettledPage, ShellEvent } from '@betshell/domain';
import {
  AnalyticsDispatcher,
  AnalyticsStorageCounters,
  PerformanceReport,
  analyticsAllowed,
  counterEventCalls,
  counterGlobalOf,
  counterInitCalls,
  counterScripts,
  vitalsRouteOf,
  type AnalyticsApi,
  type AnalyticsConsent,
  type AnalyticsCounter,
  type AnalyticsEvent,
  type AnalyticsSink,
  type WebVitalName,
} from '@betshell/domain/analytics';
import type { Clock, KeyValueStorage, LanguageCode } from '@betshell/domain';
import type { Observable } from 'rxjs';
import type { CounterScripts } from './counter-scripts';

export interface AnalyticsModuleOptions {
  readonly bus: Observable<ShellEvent>;
  readonly api: AnalyticsApi;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  readonly consent: () => AnalyticsConsent;
  readonly scripts: CounterScripts;
  /** The host name and the config's group_id the counter list is asked for. */
  readonly counterScope: () => { readonly domain: string; readonly projectId: number };
  /** Where the visitor is now (the page settled before this module started listening). */
  readonly current: () => {
    pathname: string;
    search: string;
    lng: LanguageCode;
    page: SettledPage | null;
  };
  readonly startedAt: number;
  readonly log: (message: string, detail?: unknown) => void;
  /** Subscribes the Web Vitals; the browser's is web-vitals (analytics-parcel.ts). */
  readonly measureVitals: (record: (name: WebVitalName, value: number) => void) => void;
}

/**
 * The analytics module, one per page: the dispatcher's rules on the bus, a sink that
 * sends to the collector, gtag and the counters, and the performance report.
 */
export function startAnalyticsModule(options: AnalyticsModuleOptions): () => void {
  const { api, clock, scripts, log } = options;
  let counters: Promise<readonly AnalyticsCounter[]> = Promise.resolve([]);

  const sink: AnalyticsSink = {
    start() {
      const { domain, projectId } = options.counterScope();
      counters = api.counters(domain, projectId).then(
        (listed) => {
          for (const [global, src] of counterScripts(listed)) scripts.load(global, src);
          for (const counter of listed) {
            if (counterGlobalOf(counter) === undefined) {
              log('analytics counter of an unknown type skipped', counter);
              continue;
            }
            for (const call of counterInitCalls(counter, clock.now())) scripts.call(call);
          }
          return listed;
        },
        (error: unknown) => {
          log('analytics counters could not be listed', error);
          return [];
        },
      );
    },
    send(events: readonly AnalyticsEvent[]) {
      api.collect(events).catch((error: unknown) => log('analytics collector failed', error));
      void counters.then((listed) => {
        for (const counter of listed)
          for (const event of events)
            for (const call of counterEventCalls(counter, event)) scripts.call(call);
      });
    },
  };

  const dispatcher = new AnalyticsDispatcher({
    clock,
    consent: options.consent,
    storage: new AnalyticsStorageCounters(options.storage, () => clock.now()),
    sink,
    startedAt: options.startedAt,
  });
  const { pathname, search, lng, page } = options.current();
  if (page !== null) {
    // The first page settled before this parcel loaded (it waits for the first paint).
    dispatcher.handle({ type: 'navigation', pathname, search, lng, page });
  }
  const subscription = options.bus.subscribe((event) => dispatcher.handle(event));

  const report = new PerformanceReport(clock, {
    route: () => {
      const current = options.current().page;
      return current === null ? null : vitalsRouteOf(current);
    },
    allowed: () => analyticsAllowed(options.consent()),
    send: (body) => {
      api.reportVitals(body).catch((error: unknown) => log('performance report failed', error));
    },
  });
  options.measureVitals((name, value) => report.record(name, value));
  report.start(options.startedAt);

  return () => {
    subscription.unsubscribe();
    dispatcher.dispose();
    report.dispose();
  };
}
