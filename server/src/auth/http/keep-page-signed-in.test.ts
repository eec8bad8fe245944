import { COOKIE, tokenExpiry } from '@betshell/domain';
import { arrivedVisitor, signedInVisitor } from '../../test-support/auth-test-setup';
import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../test-support/auth-fixtures';
import { createTestClock } from '../../test-support/test-clock';
import { useSiteTestApp } from '../../test-support/use-site-test-app';

const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

describe('a page loaded in a live session', () => {
  const clock = createTestClock();
  const site = useSiteTestApp({}, { auth: TEST_AUTH_SETTINGS, clock: clock.now });

  const signedIn = async () => {
    const player = await createTestPlayer(site);
    return { player, visitor: await signedInVisitor(site, String(player.id)) };
  };
  const tokenCookieOf = (answer: Awaited<ReturnType<typeof site.app.inject>>) =>
    answer.cookies.find((cookie) => cookie.name === COOKIE.userToken);

  it('comes with the access token when the browser holds none, so the page starts signed in', async () => {
    const { player, visitor } = await signedIn();
    visitor.cookies.delete(COOKIE.userToken);

    const page = await visitor.get('/ru/');
    const cookie = tokenCookieOf(page);
    const token = cookie?.value ?? '';
    const exp = tokenExpiry(token, decode);

    expect(page.statusCode).toBe(200);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeUndefined();
    expect(exp).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    expect(cookie?.expires?.getTime()).toBe((exp ?? 0) * 1000);
    expect(JSON.parse(decode(token.split('.')[1] ?? ''))).toMatchObject({
      sub: String(player.id),
    });
    // The player's own answer: kept by no cache.
    expect(page.headers['cache-control']).toBe('private, no-store');
    const call = await site.app.inject({
      url: '/web-api/user/config',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(call.statusCode).toBe(200);
  });

  it('comes without one when the browser keeps a token already', async () => {
    const { visitor } = await signedIn();
    await visitor.get('/ru/');
    expect(visitor.cookies.has(COOKIE.userToken)).toBe(true);

    const again = await visitor.get('/en/line');

    expect(tokenCookieOf(again)).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('comes without one to a visitor, and after the player has logged out', async () => {
    const visitor = await arrivedVisitor(site);
    const { visitor: leaving } = await signedIn();
    const sessionCookies = new Map(leaving.cookies);
    expect((await leaving.post('/auth-api/v1/disconnect', {})).statusCode).toBe(200);
    // The old session's cookie sent again, as a second tab that missed the logout would.
    const afterLogout = site.app.inject({
      url: '/ru/',
      cookies: Object.fromEntries(
        [...sessionCookies].filter(([name]) => name !== COOKIE.userToken),
      ),
    });

    expect(tokenCookieOf(await visitor.get('/ru/'))).toBeUndefined();
    expect(tokenCookieOf(await afterLogout)).toBeUndefined();
  });
});
