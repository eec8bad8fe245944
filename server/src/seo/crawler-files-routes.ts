import { FALLBACK_LANGUAGE, ROUTES, seoHead } from '@betshell/domain';
import { crawlerDisallowedPaths, sitemapPaths } from '@betshell/domain/server';
import { sportPagePaths } from '@betshell/domain/seo';
import type { FastifyPluginCallback } from 'fastify';
import { NON_SITE_PATH_PREFIXES } from '../static-site/site-paths';
import { escapeHtml } from './render-seo-head';
import type { SeoPages } from './seo-pages';

export interface CrawlerFilesOptions {
  readonly pages: SeoPages;
  /** The configured public origin the files' URLs are made with, never the request's Host. */
  readonly publicOrigin: string;
}

/** What a crawler has no business fetching: the APIs (the site's own files stay crawlable). */
const API_PREFIXES = NON_SITE_PATH_PREFIXES.filter(
  (prefix) => !['/assets', '/importmap.json', '/releases'].includes(prefix),
);

/**
 * `/robots.txt` and `/sitemap.xml`: the sitemap lists the public routes
 * (domain `sitemapPaths`) and every sport page of the sports map (the line and live page of each
 * sport, and of the placeholder 2999 the sections' own pages) in every language a crawler may see
 * and the page has (an information page only where its text is written), leaving out pages whose
 * page data turns indexing off; robots.txt keeps crawlers out of the APIs and the login-only pages.
 */
export const crawlerFilesRoutes: FastifyPluginCallback<CrawlerFilesOptions> = (
  app,
  { pages, publicOrigin },
  done,
) => {
  app.get('/robots.txt', async (_request, reply) => {
    const config = await pages.siteConfig();
    const languages = pages.crawlerLanguages(config);
    const disallowed = crawlerDisallowedPaths(ROUTES);
    const lines = [
      'User-agent: *',
      ...API_PREFIXES.map((prefix) => `Disallow: ${prefix}/`),
      ...languages.flatMap((lng) => disallowed.map((path) => `Disallow: /${lng}${path}`)),
      '',
      `Sitemap: ${publicOrigin}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const origin = publicOrigin;
    const config = await pages.siteConfig();
    const languages = pages.crawlerLanguages(config);
    // The map's pages are the same in every language: its ids are the line's.
    const sportPaths = (await pages.sportsMap(FALLBACK_LANGUAGE)).flatMap(sportPagePaths);
    const paths = [...new Set([...sitemapPaths(ROUTES), ...sportPaths])].filter(
      (path) => !config.hiddenPaths.some((hidden) => hidden === path),
    );
    const urls: string[] = [];
    for (const lng of languages) {
      const resolve = await pages.resolverOf(lng, origin);
      for (const path of paths) {
        const data = resolve(path);
        const head = seoHead(data, { origin, pathname: `/${lng}${path}`, lng });
        if (head.robots.startsWith('noindex')) continue;
        // An information page is listed in the languages its text is written in, its alternates.
        if (!data.alternates.some((link) => link.lng === lng)) continue;
        const links = data.alternates
          .map(
            (link) =>
              `<xhtml:link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}"/>`,
          )
          .join('');
        urls.push(`<url><loc>${escapeHtml(`${origin}/${lng}${path}`)}</loc>${links}</url>`);
      }
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
  done();
};
