import { formatTime } from '@betshell/domain';
import type { LineEvent } from '@betshell/domain/sportsbook';
import type { Page } from '@playwright/test';
import { ANSWERED, expect, test } from '../fixtures';
import { SignInModal } from '../pages/sign-in-modal';
import { SportsbookPage } from '../pages/sportsbook-page';
import { answerChrome } from '../support/chrome-answers';
import { signInNewPlayer } from '../support/signed-in-player';

// The player has agreed to functional cookies, which keep the display settings.
test.use({ locale: 'ru-RU', answered: { ...ANSWERED, cookies: false } });

test.describe('the display settings', () => {
  test('a dark theme paints dark from the served page on, and the largest font grows the page', async ({
    shell,
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseURL }]);
    const rootStyle = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return { colorScheme: style.colorScheme, fontSize: parseFloat(style.fontSize) };
      });
    await shell.open('/ru/');
    expect(await rootStyle()).toEqual({ colorScheme: 'light', fontSize: 16 });

    const display = shell.header.getByRole('button', { name: 'Вид' });
    await display.click();
    await shell.header.getByRole('radio', { name: 'Тёмная' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The server writes the theme into the page, so it is dark before any script runs.
    const served = await page.request.get('/ru/');
    expect(await served.text()).toMatch(/<html [^>]*data-theme="dark"/);
    await page.reload();
    expect((await rootStyle()).colorScheme).toBe('dark');

    await display.click();
    await shell.header.getByRole('radio', { name: 'Самый крупный' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'largest');
    expect((await rootStyle()).fontSize).toBe(20);
  });
});

test.describe('a signed-in player’s display settings', () => {
  test('follow the player to another browser: theme, time zone, clock and game numbers', async ({
    browser,
    context,
    page,
    baseURL,
    request,
  }) => {
    const origin = baseURL as string;
    const player = await signInNewPlayer(context, origin);
    await context.addCookies([{ name: 'cookies_agree_type', value: '1', url: origin }]);
    const [game] = (await (
      await request.get('/web-api/line/events?section=line&lng=ru')
    ).json()) as LineEvent[];
    if (game === undefined) throw new Error('a seeded game');
    const chosenTime = formatTime(
      game.startsAt,
      { timeZone: 5.5, is12h: true, language: 'ru' },
      'game',
    );

    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/line');
    const row = sportsbook.event(game.id);
    await expect(row.locator('.bs-sportsbook__time')).toHaveText(
      formatTime(game.startsAt, { timeZone: 3, is12h: false, language: 'ru' }, 'game'),
    );
    await expect(row.getByText(`№ ${game.id}`)).toHaveCount(0);

    const header = page.locator('header.bs-header');
    await header.getByRole('button', { name: 'Вид' }).click();
    await header.getByRole('radio', { name: 'Тёмная' }).check();
    await header
      .getByRole('combobox', { name: 'Часовой пояс' })
      .selectOption({ label: 'UTC+5:30' });
    await header.getByRole('checkbox', { name: '12-часовой формат (AM/PM)' }).check();
    await header.getByRole('checkbox', { name: 'Показывать номера матчей' }).check();

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(row.locator('.bs-sportsbook__time')).toHaveText(chosenTime);
    await expect(row.getByText(`№ ${game.id}`)).toBeVisible();
    // The server holds every choice (the page's own session asks).
    await expect
      .poll(
        async () => (await (await page.request.get('/web-api/user/settings')).json()) as unknown,
      )
      .toEqual({ appTheme: 1, timeZone: 5.5, is12h: true, showGameId: true });

    // Another browser, where the player has chosen nothing, signs in through the login form.
    const other = await browser.newContext({ locale: 'ru-RU' });
    try {
      await answerChrome(other, origin, ANSWERED);
      await other.addCookies([{ name: 'cookies_agree_type', value: '1', url: origin }]);
      const otherPage = await other.newPage();
      const otherSportsbook = new SportsbookPage(otherPage);
      await otherSportsbook.open('/ru/line');
      await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'light');
      const signIn = new SignInModal(otherPage);
      await signIn.openFromHeader();
      await signIn.signInWithPassword(player.login, player.password);
      await signIn.expectSignedIn(player.userId);

      await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
      const otherRow = otherSportsbook.event(game.id);
      await expect(otherRow.locator('.bs-sportsbook__time')).toHaveText(chosenTime);
      await expect(otherRow.getByText(`№ ${game.id}`)).toBeVisible();
      // Kept in this browser's cookies too, so its next page is served dark.
      const cookies = new Map((await other.cookies(origin)).map((c) => [c.name, c.value]));
      expect([cookies.get('app_theme'), cookies.get('tzo'), cookies.get('is12h')]).toEqual([
        '1',
        '5.5',
        '1',
      ]);
    } finally {
      await other.close();
    }
  });
});

