import { captchaRequired, parseCaptchaHeader } from './captcha-lockout';

describe('the captcha lockout', () => {
  it.each([
    [{ account: 4, address: 19 }, false],
    [{ account: 5, address: 0 }, true],
    [{ account: 0, address: 20 }, true],
    [{ account: 0, address: 0 }, false],
  ])('with failures %j asks for a captcha: %p', (failures, required) => {
    expect(captchaRequired(failures)).toBe(required);
  });

  it('reads the captcha header as <captchaId>:<answer>', () => {
    expect(parseCaptchaHeader('abc:x7Ke')).toEqual({ captchaId: 'abc', answer: 'x7Ke' });
    expect(parseCaptchaHeader('abc:a:b')).toEqual({ captchaId: 'abc', answer: 'a:b' });
  });

  it.each([undefined, '', 'abc', ':answer', 'abc:'])('refuses the header %j', (value) => {
    expect(parseCaptchaHeader(value)).toBeNull();
  });
});
