import {
  COOKIE,
  FALLBACK_LANGUAGE,
  cookieAgreementOf,
  mergeDictionaryTexts,
} from '@betshell/domain';
import { FIRST_PAINT_MARKUP_ATTRIBUTE } from '@betshell/domain';
import type { LanguageCode } from '@betshell/domain';
import type { DictionaryRepository } from '../dictionary/dictionary-repository';
import { escapeHtml } from '../seo/render-seo-head';

/** The cookie banner's application, whose slot (index.html) gets the banner's first paint. */
export const COOKIE_BANNER_APPLICATION = '@betshell/cookie-banner';

/** The texts of the banner, the keys its parcel shows (shell-parcels/cookie-banner). */
const COOKIE_BANNER_KEYS = [
  'cookie_banner_title',
  'cookie_banner_text',
  'cookie_banner_policy_link',
  'cookie_banner_accept_all',
  'cookie_banner_only_necessary',
  'cookie_banner_choose',
] as const;

/**
 * Markup for applications' slots that the server writes into a page (static-site-plugin), by
 * application name; empty when none applies.
 */
export type FirstPaintChrome = (page: {
  readonly lng: string;
  readonly status: number;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  /** The page's path, as requested. */
  readonly pathname: string;
}) => Promise<Readonly<Record<string, string>>>;

/** The markup of several first paints together, asked for at once. */
export function allFirstPaints(...parts: readonly FirstPaintChrome[]): FirstPaintChrome {
  return async (page) =>
    Object.assign({}, ...(await Promise.all(parts.map((part) => part(page))))) as Readonly<
      Record<string, string>
    >;
}

/**
 * The cookie agreement as the page's HTML: a new visitor's largest paint, which otherwise
 * waits for all the first-load JavaScript. The server knows from the request's cookies_agree_type
 * whether the visitor has answered (the domain's rule, as the agreement store reads it) and writes
 * the banner only then, on a page that exists, in the page's language, with the same elements,
 * classes and texts the parcel renders, so the parcel's banner takes its place without a move
 * (its styles are in index.html). Its policy link works as it is; its buttons are disabled until
 * the parcel, which records the answer, takes over: they never look pressed with nothing done.
 */
export function createFirstPaintChrome(dictionary: DictionaryRepository): FirstPaintChrome {
  return async ({ lng, status, cookies }): Promise<Readonly<Record<string, string>>> => {
    if (status !== 200) return {};
    if (cookieAgreementOf(cookies[COOKIE.cookiesAgreeType]) !== null) return {};
    const keys = [...COOKIE_BANNER_KEYS];
    const texts = mergeDictionaryTexts(
      await dictionary.findTexts(lng as LanguageCode, keys),
      lng === FALLBACK_LANGUAGE ? {} : await dictionary.findTexts(FALLBACK_LANGUAGE, keys),
    );
    // A text missing from every dictionary: the parcel would show its key; better show nothing early.
    if (COOKIE_BANNER_KEYS.some((key) => texts[key] === undefined)) return {};
    const text = (key: (typeof COOKIE_BANNER_KEYS)[number]) => escapeHtml(texts[key] ?? '');
    const button = (key: (typeof COOKIE_BANNER_KEYS)[number]) =>
      `<button type="button" disabled>${text(key)}</button>`;
    return {
      [COOKIE_BANNER_APPLICATION]:
        `<section class="bs-cookies" role="region" aria-labelledby="bs-cookies-first-paint" ${FIRST_PAINT_MARKUP_ATTRIBUTE}>` +
        `<h2 id="bs-cookies-first-paint">${text('cookie_banner_title')}</h2>` +
        `<p>${text('cookie_banner_text')} <a href="/${escapeHtml(lng)}/cookies">${text('cookie_banner_policy_link')}</a></p>` +
        `<div class="bs-cookies__actions">${button('cookie_banner_accept_all')}${button('cookie_banner_only_necessary')}${button('cookie_banner_choose')}</div>` +
        '</section>',
    };
  };
}
