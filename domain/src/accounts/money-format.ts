import { isSiteCurrency } from '../auth/site-currencies';
import { localeOf } from '../language/language-locale';
import { formatNumber, withSiteSpaces } from '../language/number-format';
import type { LanguageCode } from '../language/site-languages';
import type { Account } from './account';
import { CURRENCY_DETAILS } from './currency-details';

/** Most currencies have two minor digits: a currency the site does not know is shown with two. */
const UNKNOWN_CURRENCY_MINOR_DIGITS = 2;

/** What Intl accepts as a currency: three letters (ISO 4217's shape), known to it or not. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

export interface MoneyFormat {
  /**
   * The currency as its symbol ("₽", the default), as its code ("RUB"), or not at all where the
   * reader knows it from elsewhere; before or after the amount as the language writes it.
   */
  readonly unit?: 'symbol' | 'code' | 'none';
  /**
   * A sign in front of every amount but zero, "+6,00" and "−12,50" (a minus sign, not a hyphen),
   * so that a win never reads as a loss.
   */
  readonly signed?: boolean;
}

/**
 * An amount of minor units as a player of that language reads it, through Intl: "1 234,50 ₽" in
 * Russian, "₽1,234.50" in English, "1.234,50 ₽" in Azerbaijani, or with the code (`unit: 'code'`).
 * The minor digits are the site's for the currency (CURRENCY_DETAILS), not Intl's; a currency the
 * site does not know shows two minor digits and its code, never rounded. Spaces are no-break
 * spaces (withSiteSpaces). The one money formatter of the site: every parcel shows money through
 * it, and the language is required so that no amount is written in a language nobody chose.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  language: LanguageCode | (string & {}),
  format: MoneyFormat = {},
): string {
  const known = isSiteCurrency(currency);
  const digits = known ? CURRENCY_DETAILS[currency].minorDigits : UNKNOWN_CURRENCY_MINOR_DIGITS;
  const unit = format.unit ?? 'symbol';
  const withCurrency = unit !== 'none' && CURRENCY_CODE.test(currency);
  // `|| 0` turns -0 into 0, which Intl would write "-0,00". Far below 2^53 minor units, the
  // division's tiny error never reaches the last minor digit, so Intl's rounding gives it back.
  const majorUnits = (Math.trunc(amountMinor) || 0) / 10 ** digits;
  const parts = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: format.signed === true ? 'exceptZero' : 'auto',
    ...(withCurrency
      ? {
          style: 'currency',
          currency,
          // The site's symbol is Intl's narrow one ("$", not "US$"); an unknown currency by code.
          currencyDisplay: known && unit === 'symbol' ? 'narrowSymbol' : 'code',
        }
      : {}),
  }).formatToParts(majorUnits);
  const text = parts
    .map((part) => (part.type === 'minusSign' ? (format.signed === true ? '−' : '-') : part.value))
    .join('');
  // A currency Intl cannot take (not three letters) still shows, after the amount.
  const shown =
    unit === 'none' || withCurrency || currency === '' ? text : `${text}\u00a0${currency}`;
  return withSiteSpaces(shown);
}

/**
 * What an account holds as the player reads it: points for a points account, else money. The
 * points text has plural forms ("1 балл", "5 баллов"): i18next chooses one by the number `count`,
 * while the text shows `points`, the number written the language's way.
 */
export function formatAccountAmount(
  account: Account,
  language: LanguageCode | (string & {}),
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  return account.isPointsTypeBalance
    ? t('money_balance_points', {
        count: account.points,
        points: formatNumber(account.points, language),
      })
    : formatMoney(account.money, account.iso, language);
}
