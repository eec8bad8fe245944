import type {
  ReadonlyStatic,
  SeoContentAnswerSchema,
  SeoVisualAnswerSchema,
} from '@betshell/api-contract';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../language/site-languages';
import { splitLanguagePath } from '../language/language-path';
import { mostSpecificByUrlPath } from './url-path-pattern';

/**
 * The SEO content call of spec/limits-coupon-signin.md section 7 (`GET /web-api/seo/content?url=&lng=`,
 * path ours): the text a page shows for search engines, a heading and paragraphs, under the pattern
 * of the entry that serves the page (`urlPath`, `/line/*`). Plain text only: whoever shows it writes
 * it as text, never as HTML, so an operator's `<` stays a character. Both calls answer the entry or
 * null (a page with no text of its own).
 */
export type SeoContentAnswer = ReadonlyStatic<typeof SeoContentAnswerSchema>;
export type SeoContent = NonNullable<SeoContentAnswer['content']>;

/**
 * The SEO visual call (section 7, `GET /web-api/seo/visual?url=&lng=`, path ours): the page's
 * visible heading (its h1) and its image, with its size so the page reserves exactly its box.
 */
export type SeoVisualAnswer = ReadonlyStatic<typeof SeoVisualAnswerSchema>;
export type SeoVisual = NonNullable<SeoVisualAnswer['visual']>;
export type SeoVisualImage = NonNullable<SeoVisual['image']>;

/** The limits an operator's text is held to (ours): a block for a crawler, not an article. */
export const SEO_TEXT_LIMITS = {
  heading: 200,
  paragraph: 2000,
  paragraphs: 20,
  alt: 300,
  imageSide: 4000,
} as const;

/**
 * Which language's entries serve a page, as for page data (docs/seo-and-referrals.md): the
 * language's own when it has any, else English's (decisions.md: other languages fall back to en).
 * A language with entries of its own never shows English on a page its entries do not cover: a
 * page mixing two languages reads worse to a player and a search engine than no text.
 */
export function seoTextLanguage(
  lng: LanguageCode,
  languagesWithEntries: readonly LanguageCode[],
): LanguageCode {
  return languagesWithEntries.includes(lng) ? lng : FALLBACK_LANGUAGE;
}

/**
 * The entry that serves a page (spec section 5, the rule of page data): of the entries of one
 * language, the most specific pattern covering the page's path. `url` may carry its language
 * segment (`/en/line/1`) and a query; the patterns are written without the language.
 */
export function seoTextOf<T extends { readonly urlPath: string }>(
  entries: readonly T[],
  url: string,
): T | null {
  const bare = url.replace(/[?#].*$/, '') || '/';
  const { rest } = splitLanguagePath(bare.startsWith('/') ? bare : `/${bare}`);
  return mostSpecificByUrlPath(entries, rest, (entry) => entry.urlPath) ?? null;
}

/** The parcel that shows the SEO text, in its place of root-config/src/layout/shell-layout.ts. */
export const SEO_TEXT_APPLICATION = '@betshell/seo-text';

/** Its slot in index.html, between the main area and the footer, where the server writes it too. */
export const SEO_TEXT_SLOT = `<div id="single-spa-application:${SEO_TEXT_APPLICATION}"></div>`;
