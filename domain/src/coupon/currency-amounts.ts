import type { SiteCurrency } from '../auth/site-currencies';

/** Minor units per major unit of each site currency (ISO 4217 exponents: the yen has none). */
export const CURRENCY_MINOR_UNITS: Readonly<Record<SiteCurrency, number>> = {
  RUB: 100,
  USD: 100,
  EUR: 100,
  UAH: 100,
  KZT: 100,
  INR: 100,
  NGN: 100,
  JPY: 1,
};

/**
 * Section 9, in major units: "Initial coupon amount per currency: 150 RUB, 5 USD, 5 EUR, 50 UAH,
 * 1000 KZT, 300 INR, 1000 NGN." JPY has none and takes RUB's number, the fallback of section 9.
 */
export const INITIAL_COUPON_AMOUNTS: Readonly<Partial<Record<SiteCurrency, number>>> = {
  RUB: 150,
  USD: 5,
  EUR: 5,
  UAH: 50,
  KZT: 1000,
  INR: 300,
  NGN: 1000,
};

/**
 * Section 9, in major units: "Default stake step per currency: RUB 100, USD 2.5, EUR 2.5, UAH 50,
 * KZT 500, INR 100, NGN 100, JPY 500; fallback to RUB."
 */
export const DEFAULT_STAKE_STEPS: Readonly<Record<SiteCurrency, number>> = {
  RUB: 100,
  USD: 2.5,
  EUR: 2.5,
  UAH: 50,
  KZT: 500,
  INR: 100,
  NGN: 100,
  JPY: 500,
};

export const FALLBACK_CURRENCY: SiteCurrency = 'RUB';

function minorUnits(currency: string): number {
  return Object.hasOwn(CURRENCY_MINOR_UNITS, currency)
    ? CURRENCY_MINOR_UNITS[currency as SiteCurrency]
    : CURRENCY_MINOR_UNITS[FALLBACK_CURRENCY];
}

function perCurrency(
  table: Readonly<Partial<Record<SiteCurrency, number>>>,
  currency: string,
): number {
  const own = Object.hasOwn(table, currency) ? table[currency as SiteCurrency] : undefined;
  return own ?? (table[FALLBACK_CURRENCY] as number);
}

/** The coupon's first stake in minor units of the currency; RUB's number for any other currency. */
export function initialCouponAmount(currency: string): number {
  return Math.round(perCurrency(INITIAL_COUPON_AMOUNTS, currency) * minorUnits(currency));
}

/**
 * The stake step in minor units: the player's own step when they set one (isManualAmountStep,
 * amountStepByCurrencyIso), else the currency's default, else RUB's.
 */
export function stakeStep(
  currency: string,
  settings?: {
    readonly isManualAmountStep: boolean;
    readonly amountStepByCurrencyIso: Readonly<Record<string, number>>;
  },
): number {
  const manual =
    settings?.isManualAmountStep === true &&
    Object.hasOwn(settings.amountStepByCurrencyIso, currency)
      ? settings.amountStepByCurrencyIso[currency]
      : undefined;
  if (manual !== undefined && Number.isInteger(manual) && manual > 0) return manual;
  return Math.round(perCurrency(DEFAULT_STAKE_STEPS, currency) * minorUnits(currency));
}

/** Section 5: "Stake increments follow the amount step"; a stake never goes below nothing. */
export function stepStake(amount: number, step: number, direction: 'up' | 'down'): number {
  return direction === 'up' ? amount + step : Math.max(0, amount - step);
}

/** Ours: the quick amounts beside the stake input, as multiples of the currency's stake step. */
export const QUICK_STAKE_STEPS = [1, 2, 5, 10] as const;

/** The quick amounts offered for a currency (minor units), following the player's own step. */
export function quickStakes(
  currency: string,
  settings?: Parameters<typeof stakeStep>[1],
): number[] {
  const step = stakeStep(currency, settings);
  return QUICK_STAKE_STEPS.map((times) => step * times);
}
