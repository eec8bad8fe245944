import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '@betshell/api-contract';
import type { InformationPageRepository } from './information-page-repository';
import { INFORMATION_PAGE_PATH_PATTERN } from './information-page-path';

export interface InformationPageOpsRoutesOptions {
  readonly repository: InformationPageRepository;
}

const PageSchema = Type.Object({
  lng: LanguageCodeSchema,
  path: Type.String(),
  title: Type.String(),
  description: Type.String(),
  body: Type.String(),
  style: Type.String(),
  order: Type.Union([Type.Integer(), Type.Null()]),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
  editedByOperatorAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});

// The page's path goes in the query: it has slashes of its own (`rules/sport/settlement`).
const PageQuery = Type.Object({
  lng: LanguageCodeSchema,
  path: Type.String({ pattern: INFORMATION_PAGE_PATH_PATTERN }),
});

/**
 * The information pages for `npm run ops -- page ...`: GET /pages[?lng=], GET /page?lng=&path=,
 * PUT /page?lng=&path= with the fields to change (a new page needs a title and a body). An
 * operator's page keeps its text across restarts and releases (seed-information-pages.ts).
 */
export const informationPageOpsRoutes: FastifyPluginCallbackTypebox<
  InformationPageOpsRoutesOptions
> = (app, { repository }, done) => {
  app.get(
    '/pages',
    {
      schema: {
        querystring: Type.Object({ lng: Type.Optional(LanguageCodeSchema) }),
        response: {
          200: Type.Object({ pages: Type.Array(Type.Omit(PageSchema, ['body', 'style'])) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      pages: (await repository.list(request.query.lng)).map(
        ({ body: _b, style: _s, ...rest }) => rest,
      ),
    }),
  );

  app.get(
    '/page',
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
      const { lng, path } = request.query;
      const page = await repository.find(lng, path);
      if (page === null)
        throw new ApiError(404, 'PAGE_NOT_FOUND', `There is no page ${lng}/${path}`);
      return { page };
    },
  );

  app.put(
    '/page',
    {
      schema: {
        querystring: PageQuery,
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            description: Type.Optional(Type.String({ maxLength: 500 })),
            body: Type.Optional(Type.String({ minLength: 1, maxLength: 200_000 })),
            style: Type.Optional(Type.String({ maxLength: 50_000 })),
            order: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
            publishedAt: Type.Optional(
              Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            ),
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
      const { lng, path } = request.query;
      const change = request.body;
      const existing = await repository.find(lng, path);
      const title = change.title ?? existing?.title;
      const body = change.body ?? existing?.body;
      if (title === undefined || body === undefined) {
        throw new ApiError(
          400,
          'PAGE_INCOMPLETE',
          `${lng}/${path} is a new page: give it a title and a body`,
        );
      }
      const created = await repository.writeByOperator(lng, path, {
        title,
        body,
        description: change.description ?? existing?.description ?? '',
        style: change.style ?? existing?.style ?? '',
        order: change.order === undefined ? (existing?.order ?? null) : change.order,
        publishedAt:
          change.publishedAt === undefined ? (existing?.publishedAt ?? null) : change.publishedAt,
      });
      const page = await repository.find(lng, path);
      if (page === null) throw new Error(`${lng}/${path} was written but cannot be read`);
      request.log.info(
        { lng, path, created, fields: Object.keys(change) },
        'ops: information page written',
      );
      return { page, created };
    },
  );
  done();
};
