import { isSiteCurrency } from '../auth/site-currencies';
import type { Account } from './account';
import { CURRENCY_DETAILS, formatMinorUnits, formatWithMinorDigits } from './currency-details';

/** Most currencies have two minor digits: a currency the site does not know is shown with two. */
const UNKNOWN_CURRENCY_MINOR_DIGITS = 2;

export interface MoneyFormat {
  /**
   * The currency after the amount as its symbol ("₽", the default), as its code ("RUB"), or not at
   * all where the reader knows it from elsewhere.
   */
  readonly unit?: 'symbol' | 'code' | 'none';
  /**
   * A sign in front of every amount but zero, "+6.00" and "−12.50" (a minus sign, not a hyphen),
   * so that a win never reads as a loss.
   */
  readonly signed?: boolean;
}

/**
 * An amount of minor units as the player reads it: "1 234.50 ₽", or "1 234.50 RUB" with
 * `unit: 'code'`. A currency the site does not know shows two minor digits and its code, never
 * rounded. The one money formatter of the site: every parcel shows money through it.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  format: MoneyFormat = {},
): string {
  const known = isSiteCurrency(currency);
  const magnitude = Math.abs(Math.trunc(amountMinor));
  const digits = known
    ? formatMinorUnits(magnitude, currency)
    : formatWithMinorDigits(magnitude, UNKNOWN_CURRENCY_MINOR_DIGITS);
  const sign =
    format.signed === true
      ? amountMinor > 0
        ? '+'
        : amountMinor < 0
          ? '−'
          : ''
      : amountMinor < 0
        ? '-'
        : '';
  if (format.unit === 'none') return `${sign}${digits}`;
  const unit = known && format.unit !== 'code' ? CURRENCY_DETAILS[currency].symbol : currency;
  return `${sign}${digits} ${unit}`;
}

/** What an account holds as the player reads it: points for a points account, else money. */
export function formatAccountAmount(
  account: Account,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  return account.isPointsTypeBalance
    ? t('money_balance_points', { points: account.points })
    : formatMoney(account.money, account.iso);
}
