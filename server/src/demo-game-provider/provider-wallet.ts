import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  WALLET_API_PATH,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletAuthenticateAnswer,
  type WalletBalanceAnswer,
  type WalletCall,
  type WalletTransactionAnswer,
} from '@betshell/domain/server';
import { signWalletCall } from '../casino-wallet/wallet-signature';
import type { Clock } from '../auth/clock';

/** A refusal the wallet answered: the provider passes its code and message on to the player. */
export class WalletRefusal extends Error {
  override readonly name = 'WalletRefusal';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * How the demo provider reaches the platform's wallet: signed HTTP calls, as a provider's server
 * does. With `walletUrl` (CASINO_WALLET_URL) over the network; without it, to the same server
 * in-process (Fastify's inject), through the same route, headers and signature check. The provider
 * has no other way to the platform: no database, no repository.
 */
export interface WalletTransport {
  call<T>(name: WalletCall, body: Record<string, unknown>): Promise<T>;
}

export function createWalletTransport(options: {
  readonly secret: string;
  readonly walletUrl: string | undefined;
  readonly app: FastifyInstance;
  readonly clock: Clock;
}): WalletTransport {
  return {
    async call<T>(name: WalletCall, fields: Record<string, unknown>): Promise<T> {
      const body = JSON.stringify({ requestId: randomUUID(), ...fields });
      const timestamp = Math.floor(options.clock().getTime() / 1000);
      const headers = {
        'content-type': 'application/json',
        [WALLET_TIMESTAMP_HEADER]: String(timestamp),
        [WALLET_SIGNATURE_HEADER]: signWalletCall(options.secret, timestamp, body),
      };
      let status: number;
      let text: string;
      if (options.walletUrl === undefined) {
        const answer = await options.app.inject({
          method: 'POST',
          url: `${WALLET_API_PATH}/${name}`,
          headers,
          payload: body,
        });
        status = answer.statusCode;
        text = answer.body;
      } else {
        const answer = await fetch(`${options.walletUrl.replace(/\/$/, '')}/${name}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = answer.status;
        text = await answer.text();
      }
      const parsed = JSON.parse(text) as T & {
        error?: { code: string; message: string; details?: unknown };
      };
      if (status !== 200) {
        throw new WalletRefusal(
          status,
          parsed.error?.code ?? 'WALLET_ERROR',
          parsed.error?.message ?? 'The wallet refused the call',
          parsed.error?.details,
        );
      }
      return parsed;
    },
  };
}

/** The money side of a provider session: the player's wallet, or fun mode's demo balance. */
export interface ProviderWallet {
  readonly currency: string;
  balance(): Promise<number>;
  bet(transactionId: string, roundId: string, amountMinor: number): Promise<number>;
  win(transactionId: string, roundId: string, amountMinor: number): Promise<number>;
  rollback(transactionId: string, roundId: string, betTransactionId: string): Promise<number>;
}

/** The wallet of an authenticated real-money session. */
export function realWallet(
  transport: WalletTransport,
  session: WalletAuthenticateAnswer,
): ProviderWallet {
  const { sessionToken } = session;
  const money = async (
    name: 'bet' | 'win',
    transactionId: string,
    roundId: string,
    amountMinor: number,
  ) =>
    (
      await transport.call<WalletTransactionAnswer>(name, {
        sessionToken,
        transactionId,
        roundId,
        amountMinor,
      })
    ).balanceMinor;
  return {
    currency: session.currency,
    balance: async () =>
      (await transport.call<WalletBalanceAnswer>('balance', { sessionToken })).balanceMinor,
    bet: (transactionId, roundId, amountMinor) => money('bet', transactionId, roundId, amountMinor),
    win: (transactionId, roundId, amountMinor) => money('win', transactionId, roundId, amountMinor),
    rollback: async (transactionId, roundId, betTransactionId) =>
      (
        await transport.call<WalletTransactionAnswer>('rollback', {
          sessionToken,
          transactionId,
          roundId,
          rolledBackTransactionId: betTransactionId,
        })
      ).balanceMinor,
  };
}

/** Fun mode's demo money: kept by the provider, nothing reaches the wallet. */
export const FUN_START_BALANCE_MINOR = 100_000;
export const FUN_CURRENCY = 'FUN';

export function funWallet(): ProviderWallet {
  let balance = FUN_START_BALANCE_MINOR;
  const bets = new Map<string, number>();
  return {
    currency: FUN_CURRENCY,
    balance: () => Promise.resolve(balance),
    bet: (transactionId, _roundId, amountMinor) => {
      if (amountMinor > balance)
        return Promise.reject(
          new WalletRefusal(400, 'INSUFFICIENT_FUNDS', 'The demo balance is too low'),
        );
      balance -= amountMinor;
      bets.set(transactionId, amountMinor);
      return Promise.resolve(balance);
    },
    win: (_transactionId, _roundId, amountMinor) => {
      balance += amountMinor;
      return Promise.resolve(balance);
    },
    rollback: (_transactionId, _roundId, betTransactionId) => {
      balance += bets.get(betTransactionId) ?? 0;
      bets.delete(betTransactionId);
      return Promise.resolve(balance);
    },
  };
}
