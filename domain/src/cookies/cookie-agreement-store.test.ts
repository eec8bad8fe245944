import { manualClock, memoryCookieJar } from '../testing';
import { COOKIE_AGREEMENT_LIFETIME_SECONDS, type CookieAgreement } from './cookie-agreement';
import { CookieAgreementStore } from './cookie-agreement-store';
import { consentedCookieJar } from './consented-cookie-jar';

function setUp(initial: Record<string, string> = {}, record = () => Promise.resolve()) {
  const cookies = memoryCookieJar(initial);
  const clock = manualClock(1_767_225_600_000);
  const recorded: Array<[CookieAgreement, number]> = [];
  const logged: unknown[][] = [];
  const store = new CookieAgreementStore(
    cookies,
    {
      record: (agreement, at) => {
        recorded.push([agreement, at]);
        return record();
      },
    },
    clock,
    (...entry) => logged.push(entry),
  );
  return { cookies, store, recorded, logged, jar: consentedCookieJar(cookies, store) };
}

describe('the cookie agreement', () => {
  it('is unanswered until the player chooses, allowing essential cookies only', () => {
    const { store } = setUp();
    expect(store.answered).toBe(false);
    expect(store.allows('essential')).toBe(true);
    expect(store.allows('functional')).toBe(false);
    expect(store.allows('marketing')).toBe(false);
  });

  it('is read from the cookies_agree_type cookie', () => {
    const { store } = setUp({ cookies_agree_type: '1' });
    expect(store.agreement).toEqual({ functional: true, marketing: false });
    expect(store.allowsCookie('hide_left')).toBe(true);
    expect(store.allowsCookie('refererid')).toBe(false);
  });

  it('records a choice in its cookie for 180 days and in the server log with its time', async () => {
    const { cookies, store, recorded } = setUp();
    await store.agree({ functional: true, marketing: true });
    expect(store.answered).toBe(true);
    expect(cookies.get('cookies_agree_type')).toBe('3');
    expect(cookies.lifetimes.get('cookies_agree_type')).toEqual({
      maxAgeSeconds: COOKIE_AGREEMENT_LIFETIME_SECONDS,
    });
    expect(recorded).toEqual([[{ functional: true, marketing: true }, 1_767_225_600_000]]);
  });

  it('removes the cookies a narrower choice no longer allows, and keeps essential ones', async () => {
    const { cookies, store } = setUp({
      cookies_agree_type: '3',
      lng: 'ru',
      user_token: 't',
      hide_left: '1',
      refererid: '42',
    });
    await store.agree({ functional: true, marketing: false });
    expect(cookies.names().sort()).toEqual([
      'cookies_agree_type',
      'hide_left',
      'lng',
      'user_token',
    ]);
  });

  it('keeps the choice when the server log fails, and logs the failure only', async () => {
    const { store, logged } = setUp({}, () => Promise.reject(new Error('down')));
    await store.agree({ functional: false, marketing: false });
    expect(store.agreement).toEqual({ functional: false, marketing: false });
    expect(logged).toEqual([['cookie agreement not recorded', new Error('down')]]);
  });
});

describe('the cookie jar that honours the agreement', () => {
  it('saves essential cookies always, others only once agreed', async () => {
    const { cookies, store, jar } = setUp();
    jar.set('lng', 'en');
    jar.set('window_width', '1366');
    jar.set('refererid', '42');
    expect(cookies.names()).toEqual(['lng']);

    await store.agree({ functional: true, marketing: false });
    jar.set('window_width', '1366');
    jar.set('refererid', '42');
    expect(jar.get('window_width')).toBe('1366');
    expect(jar.get('refererid')).toBeUndefined();
  });
});
