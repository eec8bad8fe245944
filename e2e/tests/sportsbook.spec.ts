import { formatOdds } from '@betshell/domain/betting';
import { expect, test } from '../fixtures';
import { SportsbookPage, stateChanges } from '../pages/sportsbook-page';

interface LineEvent {
  id: number;
  home: string;
  away: string;
  markets: { id: number; coef: number; isBlocked: boolean }[];
}

test.use({ locale: 'en-GB' });

test('the line page lists the seeded line games with their odds', async ({ page, request }) => {
  const seeded = (await (
    await request.get('/web-api/line/events?section=line&lng=en')
  ).json()) as LineEvent[];
  expect(seeded.length).toBeGreaterThan(0);
  const sportsbook = new SportsbookPage(page);
  await sportsbook.open('/en/line');

  await expect(sportsbook.root).toHaveAttribute('data-page', 'sportsbook-listing');
  await expect(sportsbook.events).toHaveCount(seeded.length);
  const [first] = seeded;
  if (first === undefined) throw new Error('a seeded game');
  await expect(sportsbook.event(first.id)).toContainText(`${first.home} — ${first.away}`);
  const market = first.markets[0];
  if (market === undefined) throw new Error('a market');
  // The line's odds do not move before the start: the price shown is the seeded one, in decimal.
  await expect(sportsbook.price(market.id)).toHaveText(formatOdds(market.coef, 0));
});

test('live odds change on the page as the feed moves them, by the stream, without polling or a reload', async ({
  page,
  request,
}) => {
  const sportsbook = new SportsbookPage(page);
  await sportsbook.recordLineStream();
  const known = new Map<number, string>();
  for (const section of ['line', 'live']) {
    const events = (await (
      await request.get(`/web-api/line/events?section=${section}&lng=en`)
    ).json()) as { id: number; state: string }[];
    for (const event of events) known.set(event.id, event.state);
  }
  const stream = page.waitForResponse((response) =>
    response.url().includes('/web-api/line/stream'),
  );
  await sportsbook.open('/en/live');
  await expect(sportsbook.root).toHaveAttribute('data-page', 'sportsbook-listing');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  const readsAt: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/web-api/line/events')) readsAt.push(Date.now());
  });
  const before = await sportsbook.prices();
  expect(before.size).toBeGreaterThan(0);

  // The feed moves live odds every 5 s; the page hears each move on its stream.
  await expect
    .poll(
      async () => {
        const now = await sportsbook.prices();
        return [...now].some(([id, price]) => before.has(id) && before.get(id) !== price);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  await expect(sportsbook.root.locator('[data-move]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // The stream stayed open, and the page read the line again only when a game changed state.
  const heard = await sportsbook.lineStreamHeard();
  expect(heard.filter((one) => one.type === 'error')).toEqual([]);
  const moments = stateChanges(heard, known);
  const unexplained = readsAt.filter(
    (at) => !moments.some((moment) => moment <= at && at - moment < 3_000),
  );
  expect(unexplained).toEqual([]);
});

test('the odds format the player chooses changes every price and survives a reload', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A player who allows functional cookies: the choice is kept (spec/shell.md section 6).
  await context.addCookies([{ name: 'cookies_agree_type', value: '1', url: baseURL }]);
  const seeded = (await (
    await request.get('/web-api/line/events?section=line&lng=en')
  ).json()) as LineEvent[];
  const market = seeded.flatMap((event) => event.markets).find((one) => !one.isBlocked);
  if (market === undefined) throw new Error('an open market');
  const sportsbook = new SportsbookPage(page);
  await sportsbook.open('/en/line');
  await expect(sportsbook.price(market.id)).toHaveText(/^\d+\.\d{2,3}$/);

  await sportsbook.chooseOddsFormat('Fractional (1/2)', 'Settings', 'Odds format');
  await expect(sportsbook.price(market.id)).toHaveText(/^\d+\/\d+$/);

  await page.reload();
  await expect(sportsbook.skeleton).toHaveCount(0);
  await expect(sportsbook.price(market.id)).toHaveText(/^\d+\/\d+$/);
  await expect(sportsbook.root.getByLabel('Odds format')).toHaveValue('1');
});

test('without functional cookies the odds format lasts for the page only', async ({ page }) => {
  const sportsbook = new SportsbookPage(page);
  await sportsbook.open('/en/line');
  await sportsbook.chooseOddsFormat('American (-200)', 'Settings', 'Odds format');
  await expect(sportsbook.odds.first().locator('.bs-sportsbook__odd-price')).toHaveText(
    /^[+-]\d+$/,
  );
  await page.reload();
  await expect(sportsbook.skeleton).toHaveCount(0);
  await expect(sportsbook.odds.first().locator('.bs-sportsbook__odd-price')).toHaveText(
    /^\d+\.\d{2,3}$/,
  );
});

test('home shows top live and top line, and a game opens with all its markets', async ({
  page,
}) => {
  const sportsbook = new SportsbookPage(page);
  await sportsbook.open('/en/');
  await expect(sportsbook.root.getByRole('region', { name: 'Top live' })).toBeVisible();
  await expect(sportsbook.root.getByRole('region', { name: 'Top line' })).toBeVisible();
  const firstGame = sportsbook.root
    .getByRole('region', { name: 'Top line' })
    .locator('a.bs-sportsbook__teams')
    .first();
  const name = (await firstGame.textContent()) ?? '';
  await firstGame.click();
  await expect(page).toHaveURL(/\/en\/line\/game\/\d+$/);
  await expect(sportsbook.root).toHaveAttribute('data-page', 'sportsbook-game');
  await expect(sportsbook.root.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(
    sportsbook.root.getByRole('region', { name: 'Total', exact: true }).first(),
  ).toBeVisible();
});
