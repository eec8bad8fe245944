import { expect, test } from '../fixtures';
import { PasswordRecovery } from '../pages/password-recovery';
import { RegistrationPage } from '../pages/registration-page';
import { SignInModal } from '../pages/sign-in-modal';
import { freshContacts, latestEmailLink, latestOutboxBody, latestSmsCode } from '../support/outbox';

test.use({ locale: 'ru-RU' });
// Each journey registers, reads the outbox and signs in again: three argon2 hashes or checks on a
// shared machine take longer than one page's journey (a CI run beside the whole suite once took
// more than 60 s).
test.describe.configure({ timeout: 90_000 });

test('a visitor registers in full, confirms the e-mail by the link the outbox holds, and signs in with it', async ({
  shell,
  page,
}) => {
  const { email } = freshContacts();
  const signIn = new SignInModal(page);
  await shell.open('/ru/registration');
  await new RegistrationPage(page).registerFull({
    email,
    password: 'Full-pass-123',
    name: 'Анна',
    surname: 'Ли',
    birthday: '1990-04-05',
  });
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(signIn.playerMenu).toBeVisible();
  // The link opens in this tab: the pages after it know the player by the token this one keeps.
  await signIn.expectTokenKept();

  const link = await latestEmailLink(email);
  expect(link).toMatch(/^\/ru\/user\/activate\?token=/);
  await shell.open(link);
  await expect(page.locator('[data-page="activation"]').getByRole('status')).toHaveText(
    'Ваш e-mail подтверждён.',
  );
  // A link works once.
  await page.reload();
  await expect(page.locator('[data-page="activation"]').getByRole('alert')).toHaveText(
    'Ссылка не действует или уже использована. Запросите новую.',
  );

  await signIn.logout();
  await signIn.openFromHeader();
  await signIn.signInWithPassword(email, 'Full-pass-123');
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.playerMenu).toBeVisible();
});

test('a visitor who forgot the password gets a link by e-mail, sets a new one on the reset page and signs in with it', async ({
  shell,
  page,
}) => {
  const { email } = freshContacts();
  const signIn = new SignInModal(page);
  const recovery = new PasswordRecovery(page);
  await shell.open('/ru/registration');
  await new RegistrationPage(page).registerFull({
    email,
    password: 'Old-pass-123',
    name: 'Иван',
    surname: 'Петров',
    birthday: '1985-01-02',
  });
  await expect(signIn.playerMenu).toBeVisible();
  await signIn.logout();

  // The login modal's link opens the forgot-password modal.
  await signIn.openFromHeader();
  await signIn.dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/ru\/\?showForgotPasswordModal=1$/);
  await recovery.askLinkByEmail(email);

  const link = await latestEmailLink(email);
  expect(link).toMatch(/^\/ru\/user\/passwordreset\?token=/);
  await shell.open(link);
  await recovery.resetOnPage('New-pass-456');

  await expect(signIn.dialog).toBeVisible();
  await signIn.signInWithPassword(email, 'Old-pass-123');
  await expect(signIn.error).toHaveText('Неверный логин или пароль.');
  await signIn.signInWithPassword(email, 'New-pass-456');
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.playerMenu).toBeVisible();
});

test('a visitor registers by phone, then resets the password by an SMS code from user/forgotpassword', async ({
  shell,
  page,
}) => {
  const { phone } = freshContacts();
  const signIn = new SignInModal(page);
  const registration = new RegistrationPage(page);
  const recovery = new PasswordRecovery(page);
  await shell.open('/ru/registration');
  await registration.askPhoneCode(phone);
  await registration.registerWithPhoneCode(await latestSmsCode(phone), 'Phone-pass-123');
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(signIn.playerMenu).toBeVisible();
  await signIn.logout();

  const registrationSms = await latestOutboxBody(phone);
  await shell.open('/ru/user/forgotpassword');
  await expect(page).toHaveURL(/\/ru\/\?showForgotPasswordModal=1$/);
  await recovery.askCodeByPhone(phone);
  const code = await latestSmsCode(phone, registrationSms);
  await recovery.resetInModal(code, 'Phone-pass-456');

  await expect(signIn.dialog).toBeVisible();
  await signIn.chooseTab('Телефон');
  await signIn.dialog.getByLabel('Номер телефона').fill(phone);
  await signIn.dialog.getByLabel('Пароль').fill('Phone-pass-456');
  await signIn.dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.playerMenu).toBeVisible();
});
