import { expect, test } from '../fixtures';
import { RegistrationPage } from '../pages/registration-page';
import { SignInModal } from '../pages/sign-in-modal';

test.use({ locale: 'ru-RU' });

test('a visitor registers in one click, then logs in again with the login and password shown', async ({
  shell,
  page,
}) => {
  const signIn = new SignInModal(page);
  const registration = new RegistrationPage(page);
  await shell.open('/ru/');
  await page.locator('header.bs-header').getByRole('link', { name: 'Регистрация' }).click();
  await expect(page).toHaveURL(/\/ru\/registration$/);

  const credentials = await registration.registerOneClick();
  expect(credentials.login).toMatch(/^\d+$/);
  await registration.continue();
  await expect(page).toHaveURL(/\/ru\/$/);
  await signIn.expectSignedIn(Number(credentials.login));

  await signIn.logout();
  await signIn.openFromHeader();
  await signIn.signInWithPassword(credentials.login, credentials.password);
  await signIn.expectSignedIn(Number(credentials.login));
});
