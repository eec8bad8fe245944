import { expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

test.use({ locale: 'ru-RU' });

/** The answer of spec/shell.md section 8 for a player with terms to confirm. */
const TERMS_TO_CONFIRM = {
  status: 451,
  contentType: 'application/json',
  body: JSON.stringify({
    error: {
      code: 'TERMS_NOT_CONFIRMED',
      message: 'Confirm the terms',
      details: { exception_code: 1 },
    },
  }),
};

test('a call answered 451 with exception_code 1 sends a signed-in player to confirm the terms', async ({
  shell,
  page,
  baseURL,
}) => {
  await signInNewPlayer(page.context(), baseURL as string);
  await page.route('**/blocks-api/api/v2/block', (route) => route.fulfill(TERMS_TO_CONFIRM));

  await shell.visit('/ru/games');

  await expect(page).toHaveURL(/\/ru\/confirm-terms\?returnUrl=%2Fru%2Fgames$/);
});

test('the same answer leaves a visitor where they are', async ({ shell, page }) => {
  await page.route('**/blocks-api/api/v2/block', (route) => route.fulfill(TERMS_TO_CONFIRM));

  await shell.visit('/ru/games');

  await expect(shell.shellPage).toHaveAttribute('data-page', 'casino-games');
  expect(shell.finalUrl()).toBe('/ru/games');
});
