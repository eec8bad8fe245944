import {
  isSmsCode,
  normalizePhone,
  parseLoginIdentifier,
  type LoginAnswer,
  type LoginPayload,
} from '@betshell/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { Player } from '../players/player-repository';
import type { AuthContext } from './auth-context';
import { reserveAttempt, signIn } from './http/request-guards';
import { verifyPassword } from './passwords';
import { isTwoFactorCode } from './two-factor';

/** Whom a login names, found or not, and the key its failures are counted under. */
interface Attempt {
  readonly player: Player | null;
  readonly accountKey: string;
}

const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

async function phoneAttempt(context: AuthContext, text: string | undefined): Promise<Attempt> {
  if (text === undefined) throw badRequest('This form needs phone_number');
  const phone = normalizePhone(text);
  if (phone === null) {
    throw new ApiError(400, 'INVALID_PHONE', 'phone_number is not an international phone number');
  }
  const player = await context.players.byPhone(phone);
  return { player, accountKey: player === null ? `phone:${phone}` : `player:${player.id}` };
}

/** The account a login names: uLogin (e-mail or account id), or phone_number. */
async function attemptOf(context: AuthContext, body: LoginPayload): Promise<Attempt> {
  const usesLogin =
    body.form === 'login_password' ||
    (body.form === 'login_password_two_step_code' && body.uLogin !== undefined);
  if (!usesLogin) return phoneAttempt(context, body.phone_number);
  if (body.uLogin === undefined) throw badRequest('This form needs uLogin');
  const identifier = parseLoginIdentifier(body.uLogin);
  if (identifier === null) {
    throw new ApiError(400, 'INVALID_LOGIN', 'uLogin must be an e-mail or a numeric account id');
  }
  const player =
    identifier.kind === 'email'
      ? await context.players.byEmail(identifier.email)
      : await context.players.byId(identifier.accountId);
  const named = identifier.kind === 'email' ? identifier.email : String(identifier.accountId);
  return { player, accountKey: player === null ? `login:${named}` : `player:${player.id}` };
}

/**
 * decisions.md "Sign-in": one call for the four forms. The order of checks matters: the
 * per-account rate limit; the attempt is reserved (a captcha after too many failures) before any
 * secret is looked at; then the secret, and a second factor for a player with two-factor on, after
 * a correct password only.
 */
export async function login(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginPayload,
  accountRateLimit: (request: FastifyRequest, accountKey: string) => Promise<void>,
): Promise<LoginAnswer> {
  const address = request.ip;
  const attempt = await attemptOf(context, body);
  const { player, accountKey } = attempt;
  await accountRateLimit(request, accountKey);
  if (body.form === 'sms') {
    const code = body['sms-code'];
    if (code === undefined || !isSmsCode(code)) throw badRequest('sms-code must be six digits');
  } else if (body.uPassword === undefined) {
    throw badRequest('This form needs uPassword');
  }

  await reserveAttempt(context, request, accountKey);
  // Whether the reserved attempt compared a secret: a failure keeps it, anything else gives it back.
  let failed = false;
  const fail = async (code: string, message: string): Promise<never> => {
    failed = true;
    const captchaRequired = await context.attempts.needsCaptcha(accountKey, address);
    throw new ApiError(400, code, message, { captchaRequired });
  };
  try {
    const signedIn = await checkSecrets(context, body, player, fail);
    if (signedIn === null) return { success: false, form: 'login_password_two_step_code' };
    await context.attempts.succeeded(accountKey, address);
    await signIn(context, request, reply, signedIn.id, body.save === true);
    request.log.info({ userId: signedIn.id, form: body.form }, 'auth: player signed in');
    return { success: true, userId: signedIn.id };
  } finally {
    if (!failed) await context.attempts.release(accountKey, address);
  }
}

/**
 * The player whose secrets the login carries, null when a correct password still needs the
 * second factor; `fail` throws for a wrong one.
 */
async function checkSecrets(
  context: AuthContext,
  body: LoginPayload,
  player: Player | null,
  fail: (code: string, message: string) => Promise<never>,
): Promise<Player | null> {
  if (body.form === 'sms') {
    const phone = normalizePhone(body.phone_number ?? '') ?? '';
    const use = await context.secrets.useCode('login', phone, body['sms-code'] ?? '');
    if (player === null || use.status !== 'ok') {
      return use.status === 'expired'
        ? fail('SMS_CODE_EXPIRED', 'The SMS code has expired: ask for a new one')
        : fail('INVALID_SMS_CODE', 'The SMS code is wrong or was already used');
    }
    return player;
  }
  const right = await verifyPassword(player?.passwordHash ?? null, body.uPassword ?? '');
  if (player === null || !right) {
    return fail('INVALID_CREDENTIALS', 'The login or the password is wrong');
  }
  if (player.twoFactorSecret !== null) {
    if (body.code === undefined) return null;
    if (!isTwoFactorCode(player.twoFactorSecret, body.code, context.clock())) {
      return fail('INVALID_TWO_FACTOR_CODE', 'The code from the authenticator app is wrong');
    }
  }
  return player;
}
