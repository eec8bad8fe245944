import { expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

/**
 * Paths of spec/shell.md sections 2 to 6 in several states, each with the URL the browser ends on
 * and the page it shows (the `data-page` of the shell's pages parcel, or `information` for a page of
 * the information view, or `registration` of the account pages parcel, or `sportsbook-...` of the
 * sportsbook app on the betting pages). Site-wide states that need the
 * operator command are in operator.spec.ts.
 */
interface Row {
  readonly path: string;
  readonly url: string;
  readonly page: string;
  /** Pages of the empty, blocked and maintenance layouts have no header. */
  readonly header?: boolean;
}

const anonymous: Row[] = [
  { path: '/', url: '/ru/', page: 'sportsbook-home' },
  // The casino app: its lobby and a game's page.
  { path: '/casino', url: '/ru/casino', page: 'casino-lobby' },
  { path: '/ru/slots/new/game/12/book', url: '/ru/slots/new/game/12/book', page: 'casino-game' },
  { path: '/ru/line/1/2/3', url: '/ru/line/1/2/3', page: 'sportsbook-game' },
  { path: '/ru/print-coupon/42', url: '/ru/print-coupon/42', page: 'print-coupon' },
  { path: '/ru/print-coupon/abc', url: '/ru/print-coupon/abc', page: 'not-found' },
  { path: '/ru/no-such-page', url: '/ru/no-such-page', page: 'not-found' },
  { path: '/ru/results/live', url: '/ru/results/live', page: 'sportsbook-results' },
  { path: '/ru/toto', url: '/ru/toto', page: 'toto' },
  { path: '/ru/tvgames/view/poker', url: '/ru/poker', page: 'casino-lobby' },
  { path: '/ru/vulkan', url: '/ru/slots/vulkan', page: 'casino-lobby' },
  { path: '/ru/allgamesentrance', url: '/ru/games', page: 'casino-games' },
  { path: '/ru/allgamesentrance/aviator-jet', url: '/ru/games/aviator-jet', page: 'casino-game' },
  { path: '/ru/fastgames-daily-tournament', url: '/ru/promotions', page: 'promotions' },
  { path: '/ru/offers/rules', url: '/ru/bonuses/rules', page: 'bonuses' },
  { path: '/ru/bonuses', url: '/ru/bonuses/rules', page: 'bonuses' },
  { path: '/ru/user/login', url: '/ru/registration', page: 'registration' },
  { path: '/ru/user/registration.php', url: '/ru/registration', page: 'registration' },
  {
    path: '/ru/user/forgotpassword?ref=7',
    url: '/ru/?ref=7&showForgotPasswordModal=1',
    page: 'sportsbook-home',
  },
  {
    path: '/ru/user/action.php?action=forgot&key=1',
    url: '/ru/user/passwordreset?action=forgot&key=1',
    page: 'password-reset',
  },
  { path: '/ru/user/action.php?key=1', url: '/ru/user/activate?key=1', page: 'activation' },
  { path: '/ru/coupon', url: '/ru/', page: 'sportsbook-home' },
  {
    path: '/ru/office',
    url: '/ru/?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Faccount',
    page: 'sportsbook-home',
  },
  {
    path: '/ru/office/account',
    url: '/ru/?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Faccount',
    page: 'sportsbook-home',
  },
  // Nothing to confirm without a player: section 4 sends confirm-terms to the root.
  { path: '/ru/confirm-terms', url: '/ru/', page: 'sportsbook-home' },
  { path: '/ru/registration', url: '/ru/registration', page: 'registration' },
  { path: '/ru/rules/sport', url: '/ru/rules/sport', page: 'information' },
  // A rules group the content does not have: the information view answers 404.
  { path: '/ru/rules/betting', url: '/ru/rules/betting', page: 'not-found' },
  { path: '/ru/statistic/1', url: '/ru/statistic/1', page: 'sportsbook-section' },
  { path: '/ru/debugger', url: '/ru/debugger', page: 'not-found' },
  { path: '/ru/internal-vpn', url: '/ru/internal-vpn', page: 'area-debug' },
  { path: '/ru/block', url: '/ru/', page: 'sportsbook-home' },
  { path: '/ru/maintenance', url: '/ru/', page: 'sportsbook-home' },
  {
    path: '/ru/onpay/success',
    url: '/ru/onpay/success',
    page: 'payment-result',
    header: false,
  },
  {
    path: '/ru/onpay/withdraw/cancel',
    url: '/ru/onpay/withdraw/cancel',
    page: 'withdraw-result',
    header: false,
  },
  { path: '/ru/500', url: '/ru/500', page: 'error-500' },
  { path: '/ru/oldbrowser', url: '/ru/oldbrowser', page: 'old-browser' },
  { path: '/en/about', url: '/en/about', page: 'information' },
  { path: '/uz/about', url: '/ru/about', page: 'information' },
  {
    path: '/ru/about?platform_type=desktop',
    url: '/ru/about?platform_type=desktop',
    page: 'information',
  },
  { path: '/ru/no-such-page?platform_type=desktop', url: '/ru/', page: 'sportsbook-home' },
];

const signedIn: Row[] = [
  { path: '/ru/office', url: '/ru/office/account', page: 'office-account' },
  { path: '/ru/office/account', url: '/ru/office/account', page: 'office-account' },
  { path: '/ru/registration', url: '/ru/', page: 'sportsbook-home' },
  {
    path: '/ru/office/recharge/modal?sum=5',
    url: '/ru/office/recharge?sum=5',
    page: 'office-recharge',
  },
  { path: '/ru/office/identification', url: '/ru/office/identification', page: 'not-found' },
  { path: '/ru/confirm-terms', url: '/ru/', page: 'sportsbook-home' },
  { path: '/uz/about', url: '/uz/about', page: 'information' },
];

const maintenanceCookie: Row[] = [
  { path: '/ru/casino', url: '/ru/maintenance', page: 'maintenance', header: false },
  { path: '/en/office/account', url: '/en/maintenance', page: 'maintenance', header: false },
  { path: '/ru/maintenance', url: '/ru/maintenance', page: 'maintenance', header: false },
];

const internetExplorer: Row[] = [
  { path: '/ru/casino', url: '/ru/block-ie', page: 'blocking-block-ie', header: false },
];

test.use({ locale: 'ru-RU' });

function check(rows: Row[]) {
  for (const row of rows) {
    test(`${row.path} ends on ${row.url} showing ${row.page}`, async ({ shell }) => {
      await shell.visit(row.path);
      expect(shell.finalUrl()).toBe(row.url);
      await expect(shell.shellPage).toHaveAttribute('data-page', row.page);
      await expect(shell.header).toHaveCount(row.header === false ? 0 : 1);
    });
  }
}

test.describe('an anonymous visitor', () => check(anonymous));

test.describe('a signed-in player', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInNewPlayer(context, baseURL as string);
  });
  check(signedIn);
});

