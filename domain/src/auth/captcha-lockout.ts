/**
 * decisions.md: after 5 failed logins for one account or 20 from one address in 15 minutes, login
 * answers 400 with captcha code 111 until a captcha is solved.
 */
export const CAPTCHA_LOCKOUT = {
  failuresPerAccount: 5,
  failuresPerAddress: 20,
  windowMs: 15 * 60_000,
} as const;

/**
 * The captcha codes of spec/shell.md section 8 (100, 111, 112, 113). The spec gives the numbers,
 * not their meaning; ours: 111 a captcha is needed after failed logins, 100 the call always needs
 * one (user transfer's send-code), 112 the answer sent is wrong, 113 the captcha is unknown,
 * expired or already used.
 */
export const CAPTCHA_CODE = {
  alwaysRequired: 100,
  requiredAfterFailures: 111,
  wrongAnswer: 112,
  expired: 113,
} as const;

/** Failed logins counted inside the window, for the account tried and the caller's address. */
export interface LoginFailureCounts {
  readonly account: number;
  readonly address: number;
}

/** Whether the next login attempt needs a solved captcha. */
export function captchaRequired(failures: LoginFailureCounts): boolean {
  return (
    failures.account >= CAPTCHA_LOCKOUT.failuresPerAccount ||
    failures.address >= CAPTCHA_LOCKOUT.failuresPerAddress
  );
}

/** A captcha lives this long; ours, long enough to read a distorted image twice. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

/** Wrong answers to POST captcha/validate before the captcha is spent (no guessing by script). */
export const CAPTCHA_MAX_ATTEMPTS = 3;

/** `x-captcha: <captchaId>:<answer>` (platform-api-contract.ts) split, or null when malformed. */
export function parseCaptchaHeader(
  value: string | undefined,
): { readonly captchaId: string; readonly answer: string } | null {
  const separator = value?.indexOf(':') ?? -1;
  if (value === undefined || separator <= 0 || separator === value.length - 1) return null;
  return { captchaId: value.slice(0, separator).trim(), answer: value.slice(separator + 1).trim() };
}
