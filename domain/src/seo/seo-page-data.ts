import type { LanguageCode } from '../language/site-languages';

/**
 * spec/limits-coupon-signin.md section 3, "SEO page data": what the platform API answers at
 * `GET /web-api/seo/page?url=&lng=` (decisions.md) for one page in one language.
 */
export interface SeoPageData {
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  /** null: the page is its own canonical. */
  readonly customCanonical: SeoCustomCanonical | null;
  /** The page's own robots meta, null when it sets none. */
  readonly metaRobots: string | null;
  /** The robots metas of the patterns above the page, least specific first. */
  readonly hierarchyMetaRobots: readonly string[];
  /** Extra metas; each names the url path pattern it serves, the most specific per name wins. */
  readonly metas: readonly SeoMeta[];
  /** The same page in every allowed language. */
  readonly alternates: readonly SeoAlternate[];
  /** Images and other media of the page (the first image is its Open Graph image). */
  readonly media: readonly SeoMedia[];
}

/**
 * customCanonical (section 3): mode `url` names the canonical address itself (`targetUrl`); mode
 * `mirror` says the page's canonical is the same path on another host (`domain`).
 */
export type SeoCustomCanonical =
  | { readonly mode: 'url'; readonly targetUrl: string }
  | { readonly mode: 'mirror'; readonly domain: string };

export interface SeoMeta {
  readonly name: string;
  readonly content: string;
  readonly urlPath: string;
}

export interface SeoAlternate {
  /** The site's language code (`ua`), see `SEO_LANGUAGE_ISO` for the hreflang. */
  readonly lng: LanguageCode;
  readonly hreflang: string;
  readonly href: string;
}

export interface SeoMedia {
  readonly kind: 'image' | 'video';
  readonly url: string;
}

/**
 * The iso codes call (section 7): the ISO 639-1 code of each site language, for hreflang and
 * og:locale. The site writes Ukrainian `ua` and Kazakh `kz`; ISO writes `uk` and `kk`.
 */
export const SEO_LANGUAGE_ISO: Readonly<Record<LanguageCode, string>> = {
  ru: 'ru',
  en: 'en',
  ua: 'uk',
  kz: 'kk',
  az: 'az',
  uz: 'uz',
};

/** og:locale wants a territory too; ours, the territory each language is mostly read in. */
export const SEO_OG_LOCALE: Readonly<Record<LanguageCode, string>> = {
  ru: 'ru_RU',
  en: 'en_GB',
  ua: 'uk_UA',
  kz: 'kk_KZ',
  az: 'az_AZ',
  uz: 'uz_UZ',
};
