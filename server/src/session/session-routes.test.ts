import { setUpAuthTestApp, signedInVisitor } from '../test-support/auth-test-setup';
import { tokenExpiry } from '@betshell/domain';
import { opsRequest } from '../test-support/build-test-app';
import { createTestPlayer, TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';
import { SESSION_TOUCH_INTERVAL_MS } from './session-service';

const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
const MINUTE = 60_000;

describe('the session', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    const player = await createTestPlayer(setup.testApp);
    userId = player.id;
    visitor = await signedInVisitor(setup.testApp, String(player.id));
  });

  const token = async () =>
    (await visitor.get('/web-api/user/gettoken?force_refresh=true')).json<{
      data: { token: string };
    }>().data.token;
  const withBearer = (bearer: string) =>
    setup.testApp.app.inject({
      url: '/web-api/user/config',
      headers: { authorization: `Bearer ${bearer}` },
    });

  it('gives a signed JWT with exp ten minutes ahead, never cached', async () => {
    const response = await visitor.get('/web-api/user/gettoken?force_refresh=true');
    const jwt = response.json<{ data: { token: string } }>().data.token;

    expect(response.headers['cache-control']).toBe('no-store');
    expect(jwt.split('.')).toHaveLength(3);
    expect(tokenExpiry(jwt, decode)).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    expect(JSON.parse(decode(jwt.split('.')[1] ?? ''))).toMatchObject({ sub: String(userId) });
  });

  it('lets a bearer token in where a call needs the player, without any cookie', async () => {
    const response = await withBearer(await token());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { ban_level: 0 } });
  });

  it('refuses a tampered token, one signed with another key and an expired one', async () => {
    const jwt = await token();
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(decode(payload)) as Record<string, unknown>;
    const otherPlayer = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;

    const tampered = await withBearer(`${header}.${otherPlayer}.${signature}`);
    const badSignature = await withBearer(`${header}.${payload}.${flipped}`);
    const none = await withBearer(
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    );
    clock.advance(600_000);
    const expired = await withBearer(jwt);

    for (const response of [tampered, badSignature, none, expired]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('answers gettoken 401 without a session', async () => {
    const stranger = createTestVisitor(setup.testApp.app);

    const response = await stranger.get('/web-api/user/gettoken?force_refresh=true');

    expect(response.statusCode).toBe(401);
  });

  it('describes itself at /web-api/session, and answers null to a visitor', async () => {
    const response = await visitor.get('/web-api/session');
    const stranger = await createTestVisitor(setup.testApp.app).get('/web-api/session');

    expect(response.json()).toEqual({
      session: {
        userId,
        createdAt: clock.now().toISOString(),
        lastActiveAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
        inactivityLogoffMinutes: 30,
        persistent: false,
      },
      endReason: null,
    });
    expect(stranger.json()).toEqual({ session: null, endReason: null });
  });

  it('ends at disconnect: cookie cleared, check 401, the token of that session refused', async () => {
    const jwt = await token();

    const response = await visitor.post('/auth-api/v1/disconnect');
    const check = await visitor.get('/auth-api/v1/check');

    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'betshell_session')?.value).toBe('');
    expect(check.statusCode).toBe(401);
    expect((await withBearer(jwt)).statusCode).toBe(401);
  });

  it('refuses at once the token of a session the operator ended, however recently it was used', async () => {
    const jwt = await token();
    const inUse = await withBearer(jwt);

    const ended = await opsRequest(setup.testApp, 'POST', `/players/${userId}/disconnect`, {});
    const afterwards = await withBearer(jwt);
    const newToken = await visitor.get('/web-api/user/gettoken?force_refresh=true');

    expect(inUse.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(afterwards.json()).toMatchObject({
      error: { code: 'SESSION_ENDED', details: { reason: 'operator' } },
    });
    expect(newToken.statusCode).toBe(401);
  });

  it('refuses at once a token whose session ended at disconnect from another tab', async () => {
    const jwt = await token();
    await withBearer(jwt);
    const otherTab = createTestVisitor(setup.testApp.app);
    for (const [name, value] of visitor.cookies) otherTab.cookies.set(name, value);

    await otherTab.post('/auth-api/v1/disconnect');

    expect((await withBearer(jwt)).statusCode).toBe(401);
  });

  it('gives the same token within one second, as signing the same claims would', async () => {
    const first = await token();
    const again = await token();
    clock.advance(1000);
    const next = await token();

    expect(again).toBe(first);
    expect(next).not.toBe(first);
    expect(tokenExpiry(next, decode)).toBe((tokenExpiry(first, decode) ?? 0) + 1);
  });

  it('writes the activity of a burst of calls once, and the logout still follows the last write', async () => {
    const stored = async () =>
      (
        await setup.testApp.database.query<{ last_active_at: Date }>(
          'select last_active_at from sessions where player_id = $1 and ended_at is null',
          [userId],
        )
      )[0]?.last_active_at.getTime();
    const signedInAt = await stored();

    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await visitor.get('/web-api/user/config');
    const withinTheBurst = await stored();
    clock.advance(1);
    await visitor.get('/web-api/user/config');
    const written = await stored();
    clock.advance(30 * MINUTE - 1);
    const stillThere = await visitor.get('/auth-api/v1/check');
    clock.advance(1);
    const ended = await visitor.get('/auth-api/v1/check');

    expect(withinTheBurst).toBe(signedInAt);
    expect(written).toBe(clock.now().getTime() - 30 * MINUTE);
    expect(stillThere.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ error: { details: { reason: 'inactivity' } } });
  });

  it('refuses disconnect without the CSRF header', async () => {
    const response = await visitor.request({
      method: 'POST',
      url: '/auth-api/v1/disconnect',
      noCsrf: true,
    });

    expect(response.statusCode).toBe(403);
    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(200);
  });

  it('answers the check polls of many tabs, past the per-address limit', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i <= TEST_AUTH_SETTINGS.rateLimitPerAddressPerMinute; i++) {
      statuses.add((await visitor.get('/auth-api/v1/check')).statusCode);
    }

    expect([...statuses]).toEqual([200]);
  });

  it('ends after the configured minutes of inactivity, and says why', async () => {
    clock.advance(30 * MINUTE - 1);
    const stillThere = await visitor.get('/auth-api/v1/check');
    clock.advance(1);
    const ended = await visitor.get('/auth-api/v1/check');
    const session = await visitor.get('/web-api/session');

    expect(stillThere.statusCode).toBe(200);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      error: { code: 'SESSION_ENDED', details: { reason: 'inactivity' } },
    });
    expect(session.json()).toEqual({ session: null, endReason: null });
  });

  it("is kept alive by the player's calls, but not by the check the browser polls", async () => {
    clock.advance(20 * MINUTE);
    await visitor.get('/web-api/user/config');
    clock.advance(20 * MINUTE);
    const active = await visitor.get('/auth-api/v1/check');
    clock.advance(11 * MINUTE);
    const polledOnly = await visitor.get('/auth-api/v1/check');

    expect(active.statusCode).toBe(200);
    expect(polledOnly.json()).toMatchObject({ error: { details: { reason: 'inactivity' } } });
  });

  it('follows an operator change of inactivityLogoffMinutes at once', async () => {
    await opsRequest(setup.testApp, 'PUT', '/config/inactivityLogoffMinutes', { value: 5 });
    clock.advance(5 * MINUTE);
    const response = await visitor.get('/auth-api/v1/check');
    await opsRequest(setup.testApp, 'PUT', '/config/inactivityLogoffMinutes', { value: 30 });

    expect(response.statusCode).toBe(401);
  });

  it('ends at its absolute lifetime, however active the player', async () => {
    for (let hour = 0; hour < 12; hour++) {
      clock.advance(20 * MINUTE);
      await visitor.get('/web-api/user/config');
      clock.advance(20 * MINUTE);
      await visitor.get('/web-api/user/config');
      clock.advance(20 * MINUTE);
      await visitor.get('/web-api/user/config');
    }

    const response = await visitor.get('/auth-api/v1/check');

    expect(response.json()).toMatchObject({ error: { details: { reason: 'expired' } } });
  });
});
