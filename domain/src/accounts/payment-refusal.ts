/**
 * The refusals of the money calls (server/src/accounts, server/src/limits/deposit-limit-check.ts),
 * each with the text the player reads (server/content/dictionaries/money). A code not named here
 * falls back to the HTTP client's own text (network error, ...).
 */
export const PAYMENT_REFUSAL_KEY: Readonly<Record<string, string>> = {
  INSUFFICIENT_FUNDS: 'money_error_insufficient_funds',
  ACCOUNT_FROZEN: 'money_error_account_frozen',
  INVALID_AMOUNT: 'money_error_invalid_amount',
  DEPOSIT_REFUSED_BY_LIMIT: 'money_error_deposit_limit',
  DEPOSIT_LIMIT_EXCEEDED: 'money_error_deposit_limit',
  IDEMPOTENCY_KEY_REUSED: 'money_error_try_again',
  ACCOUNT_NOT_FOUND: 'money_error_account_not_found',
  BONUS_ACCOUNT: 'money_error_bonus_account',
  CURRENCY_EXISTS: 'money_error_currency_exists',
  UNKNOWN_CURRENCY: 'money_error_unknown_currency',
  ACCOUNT_HOLDS_MONEY: 'money_error_account_holds_money',
  ACCOUNT_HAS_PENDING_PAYMENT: 'money_error_account_pending_payment',
  NOT_A_CURRENCY_ACCOUNT: 'money_error_not_currency_account',
  // A withdrawal over the verification threshold (server/src/verification; verification dictionary).
  VERIFICATION_REQUIRED: 'money_error_verification_required',
};

/** What a refused money call carries (the platform's PlatformHttpError has these fields). */
export interface RefusedCall {
  readonly errorCode?: string | number;
  readonly details?: unknown;
  readonly messageKey?: string;
}

/**
 * The dictionary keys to show for a refused money call, most specific first: a deposit refused by
 * a responsible-gambling limit names the limit's own text (`details.messageKey`, limits
 * dictionary) before the general one.
 */
export function paymentRefusalKeys(error: unknown): string[] {
  const refused = (typeof error === 'object' && error !== null ? error : {}) as RefusedCall;
  const keys: string[] = [];
  const details = refused.details as { messageKey?: unknown } | undefined;
  if (typeof details?.messageKey === 'string') keys.push(details.messageKey);
  const byCode =
    refused.errorCode === undefined ? undefined : PAYMENT_REFUSAL_KEY[String(refused.errorCode)];
  if (byCode !== undefined) keys.push(byCode);
  if (typeof refused.messageKey === 'string') keys.push(refused.messageKey);
  keys.push('money_error_unknown');
  return keys;
}
