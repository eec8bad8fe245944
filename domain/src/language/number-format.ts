import type { LanguageCode } from './site-languages';
import { localeOf } from './language-locale';

/**
 * Intl's spaces as the site writes them: every no-break space, the narrow one too, as U+00A0.
 * Engines disagree on which of the two a locale groups digits with (their CLDR versions differ),
 * so one character keeps the text the same in every browser and on the server; both never wrap,
 * so an amount is never split from its currency at the end of a line.
 */
export function withSiteSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, '\u00a0');
}

/** A count a player reads (points, numbers of things) in the language's digits grouping. */
export function formatNumber(value: number, language: LanguageCode | (string & {})): string {
  return withSiteSpaces(new Intl.NumberFormat(localeOf(language), {}).format(value));
}

/**
 * A percentage given in percent (100 for "100 %"), with the sign where the language puts it:
 * "100 %" in Russian, "100%" in English.
 */
export function formatPercent(percent: number, language: LanguageCode | (string & {})): string {
  return withSiteSpaces(
    new Intl.NumberFormat(localeOf(language), {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(percent / 100),
  );
}
