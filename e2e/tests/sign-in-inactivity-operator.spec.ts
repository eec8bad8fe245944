import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { expect, test } from '../fixtures';
import { SignInModal } from '../pages/sign-in-modal';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

// The operator's inactivity limit changes every visitor's session, so this runs with the operator
// journeys (its name matches their project), alone, and puts the limit back.
test.use({ locale: 'ru-RU' });

test.afterAll(async () => {
  await ops(
    'config',
    'set',
    'inactivityLogoffMinutes',
    JSON.stringify(DEFAULT_SITE_CONFIG.inactivityLogoffMinutes),
  );
});

test('a player who leaves the site idle past the inactivity limit is signed out and sees the notice at the next start', async ({
  context,
  page,
  baseURL,
}) => {
  await ops('config', 'set', 'inactivityLogoffMinutes', '1');
  const player = await signInNewPlayer(context, baseURL as string);
  const signIn = new SignInModal(page);
  await page.goto('/ru/');
  await expect(signIn.playerMenu).toHaveText(`Счёт ${player.userId}`);
  await page.close();

  // The player is away for longer than the limit. The server's clock is real and every journey
  // shares it, so the operator's test tool (served only by a throwaway site such as this one)
  // moves the player's last activity back instead of the journey waiting the minute out.
  expect(await ops('player', 'idle', String(player.userId), '--minutes', '2')).toMatch(
    new RegExp(`^player ${player.userId}: [1-9]\\d* live session`),
  );

  // Back: the page's auth check (every 60 s, fast-forwarded here) hears the session ended.
  const back = await context.newPage();
  await back.clock.install();
  await back.goto('/ru/');
  // The token cookie still names the player until the sign-in parcel (after first paint) checks.
  const signInBack = new SignInModal(back);
  await expect(signInBack.playerMenu).toHaveText(`Счёт ${player.userId}`);
  await back.clock.fastForward('01:01');
  await expect(
    back.getByText('Вы вышли из системы, потому что долго были неактивны. Войдите снова.'),
  ).toBeVisible();
  await expect(signInBack.loginButton).toBeVisible();
});
