import { isTouchDesktopTablet } from './touch-desktop-tablet';

const ipadDesktopMode =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('a touch device posing as a desktop tablet', () => {
  it('is an iPad in desktop mode: a Macintosh user agent with touch points', () => {
    expect(isTouchDesktopTablet({ userAgent: ipadDesktopMode, maxTouchPoints: 5 })).toBe(true);
  });

  it('is not a Mac without touch, nor a touch device that says what it is', () => {
    expect(isTouchDesktopTablet({ userAgent: ipadDesktopMode, maxTouchPoints: 0 })).toBe(false);
    expect(
      isTouchDesktopTablet({
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
        maxTouchPoints: 5,
      }),
    ).toBe(false);
  });
});
