import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { Player } from '../players/player-repository';
import type { AuthContext } from './auth-context';
import { reserveAttempt } from './http/request-guards';
import { verifyPassword } from './passwords';

/**
 * 400 unless `password` is the signed-in player's own, for the calls that ask for it again (office
 * security). Each check is an attempt at the password under the same limit as sign-in, on the
 * same account count (login-attempts.ts): past 5 failures it needs a solved captcha (code 111),
 * so an open browser cannot guess the password any faster than the login form can.
 */
export async function assertPlayerPassword(
  context: AuthContext,
  request: FastifyRequest,
  player: Player,
  password: string,
): Promise<void> {
  if (player.passwordHash === null) {
    throw new ApiError(
      400,
      'NO_PASSWORD',
      'This account signs in through a social network: set a password by resetting it',
    );
  }
  const accountKey = `player:${player.id}`;
  await reserveAttempt(context, request, accountKey);
  if (!(await verifyPassword(player.passwordHash, password))) {
    const captchaRequired = await context.attempts.needsCaptcha(accountKey, request.ip);
    throw new ApiError(400, 'INVALID_CREDENTIALS', 'The password is wrong', { captchaRequired });
  }
  await context.attempts.succeeded(accountKey, request.ip);
}
