import type { SiteCurrency } from '../auth/site-currencies';
import { CURRENCY_DETAILS } from './currency-details';

// What the site's currencies are, apart: the money formatter of the main entry needs them.
export * from './currency-details';

/** spec/shell.md section 3, Account: the account types (decisions.md, Accounts and money). */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** spec/shell.md section 3, Account, by the spec's field names; money and points in minor units. */
export interface Account {
  readonly id: number;
  readonly type: AccountType;
  readonly iso: string;
  readonly symbol: string;
  readonly currencyId: number;
  readonly money: number;
  readonly points: number;
  readonly label: string;
  readonly labelWithSymbol: string;
  readonly isActive: boolean;
  readonly isPointsTypeBalance: boolean;
}

/**
 * A decimal amount typed by a player ("10", "10.5", "10,50") as minor units, or null when it is not
 * an amount of that currency (more decimals than it has, signs, letters).
 */
export function parseMajorAmount(text: string, currency: SiteCurrency): number | null {
  const digits = CURRENCY_DETAILS[currency].minorDigits;
  const match = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text);
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The label of an account, "RUB" or "RUB (bonus)", and with its symbol. */
export function accountLabels(
  type: AccountType,
  currency: SiteCurrency,
): { label: string; labelWithSymbol: string } {
  const label = type === ACCOUNT_TYPE.bonus ? `${currency} bonus` : currency;
  return { label, labelWithSymbol: `${label} ${CURRENCY_DETAILS[currency].symbol}` };
}

/** spec/shell.md section 4, Account conversion status. */
export const ACCOUNT_CONVERSION_STATUS = {
  notAllowed: 0,
  mainAccountAllowed: 1,
  additionalAccountAllowed: 2,
} as const;
export type AccountConversionStatus =
  (typeof ACCOUNT_CONVERSION_STATUS)[keyof typeof ACCOUNT_CONVERSION_STATUS];

/**
 * Ours (the spec names the three states only): moving money between one's own accounts is not
 * allowed while the player has no second money account or an account is frozen; with money on an
 * additional (currency) account, that account may be converted; else, with money on the main
 * account and an additional account to receive it, the main account may.
 */
export function accountConversionStatus(
  accounts: readonly Pick<Account, 'type' | 'money'>[],
  frozen: boolean,
): AccountConversionStatus {
  const main = accounts.find((account) => account.type === ACCOUNT_TYPE.main);
  const additional = accounts.filter((account) => account.type === ACCOUNT_TYPE.currency);
  if (frozen || main === undefined || additional.length === 0) {
    return ACCOUNT_CONVERSION_STATUS.notAllowed;
  }
  if (additional.some((account) => account.money > 0)) {
    return ACCOUNT_CONVERSION_STATUS.additionalAccountAllowed;
  }
  return main.money > 0
    ? ACCOUNT_CONVERSION_STATUS.mainAccountAllowed
    : ACCOUNT_CONVERSION_STATUS.notAllowed;
}

/** Why a currency account may not be removed, or null when it may. */
export type CurrencyRemovalRefusal = 'not-a-currency-account' | 'holds-money';

/**
 * spec/shell.md section 7: removing a currency fails with the server's message; ours: only an
 * additional currency account (type 9) is removed, and only while it holds no money, so no money
 * ever leaves with it.
 */
export function currencyRemovalRefusal(
  account: Pick<Account, 'type' | 'money' | 'points'>,
): CurrencyRemovalRefusal | null {
  if (account.type !== ACCOUNT_TYPE.currency) return 'not-a-currency-account';
  return account.money !== 0 || account.points !== 0 ? 'holds-money' : null;
}
