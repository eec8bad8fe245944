import type { CaptchaPresenter } from '@betshell/domain';

/**
 * Where the sign-in UI registers the captcha it shows (spec/shell.md section 8: a 400 with a
 * captcha code leads to a challenge). Until one is registered, such a call fails with status
 * `captcha-unavailable`.
 */
export interface CaptchaRegistry {
  /** Registers the presenter; the returned function unregisters it (on the parcel's unmount). */
  register(presenter: CaptchaPresenter): () => void;
  presenter(): CaptchaPresenter | null;
}

export function createCaptchaRegistry(): CaptchaRegistry {
  let current: CaptchaPresenter | null = null;
  return {
    register(presenter) {
      current = presenter;
      return () => {
        if (current === presenter) current = null;
      };
    },
    presenter: () => current,
  };
}
