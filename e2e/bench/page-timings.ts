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
const HOME = '/ru/';
const ROUTE_CHANGE = { from: '/ru/', to: '/ru/about' } as const;

interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  firstParcel: number;
}

/**
 * Observers installed before the page's own scripts: LCP, layout shifts (the largest session
 * window, as web-vitals counts CLS), long tasks, and the moment the first remote view (parcel)
 * reports itself ready.
 */
function observe(): void {
  const state = {
    lcp: Number.NaN,
    shifts: [] as Array<{ t: number; v: number }>,
    longTasks: [] as Array<{ t: number; d: number }>,
    firstParcel: Number.NaN,
  };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
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

async function sample(page: Page): Promise<Sample> {
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
    return { fcp, lcp: state.lcp, cls, tbt, firstParcel: state.firstParcel };
  });
}

function summarise(
  profile: NetworkProfile,
  cache: 'cold' | 'warm',
  samples: Sample[],
): PageTimings {
  const of = (key: keyof Sample) => spreadOf(samples.map((one) => one[key]));
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

/** The home page, cold (a new browser profile each run) and warm (the same profile again). */
export async function measurePageTimings(
  browser: Browser,
  origin: string,
  profile: NetworkProfile,
): Promise<PageTimings[]> {
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, profile);
    await context.addInitScript(observe);
    const { page } = await openPage(context, profile);
    await page.goto(`${origin}${HOME}`);
    cold.push(await sample(page));
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
