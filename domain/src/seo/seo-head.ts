import type { LanguageCode } from '../language/site-languages';
import { canonicalUrl } from './seo-canonical';
import { SEO_OG_LOCALE, type SeoPageData } from './seo-page-data';
import { robotsContent } from './seo-robots';

/** The tags of a page's head that search engines and link previews read. */
export interface SeoHead {
  readonly title: string;
  readonly description: string;
  readonly robots: string;
  readonly canonical: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  /** `<meta name=... content=...>`, besides description and robots. */
  readonly metas: readonly { readonly name: string; readonly content: string }[];
  /** `<meta property="og:..." content=...>`. */
  readonly openGraph: readonly { readonly property: string; readonly content: string }[];
}

const ROBOTS = 'robots';

/**
 * The head of a page from its page data, the same for the server's HTML and the browser's
 * updates. Robots metas among the metas join the robots decision rather than making a second tag.
 */
export function seoHead(
  data: SeoPageData,
  page: { readonly origin: string; readonly pathname: string; readonly lng: LanguageCode },
): SeoHead {
  const robotsMetas = data.metas.filter((meta) => meta.name.toLowerCase() === ROBOTS);
  const canonical = canonicalUrl(page.origin, page.pathname, data.customCanonical);
  const image = data.media.find((item) => item.kind === 'image');
  const openGraph = [
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: data.siteName },
    { property: 'og:locale', content: SEO_OG_LOCALE[page.lng] },
    ...(image === undefined ? [] : [{ property: 'og:image', content: image.url }]),
  ];
  return {
    title: data.title,
    description: data.description,
    robots: robotsContent(data.metaRobots, [
      ...data.hierarchyMetaRobots,
      ...robotsMetas.map((meta) => meta.content),
    ]),
    canonical,
    alternates: data.alternates.map(({ hreflang, href }) => ({ hreflang, href })),
    metas: data.metas
      .filter((meta) => meta.name.toLowerCase() !== ROBOTS)
      .map(({ name, content }) => ({ name, content })),
    openGraph,
  };
}

/** Marks the tags the SEO head owns, so a later page's head replaces exactly them. */
export const SEO_HEAD_ATTRIBUTE = 'data-seo';

/** What a page that does not exist (or failed) carries: the site's name, and no place in an index. */
export const ERROR_PAGE_ROBOTS = 'noindex, follow';

export function errorPageSeoHead(siteName: string): SeoHead {
  return {
    title: siteName,
    description: '',
    robots: ERROR_PAGE_ROBOTS,
    canonical: '',
    alternates: [],
    metas: [],
    openGraph: [],
  };
}

/**
 * Areas rendered by a JSON render-mode view, which brings its own title and head (canonical,
 * alternates: spec/shell.md section 4, the view's `title` and `head`). The browser leaves those
 * to the view, so a page never carries two canonicals or a title that flips between two owners.
 */
export const AREAS_WITH_VIEW_HEAD: readonly string[] = ['information'];

/** The head without what a view of its own head sets: no title, canonical or alternates. */
export function withoutViewOwnedTags(head: SeoHead): SeoHead {
  return { ...head, title: '', canonical: '', alternates: [] };
}
