import type { BrowserContext } from '@playwright/test';
import { ANSWERED, expect, test } from '../fixtures';
import { AnalyticsTraffic } from '../pages/analytics-traffic';
import { OfficeSecurityPage } from '../pages/office-security-page';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

/**
 * Analytics, as a visitor's browser sends it. These add a counter through the operator
 * command, so they run with the operator journeys, one at a time, and remove it after. The counter's
 * script is a path of the site itself, answered by the journey: no test reaches the internet.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });
test.setTimeout(60_000);

const COUNTER_SCRIPT = '/e2e-counters/goals.js';
let counterId = '';

test.beforeAll(async () => {
  const added = await ops('analytics', 'counter', 'add', '8', '4242', COUNTER_SCRIPT);
  counterId = /added (\d+) /.exec(added)?.[1] ?? '';
});
test.afterAll(async () => {
  if (counterId !== '') await ops('analytics', 'counter', 'remove', counterId);
});

test.beforeEach(async ({ page }) => {
  // The vendor's script as the site hosts it for the journey: it marks that it ran.
  await page.route(`**${COUNTER_SCRIPT}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__goalsScriptRan = true;' }),
  );
});

async function agreeTo(context: BrowserContext, value: string) {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'cookies_agree_type', value, url }]);
}

test('with the marketing agreement, nothing is sent before 10 s; then the events, the counter and the performance report', async ({
  page,
  context,
}) => {
  await agreeTo(context, '2');
  const traffic = new AnalyticsTraffic(page);
  await traffic.open('/ru/');

  await expect.poll(() => traffic.collected().length, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = traffic.any()[0];
  expect(first?.atMs).toBeGreaterThanOrEqual(10_000);
  expect(traffic.eventIds()).toContain(1); // main_page_view
  // The counter's script loads with the first events, not before them: on a busy machine it may
  // run a moment after the collector has heard them.
  await expect
    .poll(() => page.evaluate(() => (window as { __goalsScriptRan?: boolean }).__goalsScriptRan))
    .toBe(true);
  const goals = await page.evaluate(() =>
    (window as unknown as { ym: { a: unknown[][] } }).ym.a.map((call) => call[2]),
  );
  expect(goals).toContain('main_page_view');

  await expect.poll(() => traffic.vitals().length, { timeout: 10_000 }).toBe(1);
  const report = traffic.vitals()[0]?.body as { route: string; metrics: { name: string }[] };
  expect(report.route).toBe('home');
  expect(report.metrics.map((metric) => metric.name)).toEqual(
    expect.arrayContaining(['TTFB', 'FCP']),
  );
  expect(traffic.vitals()[0]?.atMs).toBeGreaterThanOrEqual(10_000);
});

test('without the marketing agreement nothing is sent, loaded or counted, even after 10 s', async ({
  page,
  context,
  shell,
}) => {
  await agreeTo(context, '1');
  // The page's 10 s pass on its own clock instead of being waited out.
  await page.clock.install();
  const traffic = new AnalyticsTraffic(page);
  await traffic.open('/ru/');
  await expect(shell.brand).toBeVisible();
  // Mounted before the clock moves: a send planned after the jump would fall outside it.
  await shell.waitForMounted('@betshell/analytics');
  await page.locator('header.bs-header').getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/showLoginModal=1/);
  await page.clock.runFor(12_000);
  // What the page's timers started has these 2 s to reach the network, as long as it had after
  // its 10 s when the journey waited them out.
  await page.waitForTimeout(2_000);

  expect(traffic.any()).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('authTryCounter'))).toBeNull();
});

test('on the registration page analytics starts at once, and counts the registration try', async ({
  page,
  context,
}) => {
  await agreeTo(context, '3');
  const traffic = new AnalyticsTraffic(page);
  await traffic.open('/ru/registration');

  await expect.poll(() => traffic.collected().length, { timeout: 9_000 }).toBeGreaterThan(0);
  expect(traffic.collected()[0]?.atMs).toBeLessThan(10_000);
  expect(traffic.eventIds()).toContain(10); // registration_page_view
  const stored = await page.evaluate(() => window.localStorage.getItem('regTryCounter'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ value: '1' });
});

test('a password changed in the office reaches the collector by its id after the 10 s, and the operator sees it', async ({
  page,
  context,
  baseURL,
}) => {
  await agreeTo(context, '2');
  const player = await signInNewPlayer(context, baseURL as string);
  const traffic = new AnalyticsTraffic(page);
  await traffic.open('/en/office/security');
  const office = new OfficeSecurityPage(page);
  await expect(office.protectionStatus).toBeVisible();

  await office.changePassword(player.password, `${player.password}New1`);
  await expect(office.root.getByText('Your password is changed.', { exact: false })).toBeVisible();

  // password_changed (51): announced by the page's store, sent with the rest after the delay.
  await expect.poll(() => traffic.eventIds(), { timeout: 20_000 }).toContain(51);
  const carrying = traffic
    .collected()
    .find((request) =>
      (request.body as { events: { id: number }[] }).events.some((event) => event.id === 51),
    );
  expect(carrying?.atMs).toBeGreaterThanOrEqual(10_000);
  expect(traffic.eventIds()).toEqual(expect.arrayContaining([50, 41])); // the page itself
  await expect
    .poll(() => ops('analytics', 'events', '--hours', '1'), { timeout: 10_000 })
    .toMatch(/^51 {2}password_changed {2}\d+$/m);
});
