import { CAPTCHA_HEADER, FINGERPRINT_ERROR_CODE, FINGERPRINT_HEADER } from '@betshell/domain';
import { CAPTCHA_CODE, parseCaptchaHeader } from '@betshell/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../auth-context';
import { SESSION_COOKIE } from './authenticate-plugin';
import { assertMayStartSession } from '../../limits/limit-enforcement';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * 400 with code 120 (platform-api-contract.ts) unless the call carries a fingerprint token the
 * server issued and that has not expired. FINGERPRINT_REQUIRED=false turns it off.
 */
export async function requireFingerprint(context: AuthContext, request: FastifyRequest) {
  if (!context.settings.fingerprintRequired) return;
  if (!(await context.fingerprints.isValid(header(request, FINGERPRINT_HEADER)))) {
    throw new ApiError(
      400,
      FINGERPRINT_ERROR_CODE,
      `This call needs a valid fingerprint token in the ${FINGERPRINT_HEADER} header`,
    );
  }
}

/**
 * The captcha a retried call carries in `x-captcha: <captchaId>:<answer>`, checked and spent.
 * Absent: 400 with `missingCode` (111 after failed logins, 100 where a call always needs one).
 */
export async function requireSolvedCaptcha(
  context: AuthContext,
  request: FastifyRequest,
  missingCode: number,
  value: string | undefined = header(request, CAPTCHA_HEADER),
): Promise<void> {
  const sent = parseCaptchaHeader(value);
  if (sent === null) {
    throw new ApiError(400, missingCode, 'Solve the captcha and send the call again', {
      captchaRequired: true,
    });
  }
  const check = await context.captcha.check(sent.captchaId, sent.answer, { consume: true });
  if (check.status === 'wrong') {
    throw new ApiError(400, CAPTCHA_CODE.wrongAnswer, 'The captcha answer is wrong: try a new one');
  }
  if (check.status === 'expired') {
    throw new ApiError(
      400,
      CAPTCHA_CODE.expired,
      'The captcha has expired or was used: get a new one',
    );
  }
}

/**
 * Reserves one attempt at the secrets of `accountKey` from the caller's address before any secret
 * is compared (login-attempts.ts): past the limit, only a solved captcha lets an attempt through,
 * and that one counts too. The caller settles the attempt: `succeeded`, or `release` when no
 * secret was compared; a failure keeps it.
 */
export async function reserveAttempt(
  context: AuthContext,
  request: FastifyRequest,
  accountKey: string,
): Promise<void> {
  if (await context.attempts.reserve(accountKey, request.ip)) return;
  await requireSolvedCaptcha(context, request, CAPTCHA_CODE.requiredAfterFailures);
  await context.attempts.count(accountKey, request.ip);
}

/** Sets the session cookie: for the browser's life, or the session's whole life with `persistent`. */
export function setSessionCookie(
  context: AuthContext,
  reply: FastifyReply,
  token: string,
  persistent: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.settings.secureCookies,
    ...(persistent ? { maxAge: context.settings.sessionMaxHours * 3600 } : {}),
  });
}

export function clearSessionCookie(context: AuthContext, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.settings.secureCookies,
  });
}

/**
 * Starts a session for the player and answers its token, for the caller to set as the cookie once
 * its writes are kept (a registration starts it inside its transaction). A session this browser
 * already had ends first: one browser, one player at a time.
 */
export async function startSession(
  context: AuthContext,
  request: FastifyRequest,
  playerId: number,
  persistent: boolean,
): Promise<string> {
  // Self-exclusion and a spent session limit refuse every way in.
  await assertMayStartSession(context.database, playerId, context.clock());
  const previous = await context.sessions.lookup(request.cookies[SESSION_COOKIE], {
    active: false,
  });
  if (previous.status === 'live') await context.sessions.end(previous.session.id, 'logout');
  return context.sessions.start(playerId, { persistent, address: request.ip });
}

/** Starts a session for the player and sets its cookie. */
export async function signIn(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: number,
  persistent: boolean,
): Promise<void> {
  const token = await startSession(context, request, playerId, persistent);
  setSessionCookie(context, reply, token, persistent);
}
