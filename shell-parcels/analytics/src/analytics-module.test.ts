import type { ShellEvent } from '@betshell/domain';
import type { AnalyticsApi, AnalyticsConsent, AnalyticsEvent } from '@betshell/domain/analytics';
import { manualClock, memoryStorage, settledRouteFixture } from '@betshell/domain/testing';
import { Subject } from 'rxjs';
import { startAnalyticsModule } from './analytics-module';
import { CounterScripts } from './counter-scripts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(consent: AnalyticsConsent = { marketingAgreed: true, inMaintenance: false }) {
  const clock = manualClock();
  const bus = new Subject<ShellEvent>();
  const collected: AnalyticsEvent[][] = [];
  const reports: unknown[] = [];
  const counters = jest.fn(() =>
    Promise.resolve([
      { id: 8, key: '4242', scriptUrl: '/counters/ym.js' },
      { id: 8, key: '4343', scriptUrl: '/counters/ym-other.js' },
      { id: 4, key: 'px', scriptUrl: '/counters/tw.js' },
      { id: 99, key: 'x', scriptUrl: '/counters/unknown.js' },
    ]),
  );
  const api: AnalyticsApi = {
    counters,
    collect: jest.fn((events: readonly AnalyticsEvent[]) => {
      collected.push([...events]);
      return Promise.resolve();
    }),
    reportVitals: jest.fn((report) => {
      reports.push(report);
      return Promise.resolve();
    }),
  };
  let record: (name: 'LCP' | 'TTFB', value: number) => void = () => undefined;
  const stop = startAnalyticsModule({
    bus,
    api,
    clock,
    storage: memoryStorage(clock),
    consent: () => consent,
    scripts: new CounterScripts(window, jest.fn()),
    counterScope: () => ({ domain: 'bet.example', projectId: 7 }),
    current: () => ({ pathname: '/ru/', search: '', lng: 'ru', page: settledRouteFixture() }),
    startedAt: clock.now(),
    log: jest.fn(),
    measureVitals: (recorder) => {
      record = recorder;
    },
  });
  return {
    clock,
    bus,
    counters,
    collected,
    reports,
    stop,
    record: (n: 'LCP' | 'TTFB', v: number) => record(n, v),
  };
}

const counterScriptsOnPage = () =>
  [...document.head.querySelectorAll('script[data-counter]')].map((script) =>
    script.getAttribute('src'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  for (const name of ['ym', 'twq', 'gtag', 'dataLayer']) Reflect.deleteProperty(window, name);
});

describe('the analytics module in the page', () => {
  it('sends the page it started on to the collector and the counters after 10 s, not before', async () => {
    const { clock, counters, collected, stop } = setUp();
    clock.advance(9_999);
    await flush();
    expect(counters).not.toHaveBeenCalled();
    expect(collected).toEqual([]);
    expect(counterScriptsOnPage()).toEqual([]);

    clock.advance(1);
    await flush();
    expect(counters).toHaveBeenCalledWith('bet.example', 7);
    expect(collected).toEqual([[expect.objectContaining({ name: 'main_page_view' })]]);
    // One script per counter type, none for a type the site does not know.
    expect(counterScriptsOnPage()).toEqual(['/counters/ym.js', '/counters/tw.js']);
    const ym = (window as unknown as { ym: { a: unknown[][] } }).ym;
    expect(ym.a).toContainEqual([4242, 'reachGoal', 'main_page_view', { category: 'main_page' }]);
    expect(ym.a).toContainEqual([4343, 'reachGoal', 'main_page_view', { category: 'main_page' }]);
    const twq = (window as unknown as { twq: { queue: unknown[][] } }).twq;
    expect(twq.queue).toContainEqual(['event', 'tw-px-main_page_view', { category: 'main_page' }]);
    stop();
  });

  it('sends the bus events that follow as they happen', async () => {
    const { clock, bus, collected, stop } = setUp();
    clock.advance(10_000);
    bus.next({ type: 'sign-in', change: 'open-login' });
    await flush();
    expect(collected.at(-1)).toEqual([expect.objectContaining({ name: 'login_popup_open' })]);
    stop();
  });

  it('without the marketing agreement asks for no counters, loads no script and sends nothing', async () => {
    const { clock, counters, collected, reports, record, stop } = setUp({
      marketingAgreed: false,
      inMaintenance: false,
    });
    record('LCP', 1200);
    clock.advance(30_000);
    await flush();
    expect(counters).not.toHaveBeenCalled();
    expect(collected).toEqual([]);
    expect(reports).toEqual([]);
    expect(counterScriptsOnPage()).toEqual([]);
    stop();
  });

  it('reports the Web Vitals measured so far to the collector 10 s after the start', async () => {
    const { clock, reports, record, stop } = setUp();
    record('TTFB', 90);
    record('LCP', 1200);
    clock.advance(10_000);
    await flush();
    expect(reports).toEqual([
      {
        route: 'home',
        metrics: [
          { name: 'TTFB', value: 90 },
          { name: 'LCP', value: 1200 },
        ],
      },
    ]);
    stop();
  });
});
