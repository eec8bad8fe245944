import { expect, test } from '../fixtures';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

test.use({ locale: 'ru-RU' });

test('a banned player is sent to the blocked page once the user config tells the ban', async ({
  shell,
  page,
  context,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL ?? '');
  await ops('player', 'ban', String(player.userId), '--level', '45');

  await shell.visit('/ru/games');

  await expect(page).toHaveURL(/\/ru\/block-appeal-history/);
});

test('a banned player may still withdraw at the level the ban version names (53 with version 1, else 45)', async ({
  shell,
  page,
  context,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL ?? '');
  await ops('player', 'ban', String(player.userId), '--level', '53', '--version', '1');
  await shell.visit('/ru/games');
  await expect(page).toHaveURL(/\/ru\/block-appeal-history/);
  // The terms status is asked right after the user config has told its ban to the guards.
  const configured = page.waitForResponse('**/web-api/api-v3/v2/user/agreement-rules/status');
  await shell.visit('/ru/office/deduce');
  await configured;
  await expect(shell.shellPage).toHaveAttribute('data-page', 'office-deduce');
  expect(shell.finalUrl()).toBe('/ru/office/deduce');

  await ops('player', 'ban', String(player.userId), '--level', '45', '--version', '1');
  await shell.visit('/ru/office/deduce');
  await expect(page).toHaveURL(/\/ru\/block-appeal-history/);
});

test('a player whose terms changed is sent to confirm them, and goes on after accepting', async ({
  shell,
  page,
  context,
  baseURL,
}) => {
  const player = await signInNewPlayer(context, baseURL ?? '');
  await ops('terms', 'changed', '--player', String(player.userId));

  await shell.visit('/ru/games');

  await expect(page).toHaveURL(/\/ru\/confirm-terms\?returnUrl=%2Fru%2Fgames$/);
  await page.getByRole('button', { name: 'Я принимаю правила' }).click();
  await expect(page).toHaveURL(/\/ru\/games$/);
  await page.reload();
  await expect(shell.shellPage).toHaveAttribute('data-page', 'casino-games');
  expect(shell.finalUrl()).toBe('/ru/games');
});
