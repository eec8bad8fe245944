import { expect, type Page, type Route } from '@playwright/test';
import type { RemoteView } from '../pages/remote-view';

/** How a file or an API call misbehaves: no answer, a 503, or an answer that comes late. */
export type Fault = 'blocked' | '503' | 'slow';

/** The JavaScript file of a parcel of the import map, at any release hash. */
export function parcelFile(parcel: string): RegExp {
  return new RegExp(`/assets/app/${parcel}@[^/]+\\.js$`);
}

/**
 * Makes requests matching `url` misbehave as `fault` says until the returned function is called:
 * blocked and 503 requests then reach the server again; slow ones are held until then (so a journey
 * sees the page while the answer is late without racing a timer) and then go through.
 */
export async function injectFault(
  page: Page,
  url: RegExp,
  fault: Fault,
): Promise<() => Promise<void>> {
  let cleared = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (cleared) return route.continue();
    if (fault === 'blocked') return route.abort('blockedbyclient');
    if (fault === '503') {
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down for the fault' } }),
      });
    }
    await released;
    // The page may have gone on meanwhile; a request it dropped has nothing to continue.
    return route.continue().catch(() => undefined);
  };
  await page.route(url, handler);
  return async () => {
    cleared = true;
    release();
    await page.unroute(url, handler);
  };
}

/**
 * As if the page had just reloaded for a missing file (spec/shell.md section 8: at most once a
 * minute), so a parcel that stays away is retried in place instead: the loader's own retries are
 * what these journeys are about.
 */
export async function justReloadedForMissingFile(page: Page): Promise<void> {
  await page.addInitScript(() =>
    sessionStorage.setItem('betshell_chunk_reload_at', String(Date.now())),
  );
}

/**
 * Moves the page's clock on until the view has used up its retries (1 + 5 for a parcel, 1, 2, 4,
 * 8 and 16 s apart) and shows its error block, instead of waiting half a minute for real.
 */
export async function runOutOfRetries(page: Page, view: RemoteView): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await view.errorBlock.isVisible()) return true;
        await page.clock.fastForward(4000);
        return view.errorBlock.isVisible();
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
}

/** Every uncaught error and unhandled rejection of the page, for a journey to expect none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}
