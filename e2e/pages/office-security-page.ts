import { expect, type Locator, type Page } from '@playwright/test';

/** The office security and settings pages (the office security parcel), in English. */
export class OfficeSecurityPage {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('.bs-office-security');
  }

  get protectionStatus(): Locator {
    return this.root.locator('.bs-office-security__status strong');
  }

  async openSecurity(): Promise<void> {
    await this.page.goto('/en/office/security');
    await expect(this.root.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(this.protectionStatus).toBeVisible();
  }

  async openSettings(): Promise<void> {
    await this.page.goto('/en/office/settings');
    await expect(this.root.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(this.root.getByTestId('bound-phone')).toBeVisible();
  }

  /** Starts two-factor enrolment and answers the secret the page shows. */
  async startTwoFactor(password: string): Promise<string> {
    const form = this.root.getByRole('form', { name: 'Turn on two-factor authentication' });
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Turn on' }).click();
    const secret = this.root.getByTestId('two-factor-secret');
    await expect(secret).toBeVisible();
    await expect(this.root.getByTestId('two-factor-uri')).toContainText('otpauth://totp/');
    return (await secret.textContent()) ?? '';
  }

  async confirmTwoFactor(code: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Confirm two-factor authentication' });
    await form.getByLabel('Code from the app').fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(oldPassword);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
  }

  async sendPhoneCode(phone: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Send a code to the phone' });
    await form.getByLabel('Phone number in international format').fill(phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(this.root.getByRole('form', { name: 'Confirm the phone' })).toBeVisible();
  }

  async bindPhone(code: string): Promise<void> {
    const form = this.root.getByRole('form', { name: 'Confirm the phone' });
    await form.getByLabel('Code from the SMS').fill(code);
    await form.getByRole('button', { name: 'Bind phone' }).click();
  }

  method(name: string): Locator {
    return this.root.getByRole('list', { name: 'Protection methods' }).getByText(name);
  }
}
