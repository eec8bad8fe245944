import type { CaptchaPresenter } from '@betshell/domain';
import type { AuthExtrasApis } from './auth-extras';

/** AuthExtrasApis whose every call is a jest mock (tests only). */
export function authExtrasFixture() {
  const unregister = jest.fn();
  const apis = {
    recovery: { forgotPassword: jest.fn(), resetPassword: jest.fn() },
    captcha: { update: jest.fn(), validate: jest.fn() },
    transfer: { sendCode: jest.fn(), checkCode: jest.fn(), userData: jest.fn() },
    registerCaptcha: jest.fn((_presenter: CaptchaPresenter) => unregister),
  } satisfies AuthExtrasApis;
  return { apis, unregister };
}
