import { ONE_TIME_SECRET, SMS_CODE_LENGTH } from '@betshell/domain/auth';
import type { Player } from '../players/player-repository';
import type { AuthContext } from './auth-context';
import { randomDigits, randomToken } from './hash-secret';

/**
 * The e-mail that confirms an address: a link to the site's activation page (spec/shell.md 2.8,
 * user/activate) with a one-time token. The address travels in the token's payload, so a link for
 * an address the player has since replaced confirms nothing.
 */
export async function sendEmailActivation(context: AuthContext, player: Player, email: string) {
  const token = randomToken();
  await context.secrets.issue({
    purpose: 'activate_email',
    target: email,
    secret: token,
    lifetimeMs: ONE_TIME_SECRET.emailActivationLifetimeMs,
    playerId: player.id,
    payload: { email },
  });
  await context.outbox.send({
    channel: 'email',
    recipient: email,
    subject: 'Confirm your e-mail',
    body: `Confirm your e-mail: /user/activate?token=${token}\nToken: ${token}`,
  });
}

/** An SMS code for the phone a player registered or bound (POST /auth-api/v1/activate). */
export async function sendPhoneActivation(context: AuthContext, player: Player, phone: string) {
  await sendSmsCode(context, 'activate_phone', phone, player.id);
}

export async function sendSmsCode(
  context: AuthContext,
  purpose: 'login' | 'register' | 'reset' | 'bind_phone' | 'activate_phone' | 'user_transfer',
  phone: string,
  playerId: number | null,
): Promise<void> {
  const code = randomDigits(SMS_CODE_LENGTH);
  await context.secrets.issue({
    purpose,
    target: phone,
    secret: code,
    lifetimeMs: ONE_TIME_SECRET.smsCodeLifetimeMs,
    playerId,
  });
  await context.outbox.send({
    channel: 'sms',
    recipient: phone,
    subject: purpose,
    body: `Your betshell code: ${code}`,
  });
}
