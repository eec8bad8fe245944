import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '@betshell/api-contract';
import type { SeoRepository, StoredSeoPage } from './seo-repository';
import { seoTextsOpsRoutes } from './seo-texts-ops-routes';
import { SEO_URL_PATH_PATTERN } from './seo-url-path-pattern';

export interface SeoOpsRoutesOptions {
  readonly repository: SeoRepository;
}

const CanonicalSchema = Type.Union([
  Type.Object(
    { mode: Type.Literal('url'), targetUrl: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      mode: Type.Literal('mirror'),
      domain: Type.String({ pattern: '^(https?://)?[A-Za-z0-9.-]+(:[0-9]+)?/?$' }),
    },
    { additionalProperties: false },
  ),
]);

const MediaSchema = Type.Array(
  Type.Object(
    {
      kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
      url: Type.String({ minLength: 1, maxLength: 2000 }),
    },
    { additionalProperties: false },
  ),
  { maxItems: 20 },
);

const PageSchema = Type.Object({
  lng: LanguageCodeSchema,
  urlPath: Type.String(),
  title: Type.String(),
  description: Type.String(),
  metaRobots: Type.Union([Type.String(), Type.Null()]),
  customCanonical: Type.Union([CanonicalSchema, Type.Null()]),
  media: MediaSchema,
  editedByOperatorAt: Type.Union([Type.String(), Type.Null()]),
});

const PageQuery = Type.Object({
  lng: LanguageCodeSchema,
  urlPath: Type.String({ pattern: SEO_URL_PATH_PATTERN, maxLength: 500 }),
});

const answer = (page: StoredSeoPage) => ({ ...page, media: [...page.media] });

/**
 * SEO page data for `npm run ops -- seo ...`: GET /seo/pages[?lng=], GET /seo/page?lng=&urlPath=,
 * PUT /seo/page?lng=&urlPath= with the fields to change (a new entry needs a title), DELETE
 * /seo/page?lng=&urlPath=. An operator's entry keeps its values across restarts and releases.
 */
export const seoOpsRoutes: FastifyPluginCallbackTypebox<SeoOpsRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  app.get(
    '/seo/pages',
    {
      schema: {
        querystring: Type.Object({ lng: Type.Optional(LanguageCodeSchema) }),
        response: { 200: Type.Object({ pages: Type.Array(PageSchema) }), 400: ErrorBodySchema },
      },
    },
    async (request) => ({ pages: (await repository.list(request.query.lng)).map(answer) }),
  );

  app.get(
    '/seo/page',
    {
      schema: {
        querystring: PageQuery,
        response: {
          200: Type.Object({ page: PageSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const page = await repository.find(lng, urlPath);
      if (page === null)
        throw new ApiError(404, 'SEO_PAGE_NOT_FOUND', `There is no entry ${lng} ${urlPath}`);
      return { page: answer(page) };
    },
  );

  app.put(
    '/seo/page',
    {
      schema: {
        querystring: PageQuery,
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            description: Type.Optional(Type.String({ maxLength: 500 })),
            metaRobots: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
            customCanonical: Type.Optional(Type.Union([CanonicalSchema, Type.Null()])),
            media: Type.Optional(MediaSchema),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ page: PageSchema, created: Type.Boolean() }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const change = request.body;
      const existing = await repository.find(lng, urlPath);
      const title = change.title ?? existing?.title;
      if (title === undefined) {
        throw new ApiError(
          400,
          'SEO_PAGE_INCOMPLETE',
          `${lng} ${urlPath} is a new entry: give it a title`,
        );
      }
      const created = await repository.writeByOperator(lng, urlPath, {
        title,
        description: change.description ?? existing?.description ?? '',
        metaRobots:
          change.metaRobots === undefined ? (existing?.metaRobots ?? null) : change.metaRobots,
        customCanonical:
          change.customCanonical === undefined
            ? (existing?.customCanonical ?? null)
            : change.customCanonical,
        media: change.media ?? existing?.media ?? [],
      });
      const page = await repository.find(lng, urlPath);
      if (page === null) throw new Error(`${lng} ${urlPath} was written but cannot be read`);
      request.log.info(
        { lng, urlPath, created, fields: Object.keys(change) },
        'ops: SEO page data written',
      );
      return { page: answer(page), created };
    },
  );

  app.delete(
    '/seo/page',
    {
      schema: {
        querystring: PageQuery,
        response: { 200: Type.Object({ removed: Type.Boolean() }), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const removed = await repository.removeByOperator(lng, urlPath);
      request.log.info({ lng, urlPath, removed }, 'ops: SEO page data removed');
      return { removed };
    },
  );
  // The content and visual calls' entries, beside the page data they follow.
  void app.register(seoTextsOpsRoutes, { repository: repository.texts });
  done();
};
