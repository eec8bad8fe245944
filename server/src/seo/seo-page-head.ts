import { seoHead, splitLanguagePath, type SeoHead } from '@betshell/domain';
import type { PageHeadRenderer } from '../static-site/static-site-plugin';
import { renderSeoHead } from './render-seo-head';
import type { SeoPages } from './seo-pages';

/** What a page that does not exist carries: no place in a search index. */
const NOT_FOUND_ROBOTS = 'noindex, follow';

/**
 * The head the server writes into index.html for a page: the same tags the browser sets after it
 * starts (seo-head in domain). A path without an allowed language gets none: the browser sends it
 * to its language at once. A 404 gets the site's name and noindex.
 */
export function createSeoPageHead(pages: SeoPages): PageHeadRenderer {
  return async ({ pathname, status, origin }) => {
    const config = await pages.siteConfig();
    const { segment, rest } = splitLanguagePath(pathname);
    const lng = pages.crawlerLanguages(config).find((code) => code === segment);
    if (lng === undefined) return null;
    const data = (await pages.resolverOf(lng, origin))(rest);
    const head: SeoHead = seoHead(data, { origin, pathname, lng });
    if (status !== 404) return { lng, head: renderSeoHead(head) };
    return {
      lng,
      head: renderSeoHead({
        ...head,
        title: config.siteName,
        robots: NOT_FOUND_ROBOTS,
        alternates: [],
        openGraph: [],
      }),
    };
  };
}
