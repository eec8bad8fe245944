import { pathInLanguage } from '../language/language-path';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../language/site-languages';
import { SEO_LANGUAGE_ISO, type SeoAlternate } from './seo-page-data';

/** hreflang of the link for visitors whose language none of the alternates serves. */
export const X_DEFAULT_HREFLANG = 'x-default';

/**
 * The alternate language links of a page: one per allowed language, in the configuration's order,
 * with the ISO code as hreflang, and `x-default` on the default language (ru), or on the first
 * allowed language when the default is not allowed.
 */
export function alternateLinks(
  origin: string,
  pathname: string,
  languages: readonly LanguageCode[],
): SeoAlternate[] {
  const links: SeoAlternate[] = languages.map((lng) => ({
    lng,
    hreflang: SEO_LANGUAGE_ISO[lng],
    href: `${origin}${pathInLanguage(pathname, lng)}`,
  }));
  const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0];
  if (fallback !== undefined) {
    links.push({
      lng: fallback,
      hreflang: X_DEFAULT_HREFLANG,
      href: `${origin}${pathInLanguage(pathname, fallback)}`,
    });
  }
  return links;
}
