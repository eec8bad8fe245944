import {
  availableLanguages,
  DEFAULT_SITE_CONFIG,
  ERROR_PAGE_ROBOTS,
  FALLBACK_LANGUAGE,
  matchRoute,
  splitLanguagePath,
  type LanguageCode,
  type SeoPageData,
  type SiteConfig,
} from '@betshell/domain';
import { mostSpecificByUrlPath, normaliseUrlPath, resolveSeoPage } from '@betshell/domain/server';
import {
  buildSportsMap,
  seoTextLanguage,
  seoTextOf,
  sportNamedPageData,
  type SeoContent,
  type SeoVisual,
  type SportsMapEntry,
} from '@betshell/domain/seo';
import type { InformationPageRepository } from '../information-pages/information-page-repository';
import type { SiteConfigRepository } from '../site-config/site-config-repository';
import type { UnbuiltRoutes } from '../static-site/unbuilt-routes';
import type { SeoRepository } from './seo-repository';

export interface SeoPageRequest {
  readonly lng: LanguageCode;
  /** The page's path, with or without its language segment; a query is ignored. */
  readonly url: string;
  /** `https://host`: where the alternates and canonical point. */
  readonly origin: string;
}

export interface SeoPages {
  pageData(request: SeoPageRequest): Promise<SeoPageData>;
  /** Page data of many paths of one language from one read (the sitemap). */
  resolverOf(
    lng: LanguageCode,
    origin: string,
  ): Promise<(pathWithoutLanguage: string) => SeoPageData>;
  /** The site's config, or the release's defaults while the stored one is unusable. */
  siteConfig(): Promise<SiteConfig>;
  /** The languages a visitor without sign-in or the ua cookie may see: a crawler's. */
  crawlerLanguages(config: SiteConfig): LanguageCode[];
  /** The sports map of one language (spec section 7), the placeholder 2999 last. */
  sportsMap(lng: LanguageCode): Promise<SportsMapEntry[]>;
  /** The SEO content and visual of a page: the most specific entry, or null. */
  content(lng: LanguageCode, url: string): Promise<SeoContent | null>;
  visual(lng: LanguageCode, url: string): Promise<SeoVisual | null>;
}

/**
 * Page data for a path and language from the stored entries. A language without entries of its
 * own takes the English ones (decisions.md: other languages fall back to en text). A page lists as
 * alternates the crawler languages it really has: every one, except for an information page,
 * which has only the languages its text is written in (the others show the English text, a
 * duplicate a search engine should not be sent to). A route no application renders yet
 * (`unbuilt`) is no page for an index: noindex and no alternates, whatever its entries say.
 */
export function createSeoPages(
  seo: SeoRepository,
  siteConfig: SiteConfigRepository,
  informationPages: Pick<InformationPageRepository, 'pathLanguages'>,
  unbuilt: UnbuiltRoutes = () => Promise.resolve(new Set()),
): SeoPages {
  const readConfig = async () => {
    const reading = await siteConfig.read();
    return reading.status === 'complete' ? reading.config : DEFAULT_SITE_CONFIG;
  };
  const crawlerLanguages = (config: SiteConfig) =>
    availableLanguages({
      allowed: config.languages,
      hidden: config.hiddenLanguages,
      isAuthorised: false,
      hasUaCookie: false,
    });

  return {
    siteConfig: readConfig,
    crawlerLanguages,
    async resolverOf(lng, origin) {
      const config = await readConfig();
      const own = await seo.entries(lng);
      const source = own.length > 0 ? lng : FALLBACK_LANGUAGE;
      const [entries, metas, map, written, notBuilt] = await Promise.all([
        own.length > 0 ? own : seo.entries(source),
        seo.metas(source),
        this.sportsMap(lng),
        informationPages.pathLanguages(),
        unbuilt(),
      ]);
      const languages = crawlerLanguages(config);
      return (rest) => {
        const writtenIn = written.get(normaliseUrlPath(rest).slice(1));
        const data = resolveSeoPage(entries, metas, {
          pathname: `/${lng}${rest}`,
          pathWithoutLanguage: rest,
          origin,
          siteName: config.siteName,
          languages:
            writtenIn === undefined
              ? languages
              : languages.filter((code) => writtenIn.includes(code)),
        });
        const route = matchRoute(rest)?.route.name;
        if (route !== undefined && notBuilt.has(route)) {
          return { ...data, metaRobots: ERROR_PAGE_ROBOTS, alternates: [] };
        }
        // A sport's page under the section's entry is named after its sport (domain rule).
        const serving = mostSpecificByUrlPath(entries, rest, (entry) => entry.urlPath);
        return sportNamedPageData(data, normaliseUrlPath(rest), serving?.urlPath, map);
      };
    },
    async sportsMap(lng) {
      return buildSportsMap(await seo.sportNames(lng), lng);
    },
    async content(lng, url) {
      const source = seoTextLanguage(lng, await seo.texts.contents.languages());
      const entry = seoTextOf(await seo.texts.contents.list(source), url);
      return entry === null
        ? null
        : { urlPath: entry.urlPath, heading: entry.heading, paragraphs: entry.paragraphs };
    },
    async visual(lng, url) {
      const source = seoTextLanguage(lng, await seo.texts.visuals.languages());
      const entry = seoTextOf(await seo.texts.visuals.list(source), url);
      return entry === null ? null : { urlPath: entry.urlPath, h1: entry.h1, image: entry.image };
    },
    async pageData({ lng, url, origin }) {
      const path = url.replace(/[?#].*$/, '') || '/';
      const { rest } = splitLanguagePath(path.startsWith('/') ? path : `/${path}`);
      return (await this.resolverOf(lng, origin))(rest);
    },
  };
}
