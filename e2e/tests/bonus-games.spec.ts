import { expect, test } from '../fixtures';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

// The bonus games (docs/bonus-games.md): an operator awards a fortuna, its prize drawn on the
// server; the player spins the wheel on its page and the balance grows by the prize once.

test('a player awarded a fortuna spins it and the balance grows once', async ({
  context,
  page,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL as string);
  const awarded = await ops('bonus-games', 'award', String(player.userId), 'fortuna');
  const prize = Number(/prize (\d+) /.exec(awarded)?.[1]);
  expect(prize).toBeGreaterThan(0);
  const balance = async () =>
    (
      (await (await context.request.get(`${baseURL}/web-api/user/balance`)).json()) as {
        balance: number;
      }
    ).balance;
  const before = await balance();

  await page.goto('/en/bonus-games/fortuna');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.locator('[data-game="fortuna"] [role="status"]')).toHaveAttribute(
    'data-won',
    String(prize),
  );
  expect(await balance()).toBe(before + prize);

  // Back on the page the outcome stays as it was, and nothing more is credited.
  await page.reload();
  await expect(page.locator('[data-game="fortuna"] [role="status"]')).toHaveAttribute(
    'data-won',
    String(prize),
  );
  await expect(page.getByRole('button', { name: 'Spin' })).toHaveCount(0);
  expect(await balance()).toBe(before + prize);
});
