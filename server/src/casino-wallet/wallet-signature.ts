import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_SIGNATURE_WINDOW_SECONDS } from '@betshell/domain/server';

/**
 * The signature of a wallet call (domain wallet-protocol.ts): the hex HMAC-SHA256, with the secret
 * the platform and the provider share, of `<timestamp>.<raw body>`. Both sides use this file: the
 * demo provider to sign, the wallet to check.
 */
export function signWalletCall(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type WalletSignatureProblem = 'missing' | 'stale' | 'bad-signature';

/** Why a call's signature is not to be trusted, or null when it is. */
export function walletSignatureProblem(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  now: Date,
): WalletSignatureProblem | null {
  const { timestamp, signature } = headers;
  if (timestamp === undefined || signature === undefined || !/^\d{1,12}$/.test(timestamp))
    return 'missing';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WALLET_SIGNATURE_WINDOW_SECONDS)
    return 'stale';
  const expected = Buffer.from(signWalletCall(secret, Number(timestamp), body), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : 'bad-signature';
}
