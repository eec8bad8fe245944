import { SITE_LANGUAGES } from '@betshell/domain';
import { SEO_LANGUAGE_ISO } from '@betshell/domain/server';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '../language/language-code-schema';
import type { SeoPages } from './seo-pages';

export interface SeoRoutesOptions {
  readonly pages: SeoPages;
}

/** The origin the page was asked on, for absolute canonical and alternate links. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

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

/**
 * The SEO calls of spec/limits-coupon-signin.md section 7 under /web-api: page data
 * (`GET /seo/page?url=&lng=`, decisions.md) and the iso codes of the site's languages.
 */
export const seoRoutes: FastifyPluginCallbackTypebox<SeoRoutesOptions> = (app, { pages }, done) => {
  app.get(
    '/seo/page',
    {
      schema: {
        querystring: Type.Object({
          url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }),
          lng: LanguageCodeSchema,
        }),
        response: { 200: SeoPageDataSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Page data changes only when an operator edits it: a minute is fresh enough.
      void reply.header('cache-control', 'public, max-age=60');
      const data = await pages.pageData({ ...request.query, origin: requestOrigin(request) });
      return {
        ...data,
        hierarchyMetaRobots: [...data.hierarchyMetaRobots],
        metas: [...data.metas],
        alternates: [...data.alternates],
        media: [...data.media],
      };
    },
  );

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
  done();
};
