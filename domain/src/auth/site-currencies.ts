/** decisions.md, Accounts and money: the site's currencies, the one chosen at registration. */
export const SITE_CURRENCIES = ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'INR', 'NGN', 'JPY'] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];

export function isSiteCurrency(text: string): text is SiteCurrency {
  return (SITE_CURRENCIES as readonly string[]).includes(text);
}
