import { isSiteLanguage, type LanguageCode } from '../language/site-languages';

/** decisions.md, Accounts and money: the site's currencies, the one chosen at registration. */
export const SITE_CURRENCIES = ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'INR', 'NGN', 'JPY'] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];

export function isSiteCurrency(text: string): text is SiteCurrency {
  return (SITE_CURRENCIES as readonly string[]).includes(text);
}

/**
 * Ours (decisions.md names the currencies, not a default): the currency the registration form
 * starts on for a player of each language of the site: the currency of the language's home market
 * where the site has it (ru RUB, ua UAH, kz KZT); USD where it has none (az, uz) and for English,
 * the language of players from anywhere. The player may always choose another.
 */
export const REGISTRATION_CURRENCY_BY_LANGUAGE: Readonly<Record<LanguageCode, SiteCurrency>> = {
  ru: 'RUB',
  ua: 'UAH',
  kz: 'KZT',
  az: 'USD',
  uz: 'USD',
  en: 'USD',
};

/** The currency the registration form starts on in a language; USD for one the site lacks. */
export function defaultRegistrationCurrency(language: string): SiteCurrency {
  return isSiteLanguage(language) ? REGISTRATION_CURRENCY_BY_LANGUAGE[language] : 'USD';
}
