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

  /**
   * Sends the three identity documents as small PNG files (the PNG signature is what the server's
   * upload store checks) and waits for each file's name to show.
   */
  async uploadDocuments(): Promise<void> {
    const documents = this.section.locator('.bs-verification__documents');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('IHDR journey image'),
    ]);
    for (const [label, name] of [
      ['Document, front side', 'front.png'],
      ['Document, back side', 'back.png'],
      ['Selfie with the document', 'selfie.png'],
    ] as const) {
      await documents
        .getByLabel(label, { exact: true })
        .setInputFiles({ name, mimeType: 'image/png', buffer: png });
      await expect(documents).toContainText(`Sent: ${name}`);
    }
  }

  async send(name: 'Send for checking' | 'Send again'): Promise<void> {
    await this.section.getByRole('button', { name }).click();
    await expect(this.state).toContainText('being checked');
  }
}
