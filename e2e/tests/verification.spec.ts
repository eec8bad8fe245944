import { expect, test } from '../fixtures';
import { MoneyPages } from '../pages/money-pages';
import { VerificationPage } from '../pages/verification-page';
import { fundNewPlayer } from '../support/funded-player';
import { ops } from '../support/operator';

// Verification of identity against the real server: a withdrawal over the site config's threshold
// (RUB 50,000 by default) waits for it; the player sends personal data and the three identity
// documents, an operator sees the documents and rejects it
// with a reason through `npm run ops`, the player corrects and sends it again, the operator
// approves, and the withdrawal goes through.
test('a large withdrawal waits for a verification that is rejected, resubmitted and approved', async ({
  page,
  context,
  baseURL,
}) => {
  const { player } = await fundNewPlayer(context, baseURL ?? '', 6_000_000);
  const money = new MoneyPages(page);
  const verification = new VerificationPage(page);

  await money.withdraw('55000');
  const refusal = money.office.getByRole('alert');
  await expect(refusal).toContainText('A withdrawal of this size needs a verified identity.');
  await refusal.getByRole('link', { name: 'Go to verification' }).click();
  await expect(page).toHaveURL(/\/en\/office\/verification$/);
  await expect(verification.state).toContainText('not started');

  await verification.savePersonalData('4510 123456');
  await verification.uploadDocuments();
  await verification.send('Send for checking');
  // The office menu follows the state at a glance.
  await expect(page.locator('.ui-office-menu__side [data-fact="verification"]')).toContainText(
    'being checked',
  );

  const id = String(player.userId);
  expect(await ops('verification', 'list')).toContain(`player ${id}: submitted`);
  expect(await ops('verification', 'show', id)).toMatch(
    /document selfie: [0-9a-f]{32} selfie\.png/,
  );
  await ops('verification', 'reject', id, '--reason', 'document-unreadable');
  await page.reload();
  await expect(verification.state).toContainText('rejected');
  await expect(verification.state).toContainText('Reason: the document cannot be read.');

  await verification.savePersonalData('AB1234567');
  await verification.send('Send again');
  await ops('verification', 'approve', id);
  await page.reload();
  await expect(verification.state).toContainText('approved');

  await money.withdraw('55000');
  await expect(money.status).toContainText(/Withdrawal request No\. \d+ for ₽55,000\.00/);
});
