import type { HttpFailure, HttpFailureStatus } from '@betshell/domain';

/**
 * How every call of `platform.http` fails: the failure of domain's catalogue as an Error. A parcel
 * tells the cases apart by `status` (`network-error`, `close`, `captcha-unavailable`, ...) and
 * shows the player `t(error.messageKey)`.
 */
export class PlatformHttpError extends Error implements HttpFailure {
  readonly status: HttpFailureStatus;
  readonly code: number;
  readonly errorCode?: string | number;
  readonly details?: unknown;
  readonly messageKey: string;

  constructor(failure: HttpFailure, options?: { readonly cause?: unknown }) {
    super(failure.message, options);
    this.name = 'PlatformHttpError';
    this.status = failure.status;
    this.code = failure.code;
    if (failure.errorCode !== undefined) this.errorCode = failure.errorCode;
    if (failure.details !== undefined) this.details = failure.details;
    this.messageKey = failure.messageKey;
  }
}

export function isPlatformHttpError(error: unknown): error is PlatformHttpError {
  return error instanceof PlatformHttpError;
}
