import { CookieAgreementStore, consentedCookieJar } from '@betshell/domain';
import { memoryCookieJar } from '@betshell/domain/testing';
import { keepWindowWidthCookie } from './window-width-cookie';

function setUp(agreed: string | undefined) {
  const raw = memoryCookieJar(agreed === undefined ? {} : { cookies_agree_type: agreed });
  const agreement = new CookieAgreementStore(
    raw,
    { record: () => Promise.resolve() },
    { now: () => 0 },
    () => undefined,
  );
  const stop = keepWindowWidthCookie(window, consentedCookieJar(raw, agreement), agreement);
  return { raw, agreement, stop };
}

const resizeTo = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

describe('the window width cookie', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    window.innerWidth = 1366;
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('is stored when functional cookies are agreed, and follows resizes 100 ms after they stop', () => {
    const running = setUp('1');
    stop = running.stop;
    expect(running.raw.get('window_width')).toBe('1366');
    resizeTo(1100);
    jest.advanceTimersByTime(50);
    resizeTo(1024);
    jest.advanceTimersByTime(99);
    expect(running.raw.get('window_width')).toBe('1366');
    jest.advanceTimersByTime(1);
    expect(running.raw.get('window_width')).toBe('1024');
  });

  it('is not stored without that agreement, and is once the player agrees', async () => {
    const running = setUp(undefined);
    stop = running.stop;
    resizeTo(1920);
    jest.advanceTimersByTime(100);
    expect(running.raw.get('window_width')).toBeUndefined();
    await running.agreement.agree({ functional: true, marketing: false });
    expect(running.raw.get('window_width')).toBe('1920');
  });

  it('is not stored with marketing cookies agreed only', () => {
    const running = setUp('2');
    stop = running.stop;
    expect(running.raw.get('window_width')).toBeUndefined();
  });
});
