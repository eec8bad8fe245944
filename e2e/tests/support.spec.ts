import { expect, test } from '../fixtures';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

/** The first bytes of a PNG and a little more: an image attachment as the store checks it. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('journey screenshot'),
]);

test.describe('support', () => {
  test('a player asks with a screenshot, an operator answers, the player is told and reads it', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    await page.goto('/en/office/support');
    const support = page.locator('.bs-support-office');
    await support.getByLabel('Topic').selectOption('bets');
    await support.getByLabel('Message').fill('My bet from yesterday is not settled.');
    await support
      .getByLabel('Files (up to 3: JPEG, PNG or PDF, 5 MB each)')
      .setInputFiles({ name: 'bet.png', mimeType: 'image/png', buffer: PNG });
    await support.getByRole('button', { name: 'Send' }).click();

    const history = page.getByRole('dialog', { name: 'Request history' });
    await expect(history.getByText('My bet from yesterday is not settled.')).toBeVisible();
    await expect(history.getByRole('link', { name: 'bet.png' })).toBeVisible();
    const id = /request=(\d+)/u.exec(page.url())?.[1];
    expect(id).toBeDefined();

    expect(await ops('support', 'list')).toContain(`#${id} open bets`);
    await ops('support', 'answer', id!, 'Your bet is settled: it won.');

    // On the next page the player is told, and the office menu and the button show the answer.
    await page.goto('/en/office/account');
    await expect(page.getByText('Support has answered you (1 new)')).toBeVisible();
    await page.locator('.bs-support').click();
    await expect(page).toHaveURL(/\/en\/office\/support$/u);
    await page
      .locator('.bs-support-office')
      .getByRole('button', { name: /#\d+ Bets/u })
      .click();
    const thread = page.getByRole('dialog', { name: 'Request history' });
    await expect(thread.getByText('Your bet is settled: it won.')).toBeVisible();
    await expect(thread.getByText('Answered')).toBeVisible();
  });

  test('a visitor writes to support through the contact form', async ({ page }) => {
    await page.goto('/en/');
    await page.locator('.bs-support').click();
    const form = page.getByRole('dialog', { name: 'Write to support' });
    await form.getByLabel('Your name').fill('Visitor Journey');
    await form.getByLabel('E-mail').fill('visitor.journey@example.com');
    await form.getByLabel('Message').fill('How do I open an account?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Thank you! We will answer to your e-mail.')).toBeVisible();
    expect(await ops('support', 'list')).toContain(
      'visitor Visitor Journey <visitor.journey@example.com>',
    );
  });
});
