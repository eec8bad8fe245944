import type { SiteCurrency } from '../auth/site-currencies';

/**
 * Per site currency: its numeric id (ISO 4217), its symbol, and how many minor units make a major
 * one (JPY has none). Amounts are minor units everywhere; these only serve display.
 */
export const CURRENCY_DETAILS: Readonly<
  Record<
    SiteCurrency,
    { readonly currencyId: number; readonly symbol: string; readonly minorDigits: number }
  >
> = {
  RUB: { currencyId: 643, symbol: '₽', minorDigits: 2 },
  USD: { currencyId: 840, symbol: '$', minorDigits: 2 },
  EUR: { currencyId: 978, symbol: '€', minorDigits: 2 },
  UAH: { currencyId: 980, symbol: '₴', minorDigits: 2 },
  KZT: { currencyId: 398, symbol: '₸', minorDigits: 2 },
  INR: { currencyId: 356, symbol: '₹', minorDigits: 2 },
  NGN: { currencyId: 566, symbol: '₦', minorDigits: 2 },
  JPY: { currencyId: 392, symbol: '¥', minorDigits: 0 },
};

/**
 * An amount of minor units in plain digits, "1 234.50" (never rounded), the same in every
 * language: for what a player types and edits (the stake). Money a player reads goes through
 * formatMoney, in the page's language.
 */
export function formatMinorUnits(amountMinor: number, currency: SiteCurrency): string {
  return formatWithMinorDigits(amountMinor, CURRENCY_DETAILS[currency].minorDigits);
}

/** As formatMinorUnits, for a currency the site does not know: its minor digits given. */
export function formatWithMinorDigits(amountMinor: number, digits: number): string {
  const negative = amountMinor < 0;
  const absolute = Math.abs(Math.trunc(amountMinor));
  const divisor = 10 ** digits;
  const major = Math.floor(absolute / divisor)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const minor = digits === 0 ? '' : `.${String(absolute % divisor).padStart(digits, '0')}`;
  return `${negative ? '-' : ''}${major}${minor}`;
}
