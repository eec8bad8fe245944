import { SPORT_SLUG_MAX_LENGTH, SPORT_SLUG_PATTERN } from '@betshell/domain/seo';
import { Type } from 'typebox';
import { LanguageCodeSchema } from './early-answers-schemas';

// The SEO calls of spec/limits-coupon-signin.md section 7 under /web-api: page data
// (GET /seo/page?url=&lng=, decisions.md), the iso codes of the site's languages, and (paths ours)
// the content (GET /seo/content?url=&lng=), the visual (GET /seo/visual?url=&lng=) and the sports
// map (GET /seo/sports-map?lng=&nameEng=).

/**
 * customCanonical (section 3): mode `url` names the canonical address itself (`targetUrl`); mode
 * `mirror` says the page's canonical is the same path on another host (`domain`).
 */
const CanonicalSchema = Type.Union([
  Type.Object({ mode: Type.Literal('url'), targetUrl: Type.String() }),
  Type.Object({ mode: Type.Literal('mirror'), domain: Type.String() }),
]);

/** spec/limits-coupon-signin.md section 3, "SEO page data": one page in one language. */
export const SeoPageDataSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  siteName: Type.String(),
  /** null: the page is its own canonical. */
  customCanonical: Type.Union([CanonicalSchema, Type.Null()]),
  /** The page's own robots meta, null when it sets none. */
  metaRobots: Type.Union([Type.String(), Type.Null()]),
  /** The robots metas of the patterns above the page, least specific first. */
  hierarchyMetaRobots: Type.Array(Type.String()),
  /** Extra metas; each names the url path pattern it serves, the most specific per name wins. */
  metas: Type.Array(
    Type.Object({ name: Type.String(), content: Type.String(), urlPath: Type.String() }),
  ),
  /** The same page in every allowed language. */
  alternates: Type.Array(
    Type.Object({ lng: LanguageCodeSchema, hreflang: Type.String(), href: Type.String() }),
  ),
  /** Images and other media of the page (the first image is its Open Graph image). */
  media: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
      url: Type.String(),
    }),
  ),
});

/** The query of a call about one page: page data, content, visual. */
export const PageQuerySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }),
  lng: LanguageCodeSchema,
});

export const SeoContentAnswerSchema = Type.Object({
  content: Type.Union([
    Type.Object({
      urlPath: Type.String(),
      heading: Type.String(),
      paragraphs: Type.Array(Type.String()),
    }),
    Type.Null(),
  ]),
});

export const ImageSchema = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const SeoVisualAnswerSchema = Type.Object({
  visual: Type.Union([
    Type.Object({
      urlPath: Type.String(),
      h1: Type.String(),
      image: Type.Union([ImageSchema, Type.Null()]),
    }),
    Type.Null(),
  ]),
});

export const SportsMapSchema = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), nameEng: Type.String() }),
);

export const SportsMapQuerySchema = Type.Object({
  lng: LanguageCodeSchema,
  nameEng: Type.Optional(
    Type.String({ pattern: SPORT_SLUG_PATTERN, maxLength: SPORT_SLUG_MAX_LENGTH }),
  ),
});

/** GET /web-api/seo/iso-codes: each site language's ISO code for hreflang. */
export const SeoIsoCodesSchema = Type.Array(
  Type.Object({ lng: LanguageCodeSchema, iso: Type.String() }),
);
