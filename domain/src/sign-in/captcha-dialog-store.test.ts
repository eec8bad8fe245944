import { httpFailure } from '../testing/sign-in-api-fixture';
import { CaptchaDialogStore, CaptchaStore } from './captcha-dialog-store';

function captchaApi() {
  let drawn = 0;
  return {
    update: jest.fn(() => {
      drawn += 1;
      return Promise.resolve({
        captchaId: `c${drawn}`,
        image: `data:image/svg+xml,${drawn}`,
        type: 'image' as const,
        time: 300,
      });
    }),
    validate: jest.fn(),
  };
}

const challenge = { code: 111, message: 'Solve the captcha' } as const;

describe('the captcha', () => {
  it('opens with a fresh image and answers the HTTP client with a right answer', async () => {
    const api = captchaApi();
    api.validate.mockResolvedValue({ success: true, error_message: null });
    const dialog = new CaptchaDialogStore(api);
    const solved = dialog.solve(challenge);
    expect(dialog.isOpen).toBe(true);
    await Promise.resolve();
    expect(dialog.captcha.image?.captchaId).toBe('c1');
    await dialog.answer(' ab12c ');
    expect(api.validate).toHaveBeenCalledWith('c1', 'ab12c');
    await expect(solved).resolves.toEqual({ captchaId: 'c1', answer: 'ab12c' });
    expect(dialog.isOpen).toBe(false);
  });

  it('draws a new image after a wrong answer and stays open', async () => {
    const api = captchaApi();
    api.validate.mockResolvedValue({ success: false, error_message: 'wrong' });
    const dialog = new CaptchaDialogStore(api);
    void dialog.solve(challenge);
    await Promise.resolve();
    await dialog.answer('nope');
    expect(dialog.isOpen).toBe(true);
    expect(dialog.captcha.errorKey).toBe('captcha_error_wrong');
    expect(dialog.captcha.image?.captchaId).toBe('c2');
  });

  it('declines when the player closes it', async () => {
    const dialog = new CaptchaDialogStore(captchaApi());
    const solved = dialog.solve(challenge);
    dialog.decline();
    await expect(solved).resolves.toBeNull();
  });

  it('declines an open challenge when a second one comes', async () => {
    const dialog = new CaptchaDialogStore(captchaApi());
    const first = dialog.solve(challenge);
    void dialog.solve({ code: 100, message: 'again' });
    await expect(first).resolves.toBeNull();
    expect(dialog.challenge?.code).toBe(100);
  });

  it('asks for an answer before calling the server, and says when no image could be drawn', async () => {
    const api = captchaApi();
    const captcha = new CaptchaStore(api);
    await captcha.refresh();
    expect(await captcha.check('  ')).toBeNull();
    expect(captcha.errorKey).toBe('captcha_error_empty');
    expect(api.validate).not.toHaveBeenCalled();
    api.update.mockRejectedValueOnce(httpFailure(500));
    await captcha.refresh();
    expect(captcha.image).toBeNull();
    expect(captcha.errorKey).toBe('http_error_request');
  });
});
