import { SITE_LANGUAGES } from '@betshell/domain';
import { SEO_LANGUAGE_ISO } from '@betshell/domain/server';
import { SPORT_SLUG_MAX_LENGTH, SPORT_SLUG_PATTERN, sportOfSlug } from '@betshell/domain/seo';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '@betshell/api-contract';
import { seoMediaRoutes } from './seo-media-routes';
import type { SeoPages } from './seo-pages';

export interface SeoRoutesOptions {
  readonly pages: SeoPages;
  /**
   * The site's configured public origin (PUBLIC_ORIGIN) absolute canonical and alternate links
   * are made with; never the request's Host header, which anyone sets and caches keep.
   */
  readonly publicOrigin: string;
}

const CanonicalSchema = Type.Union([
  Type.Object({ mode: Type.Literal('url'), targetUrl: Type.String() }),
  Type.Object({ mode: Type.Literal('mirror'), domain: Type.String() }),
]);

export const SeoPageDataSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  siteName: Type.String(),
  customCanonical: Type.Union([CanonicalSchema, Type.Null()]),
  metaRobots: Type.Union([Type.String(), Type.Null()]),
  hierarchyMetaRobots: Type.Array(Type.String()),
  metas: Type.Array(
    Type.Object({ name: Type.String(), content: Type.String(), urlPath: Type.String() }),
  ),
  alternates: Type.Array(
    Type.Object({ lng: LanguageCodeSchema, hreflang: Type.String(), href: Type.String() }),
  ),
  media: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
      url: Type.String(),
    }),
  ),
});

const PageQuerySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }),
  lng: LanguageCodeSchema,
});

/** The schema of a call about one page (`?url=&lng=`): page data, content, visual. */
const pageCallSchema = <Answer extends TSchema>(answer: Answer) => ({
  querystring: PageQuerySchema,
  response: { 200: answer, 400: ErrorBodySchema },
});

/** What operators alone edit (page data, content, visual): a minute is fresh enough. */
const OPERATOR_EDITED_CACHE_CONTROL = 'public, max-age=60';

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

const ImageSchema = Type.Object({
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

const SportsMapSchema = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), nameEng: Type.String() }),
);

/**
 * The SEO calls of spec/limits-coupon-signin.md section 7 under /web-api: page data
 * (`GET /seo/page?url=&lng=`, decisions.md), the iso codes of the site's languages, and (paths
 * ours) the content (`GET /seo/content?url=&lng=`), the visual (`GET /seo/visual?url=&lng=`) and
 * the sports map (`GET /seo/sports-map?lng=&nameEng=`).
 */
export const seoRoutes: FastifyPluginCallbackTypebox<SeoRoutesOptions> = (
  app,
  { pages, publicOrigin },
  done,
) => {
  app.get('/seo/page', { schema: pageCallSchema(SeoPageDataSchema) }, async (request, reply) => {
    void reply.header('cache-control', OPERATOR_EDITED_CACHE_CONTROL);
    const data = await pages.pageData({ ...request.query, origin: publicOrigin });
    return {
      ...data,
      hierarchyMetaRobots: [...data.hierarchyMetaRobots],
      metas: [...data.metas],
      alternates: [...data.alternates],
      media: [...data.media],
    };
  });

  app.get(
    '/seo/iso-codes',
    {
      schema: {
        response: {
          200: Type.Array(Type.Object({ lng: LanguageCodeSchema, iso: Type.String() })),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return SITE_LANGUAGES.map((lng) => ({ lng, iso: SEO_LANGUAGE_ISO[lng] }));
    },
  );
  app.get(
    '/seo/content',
    { schema: pageCallSchema(SeoContentAnswerSchema) },
    async (request, reply) => {
      void reply.header('cache-control', OPERATOR_EDITED_CACHE_CONTROL);
      const content = await pages.content(request.query.lng, request.query.url);
      return {
        content: content === null ? null : { ...content, paragraphs: [...content.paragraphs] },
      };
    },
  );

  app.get(
    '/seo/visual',
    { schema: pageCallSchema(SeoVisualAnswerSchema) },
    async (request, reply) => {
      void reply.header('cache-control', OPERATOR_EDITED_CACHE_CONTROL);
      return { visual: await pages.visual(request.query.lng, request.query.url) };
    },
  );

  app.get(
    '/seo/sports-map',
    {
      schema: {
        querystring: Type.Object({
          lng: LanguageCodeSchema,
          nameEng: Type.Optional(
            Type.String({ pattern: SPORT_SLUG_PATTERN, maxLength: SPORT_SLUG_MAX_LENGTH }),
          ),
        }),
        response: { 200: SportsMapSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { lng, nameEng } = request.query;
      const map = await pages.sportsMap(lng);
      // The line's sports change only when the line is seeded or an operator adds one.
      void reply.header('cache-control', 'public, max-age=300');
      if (nameEng === undefined) return map;
      // Ours: a slug naming no sport is a 404, as a sport page at that slug would be, rather than an
      // empty list that a caller could take for "no sports".
      const sport = sportOfSlug(map, nameEng);
      if (sport === undefined) {
        throw new ApiError(404, 'SPORT_NOT_FOUND', `No sport of the line is called ${nameEng}`);
      }
      return [sport];
    },
  );

  void app.register(seoMediaRoutes);
  done();
};
