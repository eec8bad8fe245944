import { expect, type Locator, type Page } from '@playwright/test';

/** The office verification page (the verification parcel), in English. */
export class VerificationPage {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.locator('.bs-verification');
  }

  get state(): Locator {
    return this.section.locator('.bs-verification__state');
  }

  async open(): Promise<void> {
    await this.page.goto('/en/office/verification');
    await expect(
      this.section.getByRole('heading', { level: 1, name: 'Verification' }),
    ).toBeVisible();
  }

  private get form(): Locator {
    return this.section.getByRole('form', { name: 'Personal data' });
  }

  /** Fills the personal data form and saves it. */
  async savePersonalData(documentNumber: string): Promise<void> {
    const form = this.form;
    await form.getByLabel('First name').fill('Ivan');
    await form.getByLabel('Last name').fill('Petrov');
    await form.getByLabel('Date of birth').fill('1985-03-02');
    await form.getByLabel('Country').selectOption({ label: 'Russia' });
    await form.getByLabel('Registered address').fill('Lenina 5, Kazan');
    await form.getByLabel('Identity document').selectOption({ label: 'Passport' });
    await form.getByLabel('Document number').fill(documentNumber);
    await form.getByLabel('Date of issue').fill('2015-06-01');
    await form.getByRole('button', { name: 'Save data' }).click();
    await expect(this.section.getByRole('status')).toHaveText('Your data is saved.');
  }

  async send(name: 'Send for checking' | 'Send again'): Promise<void> {
    await this.section.getByRole('button', { name }).click();
    await expect(this.state).toContainText('being checked');
  }
}
