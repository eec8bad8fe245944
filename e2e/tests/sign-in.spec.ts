import { expect, test } from '../fixtures';
import { SignInModal } from '../pages/sign-in-modal';
import { registerOneClickPlayer } from '../support/registered-player';

test.use({ locale: 'ru-RU' });

test('a visitor signs in from the header with login and password, sees the menu, and logs out', async ({
  shell,
  page,
  baseURL,
}) => {
  const player = await registerOneClickPlayer(baseURL ?? '');
  const signIn = new SignInModal(page);
  await shell.open('/ru/');

  await signIn.openFromHeader();
  await signIn.signInWithPassword(player.login, 'wrong-password-1');
  await expect(signIn.error).toHaveText('Неверный логин или пароль.');
  await signIn.signInWithPassword(player.login, player.password);

  await signIn.expectSignedIn(player.userId);
  expect(shell.finalUrl()).toBe('/ru/');
  // The menu shows as the sign-in is announced; the token follows from /web-api/user/gettoken.
  await signIn.expectTokenKept();

  // A reload keeps the player signed in: the page learns who from its first check.
  await page.reload();
  await expect(signIn.playerMenu).toHaveText(`Счёт ${player.userId}`);
  // The token's cookie lives as long as the token, ten minutes; the session lives on. A page loaded
  // after it has gone comes with a new token from the server and starts signed in.
  await page.context().clearCookies({ name: 'user_token' });
  await page.reload();
  await expect(signIn.playerMenu).toHaveText(`Счёт ${player.userId}`);
  await signIn.expectTokenKept();

  await signIn.logout();
  expect(shell.finalUrl()).toBe('/ru/');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'user_token')).toBe(
    false,
  );
  // The server session ended too: a reload does not bring the player back.
  await page.reload();
  await expect(signIn.loginButton).toBeVisible();
});

test('a visitor who clicks login before the sign-in parcel has loaded gets the login modal when it arrives', async ({
  shell,
  page,
  baseURL,
}) => {
  const player = await registerOneClickPlayer(baseURL ?? '');
  const signIn = new SignInModal(page);
  // The sign-in parcel mounts after the first paint; on a slow machine the header's login button is
  // there seconds before it. Its file is held back here until the visitor has clicked.
  let releaseAuth = () => undefined as void;
  const held = new Promise<void>((resolve) => (releaseAuth = resolve));
  let authAsked = () => undefined as void;
  const asked = new Promise<void>((resolve) => (authAsked = resolve));
  await page.route('**/assets/app/auth@*.js', async (route) => {
    authAsked();
    await held;
    await route.continue();
  });
  await shell.open('/ru/');
  await asked;

  await signIn.loginButton.click();
  await expect(page).toHaveURL(/[?&]showLoginModal=1/);
  // Nothing could open it yet: the parcel's file is still on its way.
  await expect(signIn.dialog).toHaveCount(0);
  releaseAuth();

  await shell.waitForMounted('@betshell/auth');
  await expect(signIn.dialog).toBeVisible();
  await signIn.signInWithPassword(player.login, player.password);
  await signIn.expectSignedIn(player.userId);
});

test('a visitor asking for a login-only page signs in in the modal and lands on that page', async ({
  shell,
  page,
  baseURL,
}) => {
  const player = await registerOneClickPlayer(baseURL ?? '');
  const signIn = new SignInModal(page);

  await shell.visit('/ru/office/history');
  await expect(page).toHaveURL(/\/ru\/\?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Fhistory$/);
  await expect(signIn.dialog).toBeVisible();
  await signIn.signInWithPassword(String(player.userId), player.password);

  await signIn.expectSignedIn(player.userId);
  await expect(page).toHaveURL(/\/ru\/office\/history$/);
});
