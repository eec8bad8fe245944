import type { HttpFailure } from '../http/http-failure';
import type { SignInApi } from '../sign-in/sign-in-api';

/** A SignInApi whose every call is a jest mock (tests only; not exported from the package). */
export function signInApiFixture(): jest.Mocked<SignInApi> {
  return {
    login: jest.fn(),
    sendLoginSms: jest.fn(),
    register: jest.fn(),
    check: jest.fn(),
    disconnect: jest.fn(),
    session: jest.fn(),
    userConfig: jest.fn(),
    termsStatus: jest.fn(),
  };
}

export function httpFailure(code: number, errorCode?: string, details?: unknown): HttpFailure {
  return {
    status: 'http-error',
    code,
    message: `HTTP ${code}`,
    messageKey: code === 401 ? 'http_error_unauthorised' : 'http_error_request',
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(details === undefined ? {} : { details }),
  };
}
