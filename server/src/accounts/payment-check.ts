import type { SiteCurrency } from '@betshell/domain/auth';
import type { PaymentKind } from '@betshell/domain/accounts';
import type { Queryable } from '../db/database';

/** A deposit or withdrawal about to be made, as the checks before it see it. */
export interface PaymentAttempt {
  readonly playerId: number;
  readonly kind: PaymentKind;
  readonly accountId: number;
  readonly currency: SiteCurrency;
  readonly amountMinor: number;
  /** The time the server judges the attempt by (the app's clock). */
  readonly at: Date;
}

export type PaymentCheckVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** A stable code for the client (`DEPOSIT_LIMIT_EXCEEDED`, ...). */
      readonly code: string;
      /** English text the player reads when the browser has no dictionary text for the code. */
      readonly message: string;
      readonly details?: unknown;
    };

/**
 * A check run before a deposit is started and again before it is credited, and before a withdrawal
 * request takes money: inside the payment's transaction (`tx`), so it sees what the payment sees.
 * Responsible-gambling limits refuse deposits through one of these.
 */
export type PaymentCheck = (attempt: PaymentAttempt, tx: Queryable) => Promise<PaymentCheckVerdict>;

/** The default: no check refuses anything. */
export const ALLOW_EVERY_PAYMENT: PaymentCheck = () => Promise.resolve({ allowed: true });

/** The checks of one app, run in the order they were added; the first refusal wins. */
export interface PaymentChecks {
  add(check: PaymentCheck): void;
  run(attempt: PaymentAttempt, tx: Queryable): Promise<PaymentCheckVerdict>;
}

export function createPaymentChecks(initial: readonly PaymentCheck[] = []): PaymentChecks {
  const checks = [...initial];
  return {
    add(check) {
      checks.push(check);
    },
    async run(attempt, tx) {
      for (const check of checks) {
        const verdict = await check(attempt, tx);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
  };
}
