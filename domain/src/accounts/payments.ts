/**
 * Payment statuses (`status_id` of limits-coupon-signin.md section 3, Payment history item). The
 * spec counts "payments with status 2" for the team cash popup: 2 is a completed payment. The
 * others are ours.
 */
export const PAYMENT_STATUS = {
  pending: 1,
  completed: 2,
  failed: 3,
  cancelled: 4,
  declined: 5,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The outcomes the demo provider's confirmation page offers: the onpay pages of spec 2.9. */
export const PAYMENT_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The status a deposit gets from the outcome the player chose on the provider's page. */
export const PAYMENT_OUTCOME_STATUS: Readonly<Record<PaymentOutcome, PaymentStatus>> = {
  success: PAYMENT_STATUS.completed,
  fail: PAYMENT_STATUS.failed,
  pending: PAYMENT_STATUS.pending,
  cancel: PAYMENT_STATUS.cancelled,
};

/**
 * Ours: the largest single payment, in minor units (1 000 000.00 of a two-digit currency), so a
 * typing slip never moves a fortune and sums stay far inside JavaScript's safe integers.
 */
export const MAX_PAYMENT_MINOR = 100_000_000;

export type PaymentAmountProblem = 'not-a-whole-number' | 'not-positive' | 'too-large';

export function paymentAmountProblem(amountMinor: number): PaymentAmountProblem | null {
  if (!Number.isSafeInteger(amountMinor)) return 'not-a-whole-number';
  if (amountMinor <= 0) return 'not-positive';
  return amountMinor > MAX_PAYMENT_MINOR ? 'too-large' : null;
}

/** An idempotency key the client makes per payment attempt (a UUID or similar): 8 to 64 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Payment history (limits-coupon-signin.md section 7): a page of this many entities. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

/** Ours: payments older than this are the archive, listed only with isIncludeArchive=true. */
export const PAYMENT_ARCHIVE_AFTER_MS = 90 * 86_400_000;

/** limits-coupon-signin.md section 3, Payment history item, by the spec's names. */
export interface PaymentHistoryItem {
  readonly id: number;
  readonly status_id: PaymentStatus;
  readonly message: string;
  readonly translate_message: string;
  readonly skks_hash: string;
  readonly timestamp: number;
  readonly date_payment: string;
  readonly status_title: string;
  /** Signed minor units: a deposit adds, a withdrawal takes away. */
  readonly summ: number;
  readonly money_deposit_id: number | null;
}

export interface PaymentHistoryPage {
  readonly entities: readonly PaymentHistoryItem[];
  readonly total_count: number;
}

/** The dictionary key of a status's title (server/content/dictionaries/accounts). */
export const PAYMENT_STATUS_TITLE_KEY: Readonly<Record<PaymentStatus, string>> = {
  1: 'accounts_payment_status_pending',
  2: 'accounts_payment_status_completed',
  3: 'accounts_payment_status_failed',
  4: 'accounts_payment_status_cancelled',
  5: 'accounts_payment_status_declined',
};
