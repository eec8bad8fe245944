import type { CaptchaErrorCode } from '../http/platform-api-contract';

/** Why the server asks for a captcha: the code of its 400 and its message. */
export interface CaptchaChallenge {
  readonly code: CaptchaErrorCode;
  readonly message: string;
}

/**
 * The player's answer to the captcha the server issued (GET /web-api/captcha/update gives its id
 * and image; decisions.md). The id is the server's and never contains a colon.
 */
export interface CaptchaSolution {
  readonly captchaId: string;
  readonly answer: string;
}

/**
 * Shows a captcha and answers what the player typed, or null when the player closed it. The
 * sign-in UI implements it and registers it with the platform (`platform.captcha.register`); the
 * HTTP client calls it on a 400 with a captcha code (spec/shell.md section 8).
 */
export interface CaptchaPresenter {
  solve(challenge: CaptchaChallenge): Promise<CaptchaSolution | null>;
}

/** The value of CAPTCHA_HEADER: `<captchaId>:<answer>` (platform-api-contract.ts). */
export function captchaHeaderValue(solution: CaptchaSolution): string {
  return `${solution.captchaId}:${solution.answer.trim()}`;
}
