import type { SeoCustomCanonical } from './seo-page-data';

/**
 * The canonical address of a page (section 3, customCanonical): none set, the page's own address
 * without its query; mode `url`, the target as given (a path is taken on this site's origin);
 * mode `mirror`, the same path and no query on the mirror's host, over https.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  custom: SeoCustomCanonical | null,
): string {
  if (custom === null) return `${origin}${pathname}`;
  if (custom.mode === 'url') {
    return /^https?:\/\//i.test(custom.targetUrl)
      ? custom.targetUrl
      : `${origin}${custom.targetUrl.startsWith('/') ? '' : '/'}${custom.targetUrl}`;
  }
  const host = custom.domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  return `https://${host}${pathname}`;
}
