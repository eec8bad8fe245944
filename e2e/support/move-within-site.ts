import type { Page } from '@playwright/test';

/**
 * Moves the page to `path` as a link of the site does (history.pushState, which single-spa
 * follows): the chrome stays mounted, so a journey that reads many pages does not load it again,
 * and wait for its first paint, for each one. Resolves after single-spa's routing event (the
 * applications of the page mounted, the bus told) and two frames more, so that what the page
 * shows is the new page's: React draws a change of the stores in the frames that follow.
 */
export async function moveWithinSite(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const drawn = () =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
        window.addEventListener('single-spa:routing-event', drawn, { once: true });
        window.history.pushState(null, '', target);
        // A route that redirects back to the page already shown (the offers' twin of the bonus
        // section, with the offers switch off) changes nothing single-spa routes on.
        setTimeout(() => {
          if (`${location.pathname}${location.search}` !== target) drawn();
        }, 1000);
      }),
    path,
  );
}
