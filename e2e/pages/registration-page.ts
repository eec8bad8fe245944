import { expect, type Locator, type Page } from '@playwright/test';

/** The registration page of the account pages parcel, in Russian. */
export class RegistrationPage {
  readonly heading: Locator;
  readonly login: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.login = page.locator('[data-credential="login"]');
    this.password = page.locator('[data-credential="password"]');
  }

  async registerOneClick(): Promise<{ login: string; password: string }> {
    await expect(this.heading).toHaveText('Регистрация');
    await this.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(this.heading).toHaveText('Ваш счёт готов');
    return { login: await this.login.innerText(), password: await this.password.innerText() };
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Продолжить' }).click();
  }
}
