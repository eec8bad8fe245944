import { type DictionaryTexts } from '@betshell/domain';
import { PAYMENT_STATUS } from '@betshell/domain/accounts';
import type { PaymentCheck } from '../accounts/payment-check';
import { checkDepositAllowed } from './limit-enforcement';

/** The code a deposit refused by a responsible-gambling limit answers with (400). */
export const DEPOSIT_REFUSED_BY_LIMIT = 'DEPOSIT_REFUSED_BY_LIMIT';

/**
 * The wallet's check for responsible-gambling limits (decisions.md: the server enforces every
 * limit). It runs inside the payment's transaction before a deposit starts and again before it is
 * credited; a limit's window counts the deposits completed in it, so the deposit being credited
 * (still pending) is counted once, as the attempt. Withdrawals are never refused by a limit.
 */
export function depositLimitCheck(englishTexts: DictionaryTexts | undefined): PaymentCheck {
  return async (attempt, tx) => {
    if (attempt.kind !== 'deposit') return { allowed: true };
    const verdict = await checkDepositAllowed(
      tx,
      {
        playerId: attempt.playerId,
        amountMinor: attempt.amountMinor,
        currency: attempt.currency,
        now: attempt.at,
      },
      async (since) => {
        const [row] = await tx.query<{ total: string | number | null }>(
          `select coalesce(sum(amount_minor), 0) as total from payments
            where player_id = $1 and kind = 'deposit' and status_id = $2 and currency = $3
              and settled_at >= $4`,
          [attempt.playerId, PAYMENT_STATUS.completed, attempt.currency, since],
        );
        return Number(row?.total ?? 0);
      },
    );
    if (verdict.allowed) return { allowed: true };
    return {
      allowed: false,
      code: DEPOSIT_REFUSED_BY_LIMIT,
      message: englishTexts?.[verdict.messageKey] ?? verdict.messageKey,
      details: { messageKey: verdict.messageKey, limitType: verdict.limitType },
    };
  };
}
