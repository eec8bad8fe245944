import { expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

// The journeys of signed-in players (office, favourites, payments, limits) start from a player the
// real sign-in API registered; this proves that start holds on its own.
test.describe('a player registered through the sign-in API', () => {
  test('has a live session and a signed token, and the office opens instead of the login', async ({
    shell,
    context,
    page,
    baseURL,
  }) => {
    const player = await signInNewPlayer(context, baseURL as string);

    await shell.visit('/ru/office/account');

    expect(shell.finalUrl()).toBe('/ru/office/account');
    const answer = await page.request.get('/web-api/session');
    expect(((await answer.json()) as { session: { userId: number } }).session.userId).toBe(
      player.userId,
    );
    const token = (await context.cookies()).find((cookie) => cookie.name === 'user_token');
    expect(token?.value.split('.')).toHaveLength(3);
    expect(token?.value.endsWith('.')).toBe(false);
  });
});
