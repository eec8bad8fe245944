import { errorPageSeoHead, seoHead, splitLanguagePath } from '@betshell/domain';
import type { PageHeadRenderer } from '../static-site/static-site-plugin';
import { renderSeoHead } from './render-seo-head';
import { renderSeoText } from './render-seo-text';
import type { SeoPages } from './seo-pages';

/**
 * The head the server writes into index.html for a page: the same tags the browser sets after it
 * starts (seo-head in domain), and the page's SEO h1 and text for a crawler without JavaScript. A path without an allowed language gets none: the browser sends it
 * to its language at once. A 404 gets the site's name and noindex.
 */
export function createSeoPageHead(pages: SeoPages): PageHeadRenderer {
  return async ({ pathname, status, origin }) => {
    const config = await pages.siteConfig();
    const { segment, rest } = splitLanguagePath(pathname);
    const lng = pages.crawlerLanguages(config).find((code) => code === segment);
    if (lng === undefined) return null;
    const { siteName } = config;
    if (status === 404) return { lng, siteName, head: renderSeoHead(errorPageSeoHead(siteName)) };
    const [data, content, visual] = await Promise.all([
      pages.resolverOf(lng, origin).then((resolve) => resolve(rest)),
      pages.content(lng, pathname),
      pages.visual(lng, pathname),
    ]);
    return {
      lng,
      siteName,
      head: renderSeoHead(seoHead(data, { origin, pathname, lng })),
      body: renderSeoText(content, visual),
    };
  };
}
