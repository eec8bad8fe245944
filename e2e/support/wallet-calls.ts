import {
  WALLET_API_PATH,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletCall,
} from '@betshell/domain/server';
import { randomUUID } from 'node:crypto';
import { signWalletCall } from '../../server/src/casino-wallet/wallet-signature';

/** A wallet call's answer: its HTTP status (0 when none came) and its body. */
export interface WalletAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * One call of the casino's seamless wallet as a game provider's server sends it: a fresh request
 * id, signed with the secret the site was started with (CASINO_WALLET_SECRET).
 */
export async function walletCall(
  baseUrl: string,
  secret: string,
  name: WalletCall,
  fields: Readonly<Record<string, unknown>>,
): Promise<WalletAnswer> {
  const body = JSON.stringify({ requestId: randomUUID(), ...fields });
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const answer = await fetch(`${baseUrl}${WALLET_API_PATH}/${name}`, {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
      headers: {
        'content-type': 'application/json',
        [WALLET_TIMESTAMP_HEADER]: String(timestamp),
        [WALLET_SIGNATURE_HEADER]: signWalletCall(secret, timestamp, body),
      },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  } catch {
    return { status: 0, body: {} };
  }
}
