import { SITE_LANGUAGES } from '@betshell/domain';
import { SEO_LANGUAGE_ISO } from '@betshell/domain/server';
import { sportOfSlug } from '@betshell/domain/seo';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  PageQuerySchema,
  SeoContentAnswerSchema,
  SeoIsoCodesSchema,
  SeoPageDataSchema,
  SeoVisualAnswerSchema,
  SportsMapQuerySchema,
  SportsMapSchema,
} from '@betshell/api-contract';
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

/** The schema of a call about one page (`?url=&lng=`): page data, content, visual. */
const pageCallSchema = <Answer extends TSchema>(answer: Answer) => ({
  querystring: PageQuerySchema,
  response: { 200: answer, 400: ErrorBodySchema },
});

/** What operators alone edit (page data, content, visual): a minute is fresh enough. */
const OPERATOR_EDITED_CACHE_CONTROL = 'public, max-age=60';

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
          200: SeoIsoCodesSchema,
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
        querystring: SportsMapQuerySchema,
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
