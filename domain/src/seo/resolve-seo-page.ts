import type { LanguageCode } from '../language/site-languages';
import { alternateLinks } from './seo-alternates';
import type { SeoCustomCanonical, SeoMedia, SeoMeta, SeoPageData } from './seo-page-data';
import { coveringByUrlPath, mostSpecificByUrlPath } from './url-path-pattern';

/** Page data as stored for one language: it serves every path its urlPath pattern covers. */
export interface SeoPageEntry {
  readonly urlPath: string;
  readonly title: string;
  readonly description: string;
  readonly metaRobots: string | null;
  readonly customCanonical: SeoCustomCanonical | null;
  readonly media: readonly SeoMedia[];
}

export interface SeoPageQuery {
  /** The page's path with its language segment (`/en/line/1`). */
  readonly pathname: string;
  /** The same path without it (`/line/1`), which the patterns are written against. */
  readonly pathWithoutLanguage: string;
  readonly origin: string;
  readonly siteName: string;
  /** The languages a crawler may see, for the alternate links. */
  readonly languages: readonly LanguageCode[];
}

/**
 * The page data of one path from the entries and metas of its language: the most specific entry
 * gives title, description, robots, canonical and media; the robots of the entries above it are
 * its hierarchy; of the metas, the most specific per name. With no entry the site's name is the
 * title, so no page goes without one.
 */
export function resolveSeoPage(
  entries: readonly SeoPageEntry[],
  metas: readonly SeoMeta[],
  query: SeoPageQuery,
): SeoPageData {
  const path = query.pathWithoutLanguage;
  const byPattern = (item: { readonly urlPath: string }) => item.urlPath;
  const entry = mostSpecificByUrlPath(entries, path, byPattern);
  const hierarchy = coveringByUrlPath(entries, path, byPattern).filter((item) => item !== entry);

  const names = [...new Set(metas.map((meta) => meta.name))];
  const pageMetas = names.flatMap((name) => {
    const meta = mostSpecificByUrlPath(
      metas.filter((item) => item.name === name),
      path,
      byPattern,
    );
    return meta === undefined ? [] : [meta];
  });

  return {
    title: entry?.title || query.siteName,
    description: entry?.description ?? '',
    siteName: query.siteName,
    customCanonical: entry?.customCanonical ?? null,
    metaRobots: entry?.metaRobots ?? null,
    hierarchyMetaRobots: hierarchy.flatMap((item) =>
      item.metaRobots === null ? [] : [item.metaRobots],
    ),
    metas: pageMetas,
    alternates: alternateLinks(query.origin, query.pathname, query.languages),
    media: entry?.media ?? [],
  };
}
