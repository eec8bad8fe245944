import type { SeoPageData } from './seo-page-data';
import type { SportsMapEntry } from './sports-map';
import { urlPathSpecificity } from './url-path-pattern';

/** A sport's page or a championship's under it: `/line/1`, `/live/2/201`. */
const SPORT_PAGE = /^\/(line|live)\/(\d+)(\/\d+)?\/?$/;

/** The sport a sport page shows (its numeric id), null for any other path (without language). */
export function sportIdOfPagePath(path: string): number | null {
  const match = SPORT_PAGE.exec(path);
  return match === null ? null : Number(match[2]);
}

/**
 * Page data of a sport page named after its sport (ours): "Football — Sports betting line —
 * Betshell", the description led by the name, so each sport's page has a title of its own for a
 * search engine. Only while the entry that serves the page is the section's or the site's (`/*`,
 * `/line/*`): an entry an operator wrote for the sport's own pages (`/line/1/*`, `/line/1`) says
 * what it means. A sport the map does not know leaves the page data as it is.
 */
export function sportNamedPageData(
  data: SeoPageData,
  path: string,
  servingPattern: string | undefined,
  map: readonly SportsMapEntry[],
): SeoPageData {
  const sportId = sportIdOfPagePath(path);
  if (sportId === null || servingPattern === undefined) return data;
  if (urlPathSpecificity(servingPattern) > 1) return data;
  const sport = map.find((entry) => entry.id === sportId);
  if (sport === undefined) return data;
  return {
    ...data,
    title: `${sport.name} — ${data.title}`,
    description: data.description === '' ? sport.name : `${sport.name}. ${data.description}`,
  };
}
