import type { Browser, Response } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RouteBytes, Sizes } from '../../scripts/bench/bench-results';
import { newContext, openPage, signInContext } from './browser-session';

/** The main routes the budgets cover, and whether a player must be signed in to see them. */
export const MAIN_ROUTES = [
  { route: 'home', path: '/ru/', player: false },
  { route: 'betting', path: '/ru/live', player: false },
  { route: 'casino', path: '/ru/casino', player: false },
  { route: 'office/account', path: '/ru/office/account', player: true },
  { route: 'office/responsible', path: '/ru/office/responsible', player: true },
] as const;

/** root-config/src/first-paint/after-first-paint.ts */
export const AFTER_FIRST_PAINT_MARK = 'betshell:after-first-paint';

interface CdpRequest {
  readonly id: string;
  readonly url: string;
  readonly parent: string | undefined;
  readonly start: number;
  end: number;
}

const empty = (): Sizes => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });
const add = (sizes: Sizes, body: Buffer): Sizes => ({
  files: sizes.files + 1,
  raw: sizes.raw + body.length,
  gzip: sizes.gzip + gzipSync(body, { level: 9 }).length,
  brotli:
    sizes.brotli +
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

interface Initiator {
  readonly url?: string;
  readonly stack?: { callFrames: Array<{ url: string }>; parent?: Initiator['stack'] };
}

function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url !== undefined && initiator.url !== '') return initiator.url;
  for (let stack = initiator.stack; stack !== undefined; stack = stack.parent) {
    const frame = stack.callFrames.find((call) => call.url !== '');
    if (frame !== undefined) return frame.url;
  }
  return undefined;
}

/** The longest chain of requests, each started by the one before, among those begun before `until`. */
export function longestChain(requests: readonly CdpRequest[], until: number) {
  const byUrl = new Map<string, CdpRequest>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const early = requests.filter((request) => request.start <= until);
  let best: CdpRequest[] = [];
  for (const request of early) {
    const chain: CdpRequest[] = [request];
    for (
      let parent = byUrl.get(request.parent ?? '');
      parent !== undefined && !chain.includes(parent);
      parent = byUrl.get(parent.parent ?? '')
    ) {
      chain.unshift(parent);
    }
    if (
      chain.length > best.length ||
      (chain.length === best.length && request.end > (best.at(-1)?.end ?? 0))
    )
      best = chain;
  }
  const first = best[0]?.start ?? 0;
  return {
    requests: best.length,
    ms: best.length === 0 ? 0 : Math.max(...best.map((request) => request.end)) - first,
    urls: best.map((request) => new URL(request.url).pathname),
  };
}

/** Every main route cold, unthrottled, as a player: bytes by kind, requests, the chain. */
export async function measureRouteBytes(browser: Browser, origin: string): Promise<RouteBytes[]> {
  const rows: RouteBytes[] = [];
  for (const main of MAIN_ROUTES) {
    const context = await newContext(browser, 'unthrottled');
    if (main.player) await signInContext(context, origin);
    const { page, cdp } = await openPage(context, 'unthrottled');
    const requests = new Map<string, CdpRequest>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (requests.has(event.requestId)) return;
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        parent: initiatorUrl(event.initiator),
        start: event.timestamp * 1000,
        end: event.timestamp * 1000,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request !== undefined) request.end = event.timestamp * 1000;
    });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    await page.goto(`${origin}${main.path}`);
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name).length > 0,
      AFTER_FIRST_PAINT_MARK,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(
      (name) => ({
        paint: performance.getEntriesByName(name)[0]?.startTime ?? 0,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }),
      AFTER_FIRST_PAINT_MARK,
    );
    const beforePaint = new Set(
      timing.resources.filter((entry) => entry.start < timing.paint).map((entry) => entry.url),
    );

    let sharedJs = empty();
    let ownJs = empty();
    let css = empty();
    let html = empty();
    let firstPaintJsGzip = 0;
    const seen = new Set<string>();
    for (const response of responses) {
      const url = response.url();
      if (seen.has(url) || response.status() !== 200) continue;
      seen.add(url);
      const type = response.headers()['content-type'] ?? '';
      const path = new URL(url).pathname;
      const body = await response.body().catch(() => null);
      if (body === null) continue;
      if (type.includes('javascript') && path.startsWith('/assets/')) {
        if (path.startsWith('/assets/lib/')) sharedJs = add(sharedJs, body);
        else ownJs = add(ownJs, body);
        if (beforePaint.has(url)) firstPaintJsGzip += gzipSync(body, { level: 9 }).length;
      } else if (type.includes('text/css')) css = add(css, body);
      else if (type.includes('text/html')) html = add(html, body);
    }
    const all = [...requests.values()];
    const documentStart = all[0]?.start ?? 0;
    rows.push({
      route: main.route,
      path: main.path,
      requests: all.length,
      sharedJs,
      ownJs,
      css,
      html,
      firstPaintJsGzip,
      chain: longestChain(all, documentStart + timing.fcp),
    });
    await context.close();
  }
  return rows;
}
