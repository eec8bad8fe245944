import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { SITE_LANGUAGES, type LanguageCode } from '@betshell/domain';
import { isSiteCurrency } from '@betshell/domain/auth';
import { BONUS_GAME_KEYS } from '@betshell/domain/bonus-games';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  BONUS_GAME_PROMOTION_KINDS,
  promotionBonusGames,
  type BonusGamePromotionKind,
} from './promotion-bonus-games';
import {
  createPromotionPageRepository,
  PROMOTION_PAGE_KINDS,
  PROMOTION_SLUG_PATTERN,
  type PromotionPageKind,
} from './promotion-page-repository';

export interface PromotionOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

const Kind = Type.Union(PROMOTION_PAGE_KINDS.map((kind) => Type.Literal(kind)));
const Lng = Type.Union(SITE_LANGUAGES.map((lng) => Type.Literal(lng)));
const Instant = Type.Union([Type.String({ minLength: 10, maxLength: 40 }), Type.Null()]);

const PageSchema = Type.Object({
  kind: Type.String(),
  slug: Type.String(),
  lng: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  gameIds: Type.Array(Type.Integer()),
  position: Type.Integer(),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  editedByOperatorAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});

const PageParams = Type.Object({
  kind: Kind,
  slug: Type.String({ pattern: PROMOTION_SLUG_PATTERN }),
  lng: Lng,
});

const BonusGameSchema = Type.Object({
  kind: Type.String(),
  slug: Type.String(),
  gameKey: Type.String(),
  minDepositMinor: Type.Integer(),
  currency: Type.String(),
  updatedAt: Type.String(),
  awarded: Type.Integer(),
});

const BonusGameParams = Type.Object({
  kind: Type.Union(BONUS_GAME_PROMOTION_KINDS.map((kind) => Type.Literal(kind))),
  slug: Type.String({ pattern: PROMOTION_SLUG_PATTERN }),
});

const answerOf = <T extends { gameIds: readonly number[] }>(page: T) => ({
  ...page,
  gameIds: [...page.gameIds],
});

function instantOf(text: string | null | undefined, name: string): string | null | undefined {
  if (text === undefined || text === null) return text;
  if (Number.isNaN(Date.parse(text)))
    throw new ApiError(
      400,
      'INVALID_DATE',
      `${name} is an ISO instant, such as 2026-11-22T10:00:00Z`,
    );
  return new Date(text).toISOString();
}

/**
 * The operator API of the bonus section's stored pages (`npm run ops -- promotions ...`): list,
 * read, write and remove a page of a kind in a language. A write is the operator's for good: the
 * start-up no longer rewrites that page from the shipped content. A promotion's bonus game (the
 * game a qualifying deposit awards once per player, promotion-bonus-games.ts) is set, read and
 * removed under `/promotions/{kind}/{slug}/bonus-game`.
 */
