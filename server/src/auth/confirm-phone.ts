import {
  activationTypeAfterPhoneAdded,
  isSmsCode,
  normalizePhone,
  type OneTimePurpose,
} from '@betshell/domain/auth';
import { ApiError } from '../http/api-error';
import type { Player, PlayerChange } from '../players/player-repository';
import type { AuthContext } from './auth-context';
import { refusedSecret } from './refused-secret';

/**
 * The change that makes a proven phone the account's: confirmed, and the activation type moved as
 * spec/shell.md section 4 says when a phone is added (0 -> 3, 1 -> 2; a replaced phone moves none).
 */
export function phoneConfirmedChange(player: Player, phone: string): PlayerChange {
  return {
    phone,
    phoneConfirmed: true,
    activationType:
      player.phone === null
        ? activationTypeAfterPhoneAdded(player.activationType)
        : player.activationType,
  };
}

/**
 * Confirms a phone for a signed-in player with the SMS code sent to it: the phone becomes the
 * account's (replacing another), confirmed, and the activation type moves as spec/shell.md
 * section 4 says when a phone is added (0 -> 3, 1 -> 2).
 */
export async function confirmPhone(
  context: AuthContext,
  playerId: number,
  phoneText: string,
  code: string,
  purpose: Extract<OneTimePurpose, 'bind_phone' | 'activate_phone'>,
): Promise<Player> {
  const phone = normalizePhone(phoneText);
  if (phone === null)
    throw new ApiError(400, 'INVALID_PHONE', 'phone is not an international phone number');
  const use = isSmsCode(code)
    ? await context.secrets.useCode(purpose, phone, code)
    : ({ status: 'wrong' } as const);
  if (use.status !== 'ok' || use.playerId !== playerId)
    throw refusedSecret(use.status === 'ok' ? { status: 'wrong' } : use, 'code');
  const player = await context.players.byId(playerId);
  if (player === null) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
  const owner = await context.players.byPhone(phone);
  if (owner !== null && owner.id !== playerId) {
    throw new ApiError(409, 'PHONE_TAKEN', 'This phone belongs to another account');
  }
  const changed = await context.players.change(playerId, phoneConfirmedChange(player, phone));
  return changed ?? player;
}
