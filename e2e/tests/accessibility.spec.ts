import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ANSWERED, answerChrome } from '../support/chrome-answers';
import { moveWithinSite } from '../support/move-within-site';
import { signInNewPlayer } from '../support/signed-in-player';

/**
 * axe (WCAG 2.0 and 2.1, levels A and AA) on every main page, in both themes, on a desktop and on a
 * phone: no serious or critical violation. One browser context per theme and screen, its pages
 * visited one after the other, each after the first moved to as a link of the site moves (so the
 * chrome is not loaded again for every page); a failure lists each page with its rules and their
 * elements. The dark theme differs from the light one by its colours only (the kit's palettes,
 * `data-theme`), so in it axe runs the rules about colour; the light theme runs them all.
 */

const THEMES = { light: '0', dark: '1' } as const;
const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules of WCAG 2.1 AA that read colours: what a palette can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface LineEvent {
  readonly id: number;
}

/** A page to read, and what must show on it before axe reads it, where more than the page. */
interface Audit {
  readonly path: string;
  /** Opened by a load of its own: a first visit, or what only a load of the address opens. */
  readonly load?: true;
  readonly shows?: string;
  /** What the player does there first. */
  readonly act?: (page: Page) => Promise<void>;
}

/** A first visit: the cookie banner over the home page, before the visitor has answered it. */
const FIRST_VISIT: Audit = {
  path: '/ru/',
  load: true,
  shows: 'section.bs-cookies:not([data-first-paint])',
};

/** Pages a visitor sees; `game` stands for the page of the first game of the line. */
const ANONYMOUS_PAGES: readonly Audit[] = [
  { path: '/ru/', load: true },
  // The kit's dialog, opened by its address: the login form over the home page.
  { path: '/ru/?showLoginModal=1', load: true, shows: '[role="dialog"]' },
  // Loaded too: the login dialog above stays open over a page moved to within the site.
  { path: '/en/', load: true },
  // A chosen odd, in the coupon from then on: every page after this one has a selection in it.
  {
    path: '/ru/line',
    act: (page) => page.locator('button.bs-sportsbook__odd').first().click(),
    shows: 'button.bs-sportsbook__odd[aria-pressed="true"]',
  },
  { path: '/ru/live' },
  { path: 'game' },
  { path: '/ru/casino' },
  { path: '/ru/registration' },
  { path: '/ru/about' },
  { path: '/ru/no-such-page' },
];

/** The office pages of a signed-in player, the bet history among them. */
const OFFICE_PAGES: readonly Audit[] = [
  { path: '/ru/office/account', load: true },
  ...[
    '/ru/office/history',
    '/ru/office/historypay',
    '/ru/office/recharge',
    '/ru/office/deduce',
    '/ru/office/security',
    '/ru/office/responsible',
    '/ru/office/settings',
  ].map((path) => ({ path })),
];

/** Opens a page and waits until what it loads has arrived: no skeleton, nothing busy. */
async function openSettled(
  page: Page,
  { path, load, shows, act }: Audit,
  theme: string,
): Promise<void> {
  if (load === true) await page.goto(path);
  else await moveWithinSite(page, path);
  // The pages' parcels name what they show with data-page, but for the responsible gaming page.
  await expect(page.locator('[data-page], .bs-responsible-gaming').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('footer.bs-footer')).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [data-skeleton], .bs-sportsbook__skeleton'),
  ).toHaveCount(0);
  await act?.(page);
  if (shows !== undefined) await expect(page.locator(shows).first()).toBeVisible();
  // The phone's coupon bar flashes for 2 s when a selection is added, then fades back.
  await expect(page.locator('.bs-coupon-bar--added')).toHaveCount(0);
  await transitionsEnded(page);
}

/**
 * Waits for the page's finite transitions and animations to end (a spinner's endless one aside):
 * axe reads colours as they are at that moment, and a colour half-way through a transition, the
 * coupon bar's "added" flash fading back for one, is neither the colour before nor the one after.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical violations of the page shown, one line per rule. */
async function violations(page: Page, path: string, theme: string): Promise<string[]> {
  // axe.run in the page itself (legacy mode) rather than axe.runPartial there and axe.finishRun
  // in a blank page opened for each call, with axe's source injected into it: the site's pages
  // have no frames from another origin, which is all the blank page is for.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations: found } = await (
    theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)
  ).analyze();
  return found
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .map(
      (rule) =>
        `${path} ${rule.id} (${rule.impact}): ${rule.nodes
          .map((node) => node.target.map(String).join(' > '))
          .join(', ')}`,
    );
}

async function auditPages(
  context: BrowserContext,
  theme: string,
  audits: readonly Audit[],
): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const audit of audits) {
    await openSettled(page, audit, theme);
    const shown = audit.shows === undefined ? audit.path : `${audit.path} with ${audit.shows}`;
    found.push(...(await violations(page, shown, theme)));
  }
  await page.close();
  return found;
}

for (const [theme, appTheme] of Object.entries(THEMES)) {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test(`every main page in the ${theme} theme on a ${screen} has no serious or critical axe violation`, async ({
      browser,
      baseURL,
      request,
    }) => {
      // Nineteen pages read by axe: 2 to 3 minutes on the busy 2-core machine.
      test.setTimeout(300_000);
      const site = baseURL as string;
      const [game] = (await (
        await request.get('/web-api/line/events?section=line&lng=ru')
      ).json()) as LineEvent[];
      if (game === undefined) throw new Error('the line has a game');
      const context = await browser.newContext({ baseURL: site, viewport, locale: 'ru-RU' });
      try {
        await answerChrome(context, site, { ...ANSWERED, cookies: false });
        // The server paints the page in the theme of this cookie.
        await context.addCookies([{ name: 'app_theme', value: appTheme, url: site }]);
        const found = await auditPages(context, theme, [FIRST_VISIT]);
        await context.addCookies([{ name: 'cookies_agree_type', value: '1', url: site }]);
        found.push(
          ...(await auditPages(
            context,
            theme,
            ANONYMOUS_PAGES.map((audit) =>
              audit.path === 'game' ? { path: `/ru/line/game/${game.id}` } : audit,
            ),
          )),
        );
        await signInNewPlayer(context, site);
        found.push(...(await auditPages(context, theme, OFFICE_PAGES)));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
