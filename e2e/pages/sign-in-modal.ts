import { expect, type Locator, type Page } from '@playwright/test';

/** The login modal of the sign-in parcel, and the header's entry points to it. */
export class SignInModal {
  readonly dialog: Locator;
  readonly error: Locator;
  readonly loginButton: Locator;
  readonly playerMenu: Locator;

  constructor(
    readonly page: Page,
    private readonly texts = {
      login: 'Войти',
      loginField: 'E-mail или номер счёта',
      password: 'Пароль',
      phone: 'Номер телефона',
      smsCode: 'Код из SMS',
      sendCode: 'Получить код',
      twoStepCode: 'Код из приложения-аутентификатора',
      logout: 'Выйти',
    },
  ) {
    this.dialog = page.getByRole('dialog');
    this.error = this.dialog.getByRole('alert');
    this.loginButton = page.locator('header.bs-header').getByRole('button', { name: texts.login });
    this.playerMenu = page.locator('header.bs-header .bs-header__player-toggle');
  }

  async openFromHeader(): Promise<void> {
    await this.loginButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async signInWithPassword(login: string, password: string): Promise<void> {
    await this.dialog.getByLabel(this.texts.loginField).fill(login);
    await this.dialog.getByLabel(this.texts.password).fill(password);
    await this.dialog.getByRole('button', { name: this.texts.login }).click();
  }

  async chooseTab(name: string): Promise<void> {
    await this.dialog.getByRole('tab', { name }).click();
  }

  async askSmsCode(phone: string): Promise<void> {
    await this.dialog.getByLabel(this.texts.phone).fill(phone);
    await this.dialog.getByRole('button', { name: this.texts.sendCode }).click();
    await expect(this.dialog.getByLabel(this.texts.smsCode)).toBeVisible();
  }

  async signInWithSmsCode(code: string): Promise<void> {
    await this.dialog.getByLabel(this.texts.smsCode).fill(code);
    await this.dialog.getByRole('button', { name: this.texts.login }).click();
  }

  async enterTwoStepCode(code: string): Promise<void> {
    await this.dialog.getByLabel(this.texts.twoStepCode).fill(code);
    await this.dialog.getByRole('button', { name: this.texts.login }).click();
  }

  async expectSignedIn(userId: number): Promise<void> {
    await expect(this.dialog).toBeHidden();
    await expect(this.playerMenu).toHaveText(`Счёт ${userId}`);
  }

  /**
   * The page shows the player as the sign-in is announced and keeps the session's token (from
   * /web-api/user/gettoken, in the `user_token` cookie) a moment later. A page that loads starts
   * signed in only with that token, so a journey waits for it before it leaves or reloads the page:
   * a navigation before it cancels the token's request and the next page shows a visitor.
   */
  async expectTokenKept(): Promise<void> {
    await expect
      .poll(async () => {
        const cookies = await this.page.context().cookies();
        return cookies.find((cookie) => cookie.name === 'user_token')?.value ?? '';
      })
      .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  }

  async logout(): Promise<void> {
    await this.playerMenu.click();
    await this.page
      .locator('header.bs-header')
      .getByRole('button', { name: this.texts.logout })
      .click();
    await expect(this.loginButton).toBeVisible();
  }
}
