import type { LanguageCode } from '@betshell/domain';
import { ONE_TIME_SECRET, SMS_CODE_LENGTH } from '@betshell/domain/auth';
import { messageLink } from '../messages/message-link';
import { renderMessage } from '../messages/render-message';
import type { Player } from '../players/player-repository';
import type { AuthContext } from './auth-context';
import { randomDigits, randomToken } from './hash-secret';

/**
 * The e-mail that confirms an address: a link to the site's activation page (spec/shell.md 2.8,
 * user/activate) with a one-time token. The address travels in the token's payload, so a link for
 * an address the player has since replaced confirms nothing. Written in `lng`, the language of the
 * page that asked for it, and the link leads to that language's page.
 */
export async function sendEmailActivation(
  context: AuthContext,
  player: Player,
  email: string,
  lng: LanguageCode,
) {
  const token = randomToken();
  await context.secrets.issue({
    purpose: 'activate_email',
    target: email,
    secret: token,
    lifetimeMs: ONE_TIME_SECRET.emailActivationLifetimeMs,
    playerId: player.id,
    payload: { email },
  });
  const letter = renderMessage('email_activation', lng, {
    link: messageLink(lng, '/user/activate', token),
    stop_link: await context.stopNewsletter.linkFor(player.id, lng),
  });
  await context.outbox.send({
    channel: 'email',
    recipient: email,
    subject: letter.subject,
    body: letter.body,
  });
}

/** An SMS code for the phone a player registered or bound (POST /auth-api/v1/activate). */
export async function sendPhoneActivation(
  context: AuthContext,
  player: Player,
  phone: string,
  lng: LanguageCode,
) {
  await sendSmsCode(context, 'activate_phone', phone, player.id, lng);
}

export async function sendSmsCode(
  context: AuthContext,
  purpose: 'login' | 'register' | 'reset' | 'bind_phone' | 'activate_phone' | 'user_transfer',
  phone: string,
  playerId: number | null,
  lng: LanguageCode,
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
    body: renderMessage('sms_code', lng, { code }).body,
  });
}
