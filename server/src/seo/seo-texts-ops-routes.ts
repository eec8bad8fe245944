import { SEO_TEXT_LIMITS } from '@betshell/domain/seo';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '@betshell/api-contract';
import { SEO_URL_PATH_PATTERN } from './seo-url-path-pattern';
import type { SeoTextsRepository } from './seo-texts-repository';

export interface SeoTextsOpsRoutesOptions {
  readonly repository: SeoTextsRepository;
}

const Stamp = {
  lng: LanguageCodeSchema,
  urlPath: Type.String(),
  editedByOperatorAt: Type.Union([Type.String(), Type.Null()]),
};

const ContentSchema = Type.Object({
  ...Stamp,
  heading: Type.String(),
  paragraphs: Type.Array(Type.String()),
});

const ImageSchema = Type.Object(
  {
    // A path of the site (`/web-api/media/seo/home.svg`) or an https address.
    url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^(/[^/]|https://)' }),
    alt: Type.String({ maxLength: SEO_TEXT_LIMITS.alt }),
    width: Type.Integer({ minimum: 1, maximum: SEO_TEXT_LIMITS.imageSide }),
    height: Type.Integer({ minimum: 1, maximum: SEO_TEXT_LIMITS.imageSide }),
  },
  { additionalProperties: false },
);

const VisualSchema = Type.Object({
  ...Stamp,
  h1: Type.String(),
  image: Type.Union([ImageSchema, Type.Null()]),
});

const EntryQuery = Type.Object({
  lng: LanguageCodeSchema,
  urlPath: Type.String({ pattern: SEO_URL_PATH_PATTERN, maxLength: 500 }),
});

const ListQuery = Type.Object({ lng: Type.Optional(LanguageCodeSchema) });

/** Text that is not only blanks: an empty heading or paragraph shows as a hole in the page. */
const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

const notFound = (kind: string, lng: string, urlPath: string) =>
  new ApiError(404, 'SEO_TEXT_NOT_FOUND', `There is no SEO ${kind} ${lng} ${urlPath}`);

/**
 * SEO content and visuals for `npm run ops -- seo content ...` and `seo visual ...`:
 * GET /seo/contents[?lng=], GET|PUT|DELETE /seo/content?lng=&urlPath=, and the same under
 * /seo/visuals and /seo/visual. A PUT changes the fields it names (a new entry needs its heading,
 * or its h1); an operator's entry keeps its values across restarts and releases.
 */
export const seoTextsOpsRoutes: FastifyPluginCallbackTypebox<SeoTextsOpsRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  const { contents, visuals } = repository;

  app.get(
    '/seo/contents',
    {
      schema: {
        querystring: ListQuery,
        response: {
          200: Type.Object({ contents: Type.Array(ContentSchema) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      contents: (await contents.list(request.query.lng)).map((item) => ({
        ...item,
        paragraphs: [...item.paragraphs],
      })),
    }),
  );

  app.get(
    '/seo/content',
    {
      schema: {
        querystring: EntryQuery,
        response: {
          200: Type.Object({ content: ContentSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const content = await contents.find(lng, urlPath);
      if (content === null) throw notFound('content', lng, urlPath);
      return { content: { ...content, paragraphs: [...content.paragraphs] } };
    },
  );

  app.put(
    '/seo/content',
    {
      schema: {
        querystring: EntryQuery,
        body: Type.Object(
          {
            heading: Type.Optional(text(SEO_TEXT_LIMITS.heading)),
            paragraphs: Type.Optional(
              Type.Array(text(SEO_TEXT_LIMITS.paragraph), { maxItems: SEO_TEXT_LIMITS.paragraphs }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ content: ContentSchema, created: Type.Boolean() }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const existing = await contents.find(lng, urlPath);
      const heading = request.body.heading ?? existing?.heading;
      if (heading === undefined) {
        throw new ApiError(
          400,
          'SEO_TEXT_INCOMPLETE',
          `${lng} ${urlPath} is new: give it a heading`,
        );
      }
      const created = await contents.writeByOperator(lng, urlPath, {
        heading,
        paragraphs: request.body.paragraphs ?? existing?.paragraphs ?? [],
      });
      const content = await contents.find(lng, urlPath);
      if (content === null) throw new Error(`${lng} ${urlPath} was written but cannot be read`);
      request.log.info(
        { lng, urlPath, created, fields: Object.keys(request.body) },
        'ops: SEO content written',
      );
      return { content: { ...content, paragraphs: [...content.paragraphs] }, created };
    },
  );

  app.delete(
    '/seo/content',
    {
      schema: {
        querystring: EntryQuery,
        response: { 200: Type.Object({ removed: Type.Boolean() }), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const removed = await contents.removeByOperator(lng, urlPath);
      request.log.info({ lng, urlPath, removed }, 'ops: SEO content removed');
      return { removed };
    },
  );

  app.get(
    '/seo/visuals',
    {
      schema: {
        querystring: ListQuery,
        response: { 200: Type.Object({ visuals: Type.Array(VisualSchema) }), 400: ErrorBodySchema },
      },
    },
    async (request) => ({ visuals: await visuals.list(request.query.lng) }),
  );

  app.get(
    '/seo/visual',
    {
      schema: {
        querystring: EntryQuery,
        response: {
          200: Type.Object({ visual: VisualSchema }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const visual = await visuals.find(lng, urlPath);
      if (visual === null) throw notFound('visual', lng, urlPath);
      return { visual };
    },
  );

  app.put(
    '/seo/visual',
    {
      schema: {
        querystring: EntryQuery,
        body: Type.Object(
          {
            h1: Type.Optional(text(SEO_TEXT_LIMITS.heading)),
            image: Type.Optional(Type.Union([ImageSchema, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ visual: VisualSchema, created: Type.Boolean() }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const existing = await visuals.find(lng, urlPath);
      const h1 = request.body.h1 ?? existing?.h1;
      if (h1 === undefined) {
        throw new ApiError(400, 'SEO_TEXT_INCOMPLETE', `${lng} ${urlPath} is new: give it an h1`);
      }
      const created = await visuals.writeByOperator(lng, urlPath, {
        h1,
        image: request.body.image === undefined ? (existing?.image ?? null) : request.body.image,
      });
      const visual = await visuals.find(lng, urlPath);
      if (visual === null) throw new Error(`${lng} ${urlPath} was written but cannot be read`);
      request.log.info(
        { lng, urlPath, created, fields: Object.keys(request.body) },
        'ops: SEO visual written',
      );
      return { visual, created };
    },
  );

  app.delete(
    '/seo/visual',
    {
      schema: {
        querystring: EntryQuery,
        response: { 200: Type.Object({ removed: Type.Boolean() }), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { lng, urlPath } = request.query;
      const removed = await visuals.removeByOperator(lng, urlPath);
      request.log.info({ lng, urlPath, removed }, 'ops: SEO visual removed');
      return { removed };
    },
  );
  done();
};
