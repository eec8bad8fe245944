import { TOTP as TOTP_RULE } from '@betshell/domain/auth';
import { Secret, TOTP } from 'otpauth';
import { ApiError } from '../http/api-error';

/** The issuer shown in the player's authenticator app. */
const ISSUER = 'betshell';

function totpOf(secret: string, label = 'player'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: TOTP_RULE.algorithm,
    digits: TOTP_RULE.digits,
    period: TOTP_RULE.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new TOTP secret (160 bits, base32) and its otpauth:// URI for the QR code. */
export function newTwoFactorSecret(label: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, label).toString() };
}

/**
 * RFC 6238: whether `code` is the secret's code at `now`, one period either side accepted for a
 * phone clock that drifts.
 */
export function isTwoFactorCode(secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}

/** 400 INVALID_TWO_FACTOR_CODE unless `code` is the secret's code at `now`. */
export function assertTwoFactorCode(secret: string, code: string, now: Date): void {
  if (!isTwoFactorCode(secret, code, now)) {
    throw new ApiError(
      400,
      'INVALID_TWO_FACTOR_CODE',
      'The code from the authenticator app is wrong',
    );
  }
}
