import { createPlatform } from './create-platform';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const jwt = (claims: object) =>
  [{ alg: 'HS256' }, claims]
    .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
    .concat('signature')
    .join('.');

describe('the platform', () => {
  beforeEach(clearCookies);

  it('writes a cookie only as far as the cookie agreement allows', () => {
    const platform = createPlatform(window);
    platform.cookies.set('hide_left', '1');
    platform.cookies.set('lng', 'en');
    expect(document.cookie).toBe('lng=en');
    expect(platform.cookies.agreement.answered).toBe(false);
  });

  it('writes functional cookies once the player has agreed to them', () => {
    document.cookie = 'cookies_agree_type=1; Path=/';
    const platform = createPlatform(window);
    platform.cookies.set('hide_left', '1');
    platform.cookies.set('refererid', '42');
    expect(platform.cookies.get('hide_left')).toBe('1');
    expect(platform.cookies.get('refererid')).toBeUndefined();
  });

  it('drops the token and the session when the player signs out or the session expires', () => {
    for (const change of ['signed-out', 'expired'] as const) {
      document.cookie = `user_token=${jwt({ exp: Date.now() / 1000 + 600 })}; Path=/`;
      const platform = createPlatform(window);
      platform.stores.session.setAuthorised(true);

      platform.bus.next({ type: 'session', change });

      expect(platform.cookies.get('user_token')).toBeUndefined();
      expect(platform.stores.session.authorised).toBe(false);
    }
  });

  it('keeps values in storage with their expiry', () => {
    const platform = createPlatform(window);
    platform.storage.session.set('ageConfirmed', '1', { expiresInMs: 259_200_000 });
    expect(platform.storage.session.get('ageConfirmed')).toBe('1');
  });
});
