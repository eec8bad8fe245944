/**
 * The site's own two-letter language codes (spec/decisions.md, Languages). They are what appears in
 * the `/{lng}` path segment, the `lng` cookie and the dictionary; `ua` and `kz` are the site's
 * spellings, not ISO 639-1 (which says `uk` and `kk`).
 */
export const SITE_LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'uz'] as const;

export type LanguageCode = (typeof SITE_LANGUAGES)[number];

/** spec/shell.md section 5: "Default language RU". */
export const DEFAULT_LANGUAGE: LanguageCode = 'ru';

/** spec/shell.md section 5: "the final fallback is en". */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** decisions.md: uz is hidden from unauthorised users unless the `ua` cookie is set. */
export const HIDDEN_LANGUAGES: readonly LanguageCode[] = ['uz'];

/** Browser language tags (BCP 47 primary subtags) that the site spells differently. */
export const BROWSER_LANGUAGE_ALIASES: Readonly<Record<string, LanguageCode>> = {
  uk: 'ua',
  kk: 'kz',
};

export function isSiteLanguage(value: string | null | undefined): value is LanguageCode {
  return (SITE_LANGUAGES as readonly string[]).includes(value ?? '');
}
