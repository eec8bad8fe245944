import { isHttpFailure } from '../http/http-failure';

/**
 * The server's error codes of the office security calls that deserve their own sentence; any
 * other failure shows the HTTP catalogue's sentence (network, 5xx, ...).
 */
export const OFFICE_SECURITY_ERROR_KEYS: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'office_security_error_wrong_password',
  NO_PASSWORD: 'office_security_error_no_password',
  WEAK_PASSWORD: 'office_security_error_weak_password',
  INVALID_TWO_FACTOR_CODE: 'office_security_error_wrong_two_factor_code',
  NO_TWO_FACTOR_ENROLMENT: 'office_security_error_no_enrolment',
  TWO_FACTOR_ON: 'office_security_error_two_factor_on',
  TWO_FACTOR_OFF: 'office_security_error_two_factor_off',
  INVALID_PHONE: 'office_security_error_invalid_phone',
  PHONE_TAKEN: 'office_security_error_phone_taken',
  INVALID_SMS_CODE: 'office_security_error_wrong_sms_code',
  SMS_CODE_EXPIRED: 'office_security_error_sms_code_expired',
  SMS_TOO_SOON: 'office_security_error_sms_too_soon',
  INVALID_EMAIL: 'office_security_error_invalid_email',
  EMAIL_TAKEN: 'office_security_error_email_taken',
  BAD_REQUEST: 'office_security_error_invalid_input',
};

export const OFFICE_SECURITY_UNKNOWN_ERROR_KEY = 'office_security_error_unknown';

/** The dictionary key of a sentence the player understands for a failed office security call. */
export function officeSecurityFailureKey(error: unknown): string {
  if (!isHttpFailure(error)) return OFFICE_SECURITY_UNKNOWN_ERROR_KEY;
  const own =
    typeof error.errorCode === 'string' ? OFFICE_SECURITY_ERROR_KEYS[error.errorCode] : undefined;
  return own ?? error.messageKey;
}
