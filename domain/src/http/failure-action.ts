import { errorBodyOf, type HttpAnswer } from './http-failure';
import {
  CAPTCHA_ERROR_CODES,
  FINGERPRINT_ERROR_CODE,
  TERMS_EXCEPTION_CODE,
  type CaptchaErrorCode,
} from './platform-api-contract';

/** The recoveries a call may go through, each at most once. */
export type Recovery = 'token' | 'captcha' | 'fingerprint';

/** What the HTTP client does with a failed call (spec/shell.md section 8). */
export type FailureAction =
  /** 401: fetch a fresh token and send the call again, once. */
  | { readonly kind: 'refresh-token' }
  /** 400 with a captcha code: the player solves a captcha, the call goes again with its answer. */
  | { readonly kind: 'solve-captcha'; readonly code: CaptchaErrorCode }
  /** 400 with the fingerprint code: refresh the fingerprint, send the call again, once. */
  | { readonly kind: 'refresh-fingerprint' }
  /** 451 with exception_code 1 for a signed-in player: terms to confirm. */
  | { readonly kind: 'confirm-terms' }
  /** Anything else, and a second failure after a recovery: the caller gets the failure. */
  | { readonly kind: 'fail' };

export interface FailureContext {
  /** The recoveries this call already went through. */
  readonly recovered: readonly Recovery[];
  readonly authorised: boolean;
}

/** A code as the server wrote it, a number or its digits. */
function numericCode(code: string | number | undefined): number | null {
  if (typeof code === 'number') return code;
  return code !== undefined && /^\d+$/.test(code) ? Number(code) : null;
}

function isCaptchaErrorCode(code: number | null): code is CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly (number | null)[]).includes(code);
}

export function failureAction(answer: HttpAnswer, context: FailureContext): FailureAction {
  if (answer.kind !== 'response') return { kind: 'fail' };
  const once = (recovery: Recovery) => !context.recovered.includes(recovery);
  const body = errorBodyOf(answer.body);
  const code = numericCode(body?.code);

  if (answer.status === 401 && once('token')) return { kind: 'refresh-token' };
  if (answer.status === 400 && isCaptchaErrorCode(code) && once('captcha')) {
    return { kind: 'solve-captcha', code };
  }
  if (answer.status === 400 && code === FINGERPRINT_ERROR_CODE && once('fingerprint')) {
    return { kind: 'refresh-fingerprint' };
  }
  // "and terms confirmation available": only a signed-in player has terms to confirm (the
  // confirm-terms route is for authorised players); anyone else gets the 451 as it is.
  const exceptionCode = (body?.details as { exception_code?: unknown } | undefined)?.exception_code;
  if (answer.status === 451 && exceptionCode === TERMS_EXCEPTION_CODE && context.authorised) {
    return { kind: 'confirm-terms' };
  }
  return { kind: 'fail' };
}
