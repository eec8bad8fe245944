import { PAYMENT_OUTCOMES, type PaymentOutcome } from '@betshell/domain/accounts';

/**
 * What a payment result page tells the site's other windows on PAYMENT_RESULT_CHANNEL: how the
 * payment came back, and which payment (null when the address named none).
 */
export interface PaymentResultNotice {
  readonly outcome: PaymentOutcome;
  readonly paymentId: number | null;
}

/** A message of the channel as a notice, or null for anything else. */
export function paymentResultNotice(data: unknown): PaymentResultNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { outcome, paymentId } = data as Record<string, unknown>;
  if (typeof outcome !== 'string' || !(PAYMENT_OUTCOMES as readonly string[]).includes(outcome)) {
    return null;
  }
  return {
    outcome: outcome as PaymentOutcome,
    paymentId: typeof paymentId === 'number' && Number.isInteger(paymentId) ? paymentId : null,
  };
}

/** The payment id of a result page's address (`paymentId=44`), or null. */
export function paymentIdOf(text: string | null): number | null {
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}
