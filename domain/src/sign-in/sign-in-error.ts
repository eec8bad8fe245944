import { isHttpFailure } from '../http/http-failure';

/**
 * The sign-in refusals the player is told apart from a generic failure (docs/sign-in.md),
 * each with a dictionary key of the sign-in UI.
 */
export const SIGN_IN_ERROR_KEYS: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'auth_error_invalid_credentials',
  INVALID_SMS_CODE: 'auth_error_invalid_sms_code',
  SMS_CODE_EXPIRED: 'auth_error_sms_code_expired',
  INVALID_TWO_FACTOR_CODE: 'auth_error_invalid_two_factor_code',
  SMS_TOO_SOON: 'auth_error_sms_too_soon',
  WEAK_PASSWORD: 'auth_error_weak_password',
  INVALID_EMAIL: 'auth_error_invalid_email',
  UNDER_AGE: 'auth_error_under_age',
  EMAIL_TAKEN: 'auth_error_email_taken',
  PHONE_TAKEN: 'auth_error_phone_taken',
  REGISTRATION_CLOSED: 'auth_error_registration_closed',
  // The recovery, activation and transfer flows (dictionary sign-in-more).
  INVALID_LINK: 'sign_in_error_invalid_link',
  LINK_EXPIRED: 'sign_in_error_link_expired',
  INVALID_PHONE: 'sign_in_error_invalid_phone',
  TRANSFER_NOT_REQUIRED: 'sign_in_error_transfer_not_required',
  UNAUTHORIZED: 'sign_in_error_sign_in_first',
  GOOGLE_ONE_TAP_OFF: 'sign_in_error_social_off',
  INVALID_SOCIAL_CREDENTIAL: 'sign_in_error_social_refused',
  SOCIAL_PROVIDER_UNAVAILABLE: 'sign_in_error_social_unavailable',
};

/** A sentence for the player about why a sign-in call failed: ours, else the catalogue's. */
export function signInErrorKey(error: unknown): string {
  if (!isHttpFailure(error)) return 'http_error_request';
  // A refused promo code says why in its own words (the bonus engine's refusal key).
  const promo = (error.details as { messageKey?: unknown } | undefined)?.messageKey;
  if (error.errorCode === 'PROMO_CODE_REFUSED' && typeof promo === 'string') return promo;
  const known =
    typeof error.errorCode === 'string' ? SIGN_IN_ERROR_KEYS[error.errorCode] : undefined;
  return known ?? error.messageKey;
}

/** Why the server ended a session, from a 401 `SESSION_ENDED` of the check; null otherwise. */
export function sessionEndedReason(error: unknown): string | null {
  if (!isHttpFailure(error) || error.code !== 401) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : 'unauthorised';
}
