import { expect, test } from '../fixtures';
import { ResponsibleGamingPage } from '../pages/responsible-gaming-page';
import { signInApi } from '../support/sign-in-api';
import { signInNewPlayer } from '../support/signed-in-player';

const DEPOSIT_24H = 20;

test.describe('the office responsible-gaming page', () => {
  test('a player lowers a deposit limit at once, then raises it and sees the raise pending', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    // The session-limit chrome pings the limits service at once for a signed-in player.
    const ping = page.waitForResponse((response) =>
      response.url().endsWith('/limit-service-api/api/external/web/v3/ping'),
    );
    await office.open();
    expect((await ping).status()).toBe(200);
    const row = office.limit(DEPOSIT_24H);
    await expect(row.getByText('Current limit: No limit')).toBeVisible();

    await office.setLimit(DEPOSIT_24H, 10_000);
    await expect(office.message).toHaveText('Your limits are saved.');
    await expect(row.getByText('Current limit: RUB 100.00')).toBeVisible();

    await office.setLimit(DEPOSIT_24H, 5_000);
    await expect(row.getByText('Current limit: RUB 50.00')).toBeVisible();
    await expect(row.locator('.bs-responsible-gaming__pending')).toHaveCount(0);

    await office.setLimit(DEPOSIT_24H, 100_000);
    const pending = row.locator('.bs-responsible-gaming__pending');
    await expect(pending).toHaveAttribute('data-phase', 'cooling-off');
    await expect(pending).toContainText(
      /New limit RUB\s1,000\.00 is waiting: you can confirm it in 2[34]:/,
    );
    await expect(row.getByText('Current limit: RUB 50.00')).toBeVisible();
    await expect(office.field(DEPOSIT_24H)).toBeDisabled();

    // The page asks the server again: the pending raise is the server's, not the page's memory.
    await office.open();
    await expect(
      office.limit(DEPOSIT_24H).locator('.bs-responsible-gaming__pending'),
    ).toHaveAttribute('data-phase', 'cooling-off');
  });

  test('a player with a raise pending still lowers the limit at once, which ends the raise', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    const row = office.limit(DEPOSIT_24H);
    await office.setLimit(DEPOSIT_24H, 10_000);
    await expect(row.getByText('Current limit: RUB 100.00')).toBeVisible();
    await office.setLimit(DEPOSIT_24H, 100_000);
    await expect(row.locator('.bs-responsible-gaming__pending')).toHaveAttribute(
      'data-phase',
      'cooling-off',
    );
    await expect(office.field(DEPOSIT_24H)).toBeDisabled();

    await office.lowerNow(DEPOSIT_24H, 5_000);

    await expect(office.message).toHaveText('Your limits are saved.');
    await expect(row.getByText('Current limit: RUB 50.00')).toBeVisible();
    await expect(row.locator('.bs-responsible-gaming__pending')).toHaveCount(0);
    await expect(office.field(DEPOSIT_24H)).toBeEnabled();
    // As the server has it, not only the page.
    await office.open();
    await expect(office.limit(DEPOSIT_24H).getByText('Current limit: RUB 50.00')).toBeVisible();
    await expect(office.limit(DEPOSIT_24H).locator('.bs-responsible-gaming__pending')).toHaveCount(
      0,
    );
  });

  test('a player self-excludes for a day, is signed out, and is refused sign-in', async ({
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);
    const office = new ResponsibleGamingPage(page);
    await office.open();
    const section = office.section('self_exclusion');
    await section.getByLabel('For how long').selectOption('1');
    await section.getByLabel('Reason (optional)').selectOption({ index: 1 });
    await expect(section.getByRole('alert')).toContainText('cannot be lifted early');
    await section.getByRole('button', { name: 'Exclude me' }).click();

    await expect(page).toHaveURL(/\/en\/?$/);
    const api = await signInApi(context, baseURL as string);
    await expect.poll(() => api.sessionUserId()).toBeNull();

    const login = await api.logIn({
      form: 'login_password',
      uLogin: player.login,
      uPassword: player.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.error?.code).toBe('SELF_EXCLUDED');
  });
});
