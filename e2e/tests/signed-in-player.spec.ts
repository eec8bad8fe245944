import { expect, test } from '../fixtures';
import { SignInModal } from '../pages/sign-in-modal';
import { signInNewPlayer } from '../support/signed-in-player';

// The journeys of signed-in players (office, favourites, payments, limits) start from a player the
// real sign-in API registered; this proves that start holds on its own.
test.describe('a player registered through the sign-in API', () => {
  test('has a live session and a signed token, and the office opens instead of the login', async ({
    shell,
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);

    await shell.visit('/ru/office/account');

    expect(shell.finalUrl()).toBe('/ru/office/account');
    const answer = await page.request.get('/web-api/session');
    expect(((await answer.json()) as { session: { userId: number } }).session.userId).toBe(
      player.userId,
    );
    const token = (await context.cookies()).find((cookie) => cookie.name === 'user_token');
    expect(token?.value.split('.')).toHaveLength(3);
    expect(token?.value.endsWith('.')).toBe(false);
  });
});

test.describe('a signed-in player who logs out at once', () => {
  test('is signed out even when the click comes before the sign-in parcel has loaded', async ({
    shell,
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    // The sign-in parcel mounts after the first paint; on a slow machine the header's menu is there
    // seconds before it. Its file is held back here until the player has clicked.
    let releaseAuth: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseAuth = resolve;
    });
    await page.route('**/assets/app/auth@*.js', async (route) => {
      await held;
      await route.continue();
    });
    const signIn = new SignInModal(page);
    await shell.open('/ru/');
    await signIn.playerMenu.click();
    await page.locator('header.bs-header').getByRole('button', { name: 'Выйти' }).click();
    releaseAuth();
    await expect(signIn.loginButton).toBeVisible();
    const answer = await page.request.get('/web-api/session');
    expect(((await answer.json()) as { session: unknown }).session).toBeNull();
  });
});
