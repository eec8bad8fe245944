import type { ErrorBodySchema, ReadonlyStatic } from '@betshell/api-contract';
import { CANCELLED_REQUEST } from './platform-api-contract';

/** What came back from a call, as the client saw it: an answer, no answer at all, or a cancel. */
export type HttpAnswer =
  | { readonly kind: 'response'; readonly status: number; readonly body: unknown }
  /** No answer: offline, refused, timed out ("Failed to fetch"). */
  | { readonly kind: 'network' }
  | { readonly kind: 'cancelled' };

/** decisions.md: every error body is `{ error: { code, message, details? } }`; this is its `error`. */
export type ErrorBody = ReadonlyStatic<typeof ErrorBodySchema>['error'];

export function errorBodyOf(body: unknown): ErrorBody | null {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if ((typeof code !== 'string' && typeof code !== 'number') || typeof message !== 'string') {
    return null;
  }
  return details === undefined ? { code, message } : { code, message, details };
}

/**
 * How a call failed, for the code that made it and for the player:
 * - `http-error`: the server answered with an error status;
 * - `network-error`: no answer (spec/shell.md section 8, "Network error status");
 * - `close`: the caller cancelled it (section 8: status close, code 499);
 * - `captcha-unavailable`: the server asks for a captcha and no captcha presenter is registered;
 * - `captcha-declined`: the player closed the captcha instead of solving it;
 * - `terms-to-confirm`: 451 with exception_code 1; the player is sent to confirm-terms.
 */
export type HttpFailureStatus =
  | 'http-error'
  | 'network-error'
  | typeof CANCELLED_REQUEST.status
  | 'captcha-unavailable'
  | 'captcha-declined'
  | 'terms-to-confirm';

export interface HttpFailure {
  readonly status: HttpFailureStatus;
  /** The HTTP status; NETWORK_ERROR.code when nothing answered; 499 when cancelled. */
  readonly code: number;
  /** `error.code` of the answer's body, when it had one. */
  readonly errorCode?: string | number;
  readonly message: string;
  readonly details?: unknown;
  /** A dictionary key with a sentence the player understands (ru and en in runtime/). */
  readonly messageKey: string;
}

export const NETWORK_ERROR = { status: 'network-error', code: 0 } as const;

/** Every messageKey a failure can name; the runtime dictionaries hold a text for each. */
export const HTTP_FAILURE_MESSAGE_KEYS = [
  'http_error_network_error',
  'http_error_close',
  'http_error_captcha_unavailable',
  'http_error_captcha_declined',
  'http_error_terms_to_confirm',
  'http_error_unauthorised',
  'http_error_forbidden',
  'http_error_too_many_requests',
  'http_error_server',
  'http_error_request',
] as const;

function messageKeyOf(status: HttpFailureStatus, code: number): string {
  if (status !== 'http-error') return `http_error_${status.replace(/-/g, '_')}`;
  if (code === 401) return 'http_error_unauthorised';
  if (code === 403) return 'http_error_forbidden';
  if (code === 429) return 'http_error_too_many_requests';
  return code >= 500 ? 'http_error_server' : 'http_error_request';
}

/** The failure an answer stands for; `as` overrides the status where a recovery decided it. */
export function failureOf(answer: HttpAnswer, as?: HttpFailureStatus): HttpFailure {
  if (answer.kind === 'network') {
    const status = as ?? NETWORK_ERROR.status;
    return {
      status,
      code: NETWORK_ERROR.code,
      message: 'Network error',
      messageKey: messageKeyOf(status, 0),
    };
  }
  if (answer.kind === 'cancelled') {
    return {
      status: CANCELLED_REQUEST.status,
      code: CANCELLED_REQUEST.code,
      message: 'Request cancelled',
      messageKey: messageKeyOf(CANCELLED_REQUEST.status, CANCELLED_REQUEST.code),
    };
  }
  const status = as ?? 'http-error';
  const body = errorBodyOf(answer.body);
  return {
    status,
    code: answer.status,
    ...(body === null
      ? { message: `HTTP ${answer.status}` }
      : {
          errorCode: body.code,
          message: body.message,
          ...(body.details === undefined ? {} : { details: body.details }),
        }),
    messageKey: messageKeyOf(status, answer.status),
  };
}

const FAILURE_STATUSES: readonly string[] = [
  'http-error',
  'network-error',
  CANCELLED_REQUEST.status,
  'captcha-unavailable',
  'captcha-declined',
  'terms-to-confirm',
];

export function isHttpFailure(value: unknown): value is HttpFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { status, code } = value as Record<string, unknown>;
  return (
    typeof status === 'string' && FAILURE_STATUSES.includes(status) && typeof code === 'number'
  );
}

/**
 * Which failures of the redirect and block services are retried (spec/shell.md section 8: "retried
 * and logged"; the policies are in redirects/service-retry.ts). Ours: a failure of the service
 * (no answer, a timeout, an overload, a 5xx) may pass; a cancel is the caller's will and a 4xx is
 * the question's fault, and asking again changes neither. Errors that are no HTTP failure retry.
 */
export function isRetryableServiceFailure(error: unknown): boolean {
  if (!isHttpFailure(error)) return true;
  if (error.status === 'network-error') return true;
  if (error.status !== 'http-error') return false;
  return error.code === 408 || error.code === 429 || error.code >= 500;
}

/** Calls that change state carry the CSRF header (platform-api-contract.ts). */
export function isStateChangingMethod(method: string | undefined): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());
}
