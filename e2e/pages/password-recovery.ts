import { expect, type Locator, type Page } from '@playwright/test';

const TEXTS = {
  title: 'Восстановление пароля',
  byEmail: 'По e-mail',
  byPhone: 'По телефону',
  email: 'E-mail вашего счёта',
  phone: 'Номер телефона',
  send: 'Отправить',
  code: 'Код из SMS',
  newPassword: 'Новый пароль',
  repeat: 'Новый пароль ещё раз',
  save: 'Сохранить новый пароль',
  changed: 'Пароль изменён, все сеансы счёта завершены. Войдите с новым паролем.',
  signIn: 'Войти',
} as const;

/** The forgot-password modal of the sign-in parcel and the password reset page, in Russian. */
export class PasswordRecovery {
  readonly modal: Locator;
  readonly page: Locator;

  constructor(browserPage: Page) {
    this.modal = browserPage.getByRole('dialog', { name: TEXTS.title });
    this.page = browserPage.locator('[data-page="password-reset"]');
  }

  async askLinkByEmail(email: string): Promise<void> {
    await expect(this.modal).toBeVisible();
    await this.modal.getByRole('tab', { name: TEXTS.byEmail }).click();
    await this.modal.getByLabel(TEXTS.email).fill(email);
    await this.modal.getByRole('button', { name: TEXTS.send }).click();
    await expect(this.modal.getByRole('status')).toContainText(email);
  }

  async askCodeByPhone(phone: string): Promise<void> {
    await expect(this.modal).toBeVisible();
    await this.modal.getByRole('tab', { name: TEXTS.byPhone }).click();
    await this.modal.getByLabel(TEXTS.phone).fill(phone);
    await this.modal.getByRole('button', { name: TEXTS.send }).click();
    await expect(this.modal.getByLabel(TEXTS.code)).toBeVisible();
  }

  /** The phone's code and the new password in the modal; then its "sign in" button. */
  async resetInModal(code: string, password: string): Promise<void> {
    await this.modal.getByLabel(TEXTS.code).fill(code);
    await this.fill(this.modal, password);
    await expect(this.modal.getByRole('status')).toHaveText(TEXTS.changed);
    await this.modal.getByRole('button', { name: TEXTS.signIn }).click();
  }

  /** The reset page of an e-mailed link; then its "sign in" button. */
  async resetOnPage(password: string): Promise<void> {
    await expect(this.page).toBeVisible();
    await this.fill(this.page, password);
    await expect(this.page.getByRole('status')).toHaveText(TEXTS.changed);
    await this.page.getByRole('button', { name: TEXTS.signIn }).click();
  }

  private async fill(root: Locator, password: string): Promise<void> {
    await root.getByLabel(TEXTS.newPassword, { exact: true }).fill(password);
    await root.getByLabel(TEXTS.repeat, { exact: true }).fill(password);
    await root.getByRole('button', { name: TEXTS.save }).click();
  }
}
