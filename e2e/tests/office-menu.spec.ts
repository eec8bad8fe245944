import { expect, test } from '../fixtures';
import { moveWithinSite } from '../support/move-within-site';
import { signInNewPlayer } from '../support/signed-in-player';

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
] as const;

for (const screen of SCREENS) {
  test.describe(`the office menu on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('a signed-in player finds the limits from the account menu, and the office menu beside them with the protection level', async ({
      context,
      page,
      baseURL,
      shell,
    }) => {
      const player = await signInNewPlayer(context, baseURL as string);
      // The information page on responsible gaming leads to the limits too.
      await shell.open('/en/responsiblegaming');
      await expect(
        page.locator('.info-page').getByRole('link', { name: 'Office → Responsible gaming' }),
      ).toHaveAttribute('href', '/en/office/responsible');

      await shell.header.getByRole('button', { name: `Account ${player.userId}` }).click();
      await shell.header.getByRole('link', { name: 'Responsible gaming' }).click();
      await expect(page).toHaveURL(/\/en\/office\/responsible$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Responsible gaming' }),
      ).toBeVisible();

      const phone = screen.viewport.width < 1024;
      if (phone) {
        await page.getByRole('button', { name: 'Office menu' }).click();
      }
      const menu = phone
        ? page.getByRole('dialog', { name: 'Personal office' })
        : page.locator('.ui-office-menu__side');
      const nav = menu.getByRole('navigation', { name: 'Personal office' });
      await expect(nav.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // A new player has changed nothing of the protection they were given.
      await expect(menu.locator('[data-fact="protection"]')).toContainText('bad');
      await expect(menu.locator('[data-fact="balance"]')).toContainText('Balance');

      await nav.getByRole('link', { name: 'Security' }).click();
      await expect(page).toHaveURL(/\/en\/office\/security$/);
      await expect(page.getByRole('dialog', { name: 'Personal office' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
      // The menu stays, its place kept: it moved with the page rather than loading again.
      await moveWithinSite(page, '/en/office/account');
      await expect(
        page.locator(phone ? '.ui-office-menu__open' : '.ui-office-menu__side'),
      ).toBeVisible();

      // Its own address opens it as a modal over the account page, on any screen; closing it
      // leaves the account page.
      await moveWithinSite(page, '/en/office/navigation-menu');
      const modal = page.getByRole('dialog', { name: 'Personal office' });
      await expect(
        modal.getByRole('navigation').getByRole('link', { name: 'My accounts' }),
      ).toHaveAttribute('aria-current', 'page');
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/en\/office\/account$/);
      await expect(modal).toHaveCount(0);
    });
  });
}
