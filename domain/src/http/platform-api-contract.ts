/**
 * What the browser's HTTP client and the platform API agree on, written once so that both sides use
 * the same names (spec/shell.md sections 7 and 8, limits-coupon-signin.md sections 4 and 7,
 * decisions.md "Paths the spec does not show"). Every error body is decisions.md's
 * `{ error: { code, message, details? } }`; the codes below are `error.code`.
 */

/** spec/shell.md section 7: the access token; answers `{ data: { token } }`. */
export const TOKEN_PATH = '/web-api/user/gettoken?force_refresh=true';

/** spec/shell.md section 8: a 400 with one of these codes asks the player to solve a captcha. */
export const CAPTCHA_ERROR_CODES = [100, 111, 112, 113] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

/**
 * The header a request is retried with once the player has solved the captcha: the captcha's id and
 * the player's answer, `<captchaId>:<answer>`. The server checks it with the request itself, once.
 * (The spec names "a captcha header"; its name and value are ours.)
 */
export const CAPTCHA_HEADER = 'x-captcha';

/**
 * A 400 whose code says the browser's fingerprint token is missing or stale (spec/shell.md section
 * 8: "HTTP 400 with a fingerprint code"; the number is ours). The browser refreshes its fingerprint
 * and retries once.
 */
export const FINGERPRINT_ERROR_CODE = 120;

/** The fingerprint token travels in this header on every call once the browser has one. */
export const FINGERPRINT_HEADER = 'x-fingerprint';

/**
 * Issues a fingerprint record (limits-coupon-signin.md section 3: token, expiresAt, componentsData):
 * POST with `{ componentsData }`, answers `{ token, expiresAt, data }`. The path is ours.
 */
export const FINGERPRINT_PATH = '/web-api/fingerprint';

/**
 * spec/shell.md section 8: "HTTP 451 with exception_code 1" sends the player to confirm-terms. The
 * error body carries it as `details.exception_code`.
 */
export const TERMS_EXCEPTION_CODE = 1;

/** The CSRF token: the server sets it in this cookie, the browser echoes it in the header. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/** spec/shell.md section 8: a cancelled request has status "close", code 499. */
export const CANCELLED_REQUEST = { status: 'close', code: 499 } as const;
