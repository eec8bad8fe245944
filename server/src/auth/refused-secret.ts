import { ApiError } from '../http/api-error';
import type { SecretUse } from '../one-time/one-time-secrets';

/** 400 with a stable code for a one-time code or link that did not work. */
export function refusedSecret(use: SecretUse, what: 'code' | 'link'): ApiError {
  if (use.status === 'expired') {
    return new ApiError(
      400,
      what === 'code' ? 'SMS_CODE_EXPIRED' : 'LINK_EXPIRED',
      `The ${what} has expired: ask for a new one`,
    );
  }
  return what === 'code'
    ? new ApiError(400, 'INVALID_SMS_CODE', 'The SMS code is wrong or was already used')
    : new ApiError(400, 'INVALID_LINK', 'The link is not valid or was already used');
}
