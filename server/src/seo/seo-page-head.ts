import { errorPageSeoHead, seoHead, splitLanguagePath } from '@betshell/domain';
import type { PageHeadRenderer } from '../static-site/static-site-plugin';
import { renderSeoHead } from './render-seo-head';
import type { SeoPages } from './seo-pages';

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
    if (status === 404) return { lng, head: renderSeoHead(errorPageSeoHead(config.siteName)) };
    const data = (await pages.resolverOf(lng, origin))(rest);
    return { lng, head: renderSeoHead(seoHead(data, { origin, pathname, lng })) };
  };
}