export const promotionOpsRoutes: FastifyPluginCallbackTypebox<PromotionOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const pages = createPromotionPageRepository(database);
  const notFound = (kind: string, slug: string, lng: string) =>
    new ApiError(404, 'PROMOTION_PAGE_NOT_FOUND', `There is no ${kind} page ${slug} in ${lng}`);

  app.get(
    '/promotions',
    {
      schema: {
        querystring: Type.Object(
          { kind: Type.Optional(Kind), lng: Type.Optional(Lng) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ pages: Type.Array(PageSchema) }) },
      },
    },
    async (request) => ({
      pages: (
        await pages.all({
          kind: request.query.kind,
          lng: request.query.lng,
        })
      ).map(answerOf),
    }),
  );

  app.get(
    '/promotions/:kind/:slug/:lng',
    {
      schema: {
        params: PageParams,
        response: { 200: Type.Object({ page: PageSchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { kind, slug, lng } = request.params;
      const page = await pages.find(kind, slug, lng);
      // find falls back to English; an operator asks for exactly this language.
      if (page === null || page.lng !== lng) throw notFound(kind, slug, lng);
      return { page: answerOf(page) };
    },
  );

  app.put(
    '/promotions/:kind/:slug/:lng',
    {
      schema: {
        params: PageParams,
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
            summary: Type.Optional(Type.String({ maxLength: 1000 })),
            body: Type.Optional(Type.String({ maxLength: 200_000 })),
            gameIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
            position: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
            startsAt: Type.Optional(Instant),
            endsAt: Type.Optional(Instant),
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
      const kind = request.params.kind as PromotionPageKind;
      const { slug } = request.params;
      const lng = request.params.lng as LanguageCode;
      const found = await pages.find(kind, slug, lng);
      const before = found?.lng === lng ? found : null;
      const { body } = request;
      const title = body.title ?? before?.title;
      const text = body.body ?? before?.body;
      if (title === undefined || text === undefined) {
        throw new ApiError(400, 'PAGE_INCOMPLETE', 'A new page needs a title and a body');
      }
      const page = await pages.save(
        {
          kind,
          slug,
          lng,
          title,
          body: text,
          summary: body.summary ?? before?.summary ?? '',
          gameIds: body.gameIds ?? before?.gameIds ?? [],
          position: body.position ?? before?.position ?? 0,
          startsAt:
            body.startsAt === undefined
              ? (before?.startsAt ?? null)
              : (instantOf(body.startsAt, 'startsAt') ?? null),
          endsAt:
            body.endsAt === undefined
              ? (before?.endsAt ?? null)
              : (instantOf(body.endsAt, 'endsAt') ?? null),
        },
        clock(),
      );
      request.log.info({ kind, slug, lng, created: before === null }, 'promotion page saved');
      return { page: answerOf(page), created: before === null };
    },
  );

  const noBonusGame = (kind: string, slug: string) =>
    new ApiError(404, 'PROMOTION_BONUS_GAME_NOT_FOUND', `The ${kind} ${slug} awards no bonus game`);

  app.get(
    '/promotions/:kind/:slug/bonus-game',
    {
      schema: {
        params: BonusGameParams,
        response: { 200: Type.Object({ bonusGame: BonusGameSchema }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const kind = request.params.kind as BonusGamePromotionKind;
      const bonusGame = await promotionBonusGames.find(database, kind, request.params.slug);
      if (bonusGame === null) throw noBonusGame(kind, request.params.slug);
      return { bonusGame };
    },
  );

  app.put(
    '/promotions/:kind/:slug/bonus-game',
    {
      schema: {
        params: BonusGameParams,
        body: Type.Object(
          {
            gameKey: Type.Enum([...BONUS_GAME_KEYS]),
            minDepositMinor: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
            currency: Type.String({ pattern: '^[A-Z]{3}$' }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ bonusGame: BonusGameSchema, created: Type.Boolean() }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const kind = request.params.kind as BonusGamePromotionKind;
      const { slug } = request.params;
      if (!isSiteCurrency(request.body.currency)) {
        throw new ApiError(
          400,
          'INVALID_CURRENCY',
          `${request.body.currency} is not a currency of the site`,
        );
      }
      if (!(await promotionBonusGames.promotionExists(database, kind, slug))) {
        throw new ApiError(404, 'PROMOTION_PAGE_NOT_FOUND', `There is no ${kind} page ${slug}`);
      }
      const { reward, created } = await promotionBonusGames.save(
        database,
        { kind, slug, ...request.body },
        clock(),
      );
      request.log.info({ kind, slug, created }, 'promotion bonus game saved');
      return { bonusGame: reward, created };
    },
  );

  app.delete(
    '/promotions/:kind/:slug/bonus-game',
    {
      schema: {
        params: BonusGameParams,
        response: { 200: Type.Object({ removed: Type.Boolean() }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const kind = request.params.kind as BonusGamePromotionKind;
      const { slug } = request.params;
      if (!(await promotionBonusGames.remove(database, kind, slug))) throw noBonusGame(kind, slug);
      request.log.info({ kind, slug }, 'promotion bonus game removed');
      return { removed: true };
    },
  );

  app.delete(
    '/promotions/:kind/:slug',
    {
      schema: {
        params: Type.Object({ kind: Kind, slug: Type.String({ pattern: PROMOTION_SLUG_PATTERN }) }),
        querystring: Type.Object({ lng: Type.Optional(Lng) }, { additionalProperties: false }),
        response: { 200: Type.Object({ removed: Type.Integer() }), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const lng = (request.query.lng ?? null) as LanguageCode | null;
      const removed = await pages.remove(kind, slug, lng);
      if (removed === 0) throw notFound(kind, slug, lng ?? 'any language');
      request.log.info({ kind, slug, lng, removed }, 'promotion page removed');
      return { removed };
    },
  );
  done();
};
