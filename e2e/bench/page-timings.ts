import type { Browser, Page } from '@playwright/test';
import type {
  NetworkProfile,
  PageTimings,
  RouteChangeTimings,
} from '../../scripts/bench/bench-results';
import { benchRuns } from '../../scripts/bench/bench-runs';
import { spreadOf } from '../../scripts/bench/stats';
import { newContext, openPage } from './browser-session';
import { AFTER_FIRST_PAINT_MARK } from './site-bytes';

export const RUNS = benchRuns(process.env.BENCH_RUNS);
export const HOME = '/ru/';
const ROUTE_CHANGE = { from: '/ru/', to: '/ru/about' } as const;

export interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  firstParcel: number;
  /** What the largest paint was and when each request of the page ran, for `--trace-lcp`. */
  detail: PaintDetail;
}

/** Where the largest paint came from and what the page waited for before it. */
export interface PaintDetail {
  /** The LCP element: tag, classes, its text's start, and its painted size in CSS pixels. */
  readonly lcpElement: string;
  /** Every request of the page: start and end (ms since navigation) and the URL's path. */
  readonly requests: ReadonlyArray<{ start: number; end: number; path: string }>;
  /** The page's own marks (the shell's after-first-paint, ...), ms since navigation. */
  readonly marks: ReadonlyArray<{ name: string; at: number }>;
}

/**
 * Observers installed before the page's own scripts: LCP, layout shifts (the largest session
 * window, as web-vitals counts CLS), long tasks, and the moment the first remote view (parcel)
 * reports itself ready.
 */
export function observe(): void {
  const state = {
    lcp: Number.NaN,
    shifts: [] as Array<{ t: number; v: number }>,
    longTasks: [] as Array<{ t: number; d: number }>,
    firstParcel: Number.NaN,
    lcpElement: '',
  };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { element: Element | null; size: number }
    >) {
      state.lcp = entry.startTime;
      const element = entry.element;
      state.lcpElement =
        element === null
          ? `(removed), ${entry.size} px²`
          : `${element.tagName.toLowerCase()}${element.className === '' ? '' : `.${String(element.className).split(' ').join('.')}`} ` +
            `"${(element.textContent ?? '').trim().slice(0, 40)}", ${entry.size} px²`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) state.shifts.push({ t: entry.startTime, v: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ t: entry.startTime, d: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_mutations, observer) => {
    if (document.querySelector('[data-remote-view-state="ready"]') !== null) {
      state.firstParcel = performance.now();
      observer.disconnect();
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-remote-view-state'],
  });
}

export async function sample(page: Page): Promise<Sample> {
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name).length > 0,
    AFTER_FIRST_PAINT_MARK,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  // LCP and layout shifts settle once the page has nothing left to do.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const state = (
      window as unknown as {
        __bench: {
          lcp: number;
          shifts: Array<{ t: number; v: number }>;
          longTasks: Array<{ t: number; d: number }>;
          firstParcel: number;
          lcpElement: string;
        };
      }
    ).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    // CLS: the largest burst of shifts less than 1 s apart and within 5 s.
    let cls = 0;
    let burst = 0;
    let first = 0;
    let last = 0;
    for (const shift of state.shifts) {
      if (burst > 0 && (shift.t - last > 1000 || shift.t - first > 5000)) burst = 0;
      if (burst === 0) first = shift.t;
      burst += shift.v;
      last = shift.t;
      cls = Math.max(cls, burst);
    }
    // Total blocking time: the part over 50 ms of each long task after the first contentful paint.
    const tbt = state.longTasks
      .filter((task) => task.t >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.d - 50), 0);
    const requests = (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
        path: new URL(entry.name).pathname + new URL(entry.name).search,
      }));
    const marks = performance
      .getEntriesByType('mark')
      .map((mark) => ({ name: mark.name, at: Math.round(mark.startTime) }));
    return {
      fcp,
      lcp: state.lcp,
      cls,
      tbt,
      firstParcel: state.firstParcel,
      detail: { lcpElement: state.lcpElement, requests, marks },
    };
  });
}

function summarise(
  profile: NetworkProfile,
  cache: 'cold' | 'warm',
  samples: Sample[],
): PageTimings {
  const of = (key: Exclude<keyof Sample, 'detail'>) => spreadOf(samples.map((one) => one[key]));
  return {
    profile,
    cache,
    fcp: of('fcp'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    firstParcel: of('firstParcel'),
  };
}

/**
 * The home page, cold (a new browser profile each run) and warm (the same profile again). `detail`,
 * when given, hears each cold run's largest paint and requests (`npm run bench -- --trace-lcp`).
 */
export async function measurePageTimings(
  browser: Browser,
  origin: string,
  profile: NetworkProfile,
  detail?: (run: number, sample: { lcp: number; fcp: number } & PaintDetail) => void,
): Promise<PageTimings[]> {
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, profile);
    await context.addInitScript(observe);
    const { page } = await openPage(context, profile);
    await page.goto(`${origin}${HOME}`);
    const coldSample = await sample(page);
    cold.push(coldSample);
    detail?.(run, { lcp: coldSample.lcp, fcp: coldSample.fcp, ...coldSample.detail });
    await page.goto(`${origin}${HOME}`);
    warm.push(await sample(page));
    await context.close();
  }
  return [summarise(profile, 'cold', cold), summarise(profile, 'warm', warm)];
}

/**
 * From the home page (the shell's pages parcel) to an information page (the information view),
 * by clicking the footer's link: from the click to the frame after the view's article is on the
 * page, measured inside the page.
 */
export async function measureRouteChange(
  browser: Browser,
  origin: string,
  profile: NetworkProfile,
): Promise<RouteChangeTimings> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, profile);
    const { page } = await openPage(context, profile);
    await page.goto(`${origin}${ROUTE_CHANGE.from}`);
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name).length > 0,
      AFTER_FIRST_PAINT_MARK,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    const link = `footer a[href="${ROUTE_CHANGE.to}"]`;
    await page.waitForSelector(link);
    samples.push(
      await page.evaluate(
        (selector) =>
          new Promise<number>((resolve) => {
            const target =
              '[data-remote-view="information"][data-remote-view-state="ready"] article';
            const started = performance.now();
            const done = () =>
              requestAnimationFrame(() =>
                setTimeout(() => resolve(performance.now() - started), 0),
              );
            const observer = new MutationObserver(() => {
              if (document.querySelector(target) === null) return;
              observer.disconnect();
              done();
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true });
            (document.querySelector(selector) as HTMLAnchorElement).click();
          }),
        link,
      ),
    );
    await context.close();
  }
  return { profile, from: ROUTE_CHANGE.from, to: ROUTE_CHANGE.to, clickToPaint: spreadOf(samples) };
}