test.describe('a visitor with the maintenance cookie', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'maintenance', value: '1', url: baseURL }]);
  });
  check(maintenanceCookie);
});

test.describe('a visitor with Internet Explorer (the block rule the server ships)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });
  check(internetExplorer);
});

test.describe('navigating inside the site', () => {
  test('a link to a redirecting path lands on its target without a reload', async ({
    shell,
    page,
  }) => {
    await shell.visit('/ru/casino');
    await shell.markDocument();
    await page.evaluate(() =>
      (window as unknown as { singleSpaNavigate(url: string): void }).singleSpaNavigate(
        '/ru/vulkan',
      ),
    );
    await expect(page).toHaveURL(/\/ru\/slots\/vulkan$/);
    await expect(shell.shellPage).toHaveAttribute('data-page', 'casino-lobby');
    expect(await shell.documentIsMarked()).toBe(true);
  });

  test('the recharge modal opens from a page of the site', async ({
    shell,
    page,
    context,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    await shell.visit('/ru/office/account');
    await page.evaluate(() =>
      (window as unknown as { singleSpaNavigate(url: string): void }).singleSpaNavigate(
        '/ru/office/recharge/modal',
      ),
    );
    await expect(page).toHaveURL(/\/ru\/office\/recharge\/modal$/);
    await expect(shell.shellPage).toHaveAttribute('data-page', 'office-recharge-modal');
  });

  test('a guarded page never shows before its redirect', async ({ shell, page }) => {
    await shell.visit('/ru/casino');
    const shown: string[] = [];
    await page.exposeFunction('recordPage', (kind: string) => shown.push(kind));
    await page.evaluate(() => {
      new MutationObserver(() => {
        const kind = document.querySelector('.bs-page')?.getAttribute('data-page');
        if (kind)
          void (window as unknown as { recordPage(k: string): Promise<void> }).recordPage(kind);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
      (window as unknown as { singleSpaNavigate(url: string): void }).singleSpaNavigate(
        '/ru/office/account',
      );
    });
    await expect(page).toHaveURL(/showLoginModal=1/);
    expect(shown).not.toContain('area-office');
  });
});
