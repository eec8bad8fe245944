import { captchaHeaderValue } from './captcha-presenter';

describe('the captcha header', () => {
  it("carries the captcha's id and the player's answer, without stray spaces", () => {
    expect(captchaHeaderValue({ captchaId: 'c-42', answer: ' x7k2 ' })).toBe('c-42:x7k2');
  });
});