test.describe('the display settings that act on the line', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'cookies_agree_type', value: '1', url: baseURL }]);
  });

  /** Chooses a setting in the header's Display menu, then closes the menu. */
  async function choose(page: Page, role: 'checkbox' | 'radio', name: string): Promise<void> {
    const header = page.locator('header.bs-header');
    const display = header.getByRole('button', { name: 'Вид', exact: true });
    await display.click();
    await header.getByRole(role, { name }).check();
    await display.click();
  }

  async function reload(sportsbook: SportsbookPage): Promise<void> {
    await sportsbook.page.reload();
    await expect(sportsbook.skeleton).toHaveCount(0);
  }

  test('the Asian view puts the handicap line between the odds, and stays after a reload', async ({
    page,
  }) => {
    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/line');
    const lines = sportsbook.root.locator('.bs-sportsbook__asian-line');
    await expect(lines).toHaveCount(0);
    await choose(page, 'radio', 'Азиатский');
    await expect(lines.first()).toHaveText(/^[+-]?\d+(\.\d+)?(\/\d+(\.\d+)?)?$/);
    await reload(sportsbook);
    await expect(lines.first()).toBeVisible();
  });

  test('grouping by country puts the championships under their countries, and stays', async ({
    page,
  }) => {
    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/line');
    const england = sportsbook.root.getByRole('region', { name: 'Англия' });
    await expect(england).toHaveCount(0);
    await choose(page, 'checkbox', 'Группировать чемпионаты по странам');
    await expect(england.getByRole('link', { name: 'Футбол. Англия. Премьер-лига' })).toBeVisible();
    await expect(sportsbook.root.getByRole('region', { name: 'Международные' })).toBeVisible();
    await reload(sportsbook);
    await expect(england).toBeVisible();
  });

  test('team logos show beside the teams, drawn by the server, and stay', async ({ page }) => {
    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/line');
    const logos = sportsbook.events.first().locator('img.bs-sportsbook__logo');
    await expect(logos).toHaveCount(0);
    await choose(page, 'checkbox', 'Логотипы команд');
    await expect(logos).toHaveCount(2);
    await reload(sportsbook);
    await expect(logos.first()).toBeVisible();
    // The picture arrived: an image that failed has no width of its own.
    expect(await logos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
  });

  test('the detailed score shows each period of a live game, and stays', async ({
    page,
    request,
  }) => {
    // The feed scores every few seconds; a game in play with a period scored is soon there.
    let game: LineEvent | undefined;
    await expect
      .poll(
        async () => {
          const live = (await (
            await request.get('/web-api/line/events?section=live')
          ).json()) as LineEvent[];
          game = live.find((event) => event.periods.length > 0);
          return game !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/live');
    const periods = sportsbook.event(game!.id).getByLabel('Счёт по периодам');
    await expect(periods).toHaveCount(0);
    await choose(page, 'checkbox', 'Подробный счёт (по периодам)');
    await expect(periods).toHaveText(/^\((\d+:\d+ ?)+\)$/);
    await reload(sportsbook);
    await expect(periods).toBeVisible();
  });

  test('best matches on top puts the book’s best game first, marked, and stays', async ({
    page,
  }) => {
    const sportsbook = new SportsbookPage(page);
    await sportsbook.open('/ru/line');
    const badges = sportsbook.root.locator('.bs-sportsbook__top-badge');
    await expect(badges).toHaveCount(0);
    await choose(page, 'checkbox', 'Лучшие матчи вверху');
    await expect(sportsbook.events.first().getByText('Топ')).toBeVisible();
    await reload(sportsbook);
    await expect(sportsbook.events.first().getByText('Топ')).toBeVisible();
  });
});
