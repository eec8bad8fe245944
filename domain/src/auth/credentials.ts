/**
 * What a login, a phone, a password and a one-time code look like. The spec leaves the bounds out
 * ("Other form bounds: not shown"); these are ours, written once for the forms and the server.
 */

/** Six digits: the SMS code of the sms form, phone_reg, reset and phone binding. */
export const SMS_CODE_LENGTH = 6;
const SIX_DIGITS = /^\d{6}$/;

export function isSmsCode(text: string): boolean {
  return SIX_DIGITS.test(text);
}

/** RFC 6238 codes of the two-step form: six digits, a new one every 30 s. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1' } as const;

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Why a new password is refused, or null when it is fine: long enough, a letter and a digit. */
export function passwordProblem(password: string): 'too-short' | 'too-long' | 'too-simple' | null {
  if (password.length < PASSWORD_LENGTH.min) return 'too-short';
  if (password.length > PASSWORD_LENGTH.max) return 'too-long';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'too-simple';
  return null;
}

/**
 * A phone in international form as digits only (`+7 (900) 123-45-67` -> `79001234567`), or null
 * when it cannot be one: E.164 numbers have 8 to 15 digits.
 */
export function normalizePhone(text: string): string | null {
  if (!/^\+?[\d\s()-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail as stored and compared: trimmed and in lower case, or null when it is not one. */
export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** decisions.md: `uLogin` is an e-mail or a numeric account id. */
export type LoginIdentifier =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'account'; readonly accountId: number };

export function parseLoginIdentifier(text: string): LoginIdentifier | null {
  const trimmed = text.trim();
  if (/^\d{1,15}$/.test(trimmed)) return { kind: 'account', accountId: Number(trimmed) };
  const email = normalizeEmail(trimmed);
  return email === null ? null : { kind: 'email', email };
}
