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

  /** The two boxes every registration needs: the terms accepted, the age limit confirmed. */
  async acceptTerms(): Promise<void> {
    await this.page.getByLabel('Я прочитал(а) и принимаю правила и условия').check();
    await this.page.getByLabel(/Подтверждаю, что мне не меньше \d+/).check();
  }

  async registerOneClick(): Promise<{ login: string; password: string }> {
    await expect(this.heading).toHaveText('Регистрация');
    await this.acceptTerms();
    await this.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(this.heading).toHaveText('Ваш счёт готов');
    return { login: await this.login.innerText(), password: await this.password.innerText() };
  }

  /** Full registration: the player is signed in and sent home. */
  async registerFull(details: {
    email: string;
    password: string;
    name: string;
    surname: string;
    birthday: string;
  }): Promise<void> {
    await expect(this.heading).toHaveText('Регистрация');
    await this.page.getByRole('tab', { name: 'Полная' }).click();
    await this.page.getByLabel('E-mail').fill(details.email);
    await this.page.getByLabel('Пароль').fill(details.password);
    await this.page.getByLabel('Имя').fill(details.name);
    await this.page.getByLabel('Фамилия').fill(details.surname);
    await this.page.getByLabel(/Дата рождения/).fill(details.birthday);
    await this.acceptTerms();
    await this.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  }

  /** Phone registration, first step: the SMS code goes to the phone. */
  async askPhoneCode(phone: string): Promise<void> {
    await expect(this.heading).toHaveText('Регистрация');
    await this.page.getByRole('tab', { name: 'По телефону' }).click();
    await this.acceptTerms();
    await this.page.getByLabel('Номер телефона').fill(phone);
    await this.page.getByRole('button', { name: 'Получить код' }).click();
    await expect(this.page.getByLabel('Код из SMS')).toBeVisible();
  }

  /** Phone registration, second step: the code and a password. */
  async registerWithPhoneCode(code: string, password: string): Promise<void> {
    await this.page.getByLabel('Код из SMS').fill(code);
    await this.page.getByLabel('Пароль').fill(password);
    await this.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Продолжить' }).click();
  }
}
