import type { ReadonlyStatic, SeoPageDataSchema } from '@betshell/api-contract';
import { LANGUAGE_TAGS } from '../language/language-locale';
import type { LanguageCode } from '../language/site-languages';

/**
 * spec/limits-coupon-signin.md section 3, "SEO page data": what the platform API answers at
 * `GET /web-api/seo/page?url=&lng=` (decisions.md) for one page in one language; the API
 * contract's SeoPageDataSchema says what each field is.
 */
export type SeoPageData = ReadonlyStatic<typeof SeoPageDataSchema>;

/** customCanonical: a canonical address (`url`), or the same path on another host (`mirror`). */
export type SeoCustomCanonical = NonNullable<SeoPageData['customCanonical']>;

export type SeoMeta = SeoPageData['metas'][number];

/** `lng` is the site's language code (`ua`), see `SEO_LANGUAGE_ISO` for the hreflang. */
export type SeoAlternate = SeoPageData['alternates'][number];

export type SeoMedia = SeoPageData['media'][number];

/**
 * The iso codes call (section 7): the ISO 639-1 code of each site language, for hreflang and
 * og:locale. The site writes Ukrainian `ua` and Kazakh `kz`; ISO writes `uk` and `kk`.
 */
export const SEO_LANGUAGE_ISO: Readonly<Record<LanguageCode, string>> = LANGUAGE_TAGS;

/** og:locale wants a territory too; ours, the territory each language is mostly read in. */
export const SEO_OG_LOCALE: Readonly<Record<LanguageCode, string>> = {
  ru: 'ru_RU',
  en: 'en_GB',
  ua: 'uk_UA',
  kz: 'kk_KZ',
  az: 'az_AZ',
  uz: 'uz_UZ',
};
