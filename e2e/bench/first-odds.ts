import type { Browser } from '@playwright/test';
import type { FirstOddsTimings, NetworkProfile } from '../../scripts/bench/bench-results';
import { spreadOf } from '../../scripts/bench/stats';
import { ANSWERED, answerChrome } from '../support/chrome-answers';
import { newContext, openPage } from './browser-session';
import { HOME, RUNS, observe, sample } from './page-timings';

/** An odds button of the line (shell-parcels/sportsbook, odd-button.tsx). */
const ODDS_BUTTON = 'button[data-market-id]:not([disabled])';

/**
 * Installed before the page's scripts: each frame until it finds one, looks for an odds button a
 * player could tap now: laid out with a size, on screen, and the topmost element at its centre
 * (no dialog, banner or sheet over it). LCP cannot say this: on a phone the largest paint is often
 * a heading or a dialog, painted long before the odds.
 */
function watchFirstOdds(selector: string): void {
  const state = { firstOdds: Number.NaN };
  (window as unknown as { __firstOdds: typeof state }).__firstOdds = state;
  const tappable = (button: Element): boolean => {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && button.contains(top);
  };
  const look = () => {
    for (const button of document.querySelectorAll(selector)) {
      if (tappable(button)) {
        state.firstOdds = performance.now();
        return;
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * `/ru/` cold, as a returning visitor (age and cookies answered, nothing cached): the time to the
 * first odds a player can tap, and the layout shifts of the page until it settles (with the phone
 * layout's bars and the coupon's, on the mobile profile).
 */
export async function measureFirstOdds(
  browser: Browser,
  origin: string,
  profile: NetworkProfile,
): Promise<FirstOddsTimings> {
  const firstOdds: number[] = [];
  const cls: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, profile);
    await answerChrome(context, origin, ANSWERED);
    await context.addInitScript(observe);
    await context.addInitScript(watchFirstOdds, ODDS_BUTTON);
    const { page } = await openPage(context, profile);
    await page.goto(`${origin}${HOME}`);
    await page.waitForFunction(
      () =>
        !Number.isNaN(
          (window as unknown as { __firstOdds: { firstOdds: number } }).__firstOdds.firstOdds,
        ),
      undefined,
      { timeout: 60_000 },
    );
    firstOdds.push(
      await page.evaluate(
        () => (window as unknown as { __firstOdds: { firstOdds: number } }).__firstOdds.firstOdds,
      ),
    );
    cls.push((await sample(page)).cls);
    await context.close();
  }
  return { profile, firstOdds: spreadOf(firstOdds), cls: spreadOf(cls) };
}
