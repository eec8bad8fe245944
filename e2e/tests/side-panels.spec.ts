import type { LineEvent } from '@betshell/domain/sportsbook';
import type { APIRequestContext } from '@playwright/test';
import { ANSWERED, expect, test } from '../fixtures';
import { SportsbookPage } from '../pages/sportsbook-page';

// The visitor has agreed to functional cookies, which keep the panels' state (hide_left,
// hide_right). A desktop window: both panels are columns beside the line.
test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });

/** Games per sport of the line as the API answers it now. */
async function lineCounts(request: APIRequestContext) {
  const events = (await (
    await request.get('/web-api/line/events?section=line&lng=ru')
  ).json()) as LineEvent[];
  const counts: Record<string, number> = {};
  for (const event of events) counts[event.sportName] = (counts[event.sportName] ?? 0) + 1;
  return { events, counts };
}

test('the left panel counts the line and finds a team’s game; each panel hidden stays hidden after a reload', async ({
  page,
  baseURL,
  request,
}) => {
  await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseURL }]);
  const sportsbook = new SportsbookPage(page);
  await sportsbook.open('/ru/line');
  const side = page.locator('.shell-section-menu .bs-sports-menu__side');
  const nav = side.getByRole('navigation', { name: 'Виды спорта и чемпионаты' });
  await expect(nav.getByRole('heading', { name: 'Виды спорта в линии' })).toBeVisible();

  // Every sport with the number of its games in the line, as the API has them at that moment
  // (the feed starts games meanwhile, and the menu follows).
  await expect
    .poll(async () => {
      const shown = await nav
        .locator('.bs-sports-menu__row > a')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((link) => [
              link.querySelector('.bs-sports-menu__name')?.textContent ?? '',
              Number(link.querySelector('.bs-sports-menu__count')?.textContent),
            ]),
          ),
        );
      return JSON.stringify(shown) === JSON.stringify((await lineCounts(request)).counts);
    })
    .toBe(true);

  // The search finds a team as it is typed, in any case, and opens its game.
  const { events } = await lineCounts(request);
  const game = events.find((event) => event.home.length >= 4);
  if (game === undefined) throw new Error('the line has a game');
  await side
    .getByRole('searchbox', { name: 'Поиск команд и чемпионатов' })
    .fill(game.home.slice(0, 4).toUpperCase());
  await side.locator(`a[href="/ru/line/game/${game.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/ru/line/game/${game.id}$`));
  await expect(
    sportsbook.root.getByRole('heading', { level: 2, name: `${game.home} — ${game.away}` }),
  ).toBeVisible();

  // Both panels hidden from the display menu: the line takes the room; the coupon is the bar and
  // still says an added selection.
  const header = page.locator('header.bs-header');
  await header.getByRole('button', { name: 'Вид' }).click();
  await header.getByRole('checkbox', { name: 'Меню видов спорта рядом с линией' }).uncheck();
  await header.getByRole('checkbox', { name: 'Купон рядом с линией' }).uncheck();
  await header.getByRole('button', { name: 'Вид' }).click();
  await expect(side).toBeHidden();
  await expect(page.locator('aside.bs-coupon')).toHaveCount(0);
  // On the game's page still open: one of its odds.
  await sportsbook.odds.first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Добавлено в купон' })).toBeAttached();
  await expect(page.locator('.bs-coupon-bar')).toBeVisible();

  // The served page knows them, so a reload paints the line full width from the first paint.
  const served = await (await page.request.get('/ru/line')).text();
  expect(served).toMatch(/<html [^>]*data-hide-left data-hide-right>/);
  await page.reload();
  const padding = await page
    .locator('#shell-main')
    .evaluate((main) => [getComputedStyle(main).paddingLeft, getComputedStyle(main).paddingRight]);
  expect(padding).toEqual(['24px', '24px']);
  await expect(sportsbook.root).toBeVisible();
  await expect(page.getByRole('button', { name: 'Виды спорта и поиск' })).toBeVisible();
  await expect(side).toBeHidden();
  await expect(page.locator('.bs-coupon-bar')).toBeVisible();

  // Shown again: the columns come back.
  await header.getByRole('button', { name: 'Вид' }).click();
  await header.getByRole('checkbox', { name: 'Меню видов спорта рядом с линией' }).check();
  await header.getByRole('checkbox', { name: 'Купон рядом с линией' }).check();
  await expect(nav).toBeVisible();
  await expect(page.locator('aside.bs-coupon')).toBeVisible();
});
