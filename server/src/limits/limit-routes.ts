import { FALLBACK_LANGUAGE, SITE_LANGUAGES, isSiteLanguage, languageTagOf } from '@betshell/domain';
import { LIMIT_TYPE, isLimitType, type LimitType } from '@betshell/domain/limits';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import {
  AvailableLimitSchema,
  BlockUserAnswerSchema,
  BlockUserBodySchema,
  CancelLimitQuerySchema,
  LimitActionBodySchema,
  LimitErrors,
  LimitSaveResultSchema,
  LimitSchema,
  PingResultSchema,
  ReadonlyArray,
  SaveLimitsBodySchema,
  SelfExcludeReasonSchema,
  TestAnswerResultSchema,
  TestAnswersBodySchema,
} from '@betshell/api-contract';
import type { LimitService, LimitsLanguage } from './limit-service';

export interface LimitRoutesOptions {
  readonly service: LimitService;
}

const playerOf = (request: FastifyRequest) => request.player!;

/**
 * The spec's `language` header (the site's code, `ua`), else Accept-Language's first language (its
 * ISO tag, `uk`); English for anything else, as the dictionary falls back.
 */
function languageOf(request: FastifyRequest): LimitsLanguage {
  const header = request.headers.language ?? request.headers['accept-language'] ?? '';
  const first = (String(header).toLowerCase().split(/[,;-]/)[0] ?? '').trim();
  if (isSiteLanguage(first)) return first;
  return SITE_LANGUAGES.find((lng) => languageTagOf(lng) === first) ?? FALLBACK_LANGUAGE;
}

function limitTypeOf(value: number): LimitType {
  if (!isLimitType(value))
    throw new ApiError(400, 'UNKNOWN_LIMIT_TYPE', `There is no limit type ${value}`);
  return value;
}

/**
 * The limits service of section 7 under /limit-service-api/api/external/web/v3. Every call needs
 * the signed-in player (bearer token, or the SameSite=Lax session cookie), and none needs confirmed
 * terms: a player must always be able to limit or exclude themselves.
 */
export const limitRoutes: FastifyPluginCallbackTypebox<LimitRoutesOptions> = (
  app,
  { service },
  done,
) => {
  const preHandler = [app.requirePlayer];

  app.get(
    '/limits',
    { preHandler, schema: { response: { 200: ReadonlyArray(LimitSchema), ...LimitErrors } } },
    (request) => {
      const { userId } = playerOf(request);
      // Without a promise while they are in memory: every open page asks for them.
      return service.keptLimits(userId) ?? service.limits(userId);
    },
  );

  app.get(
    '/availablelimits',
    {
      preHandler,
      schema: {
        response: {
          200: ReadonlyArray(AvailableLimitSchema),
          ...LimitErrors,
        },
      },
    },
    () => Promise.resolve(service.available()),
  );

  app.post(
    '/limits',
    {
      preHandler,
      schema: {
        body: SaveLimitsBodySchema,
        response: { 200: LimitSaveResultSchema, ...LimitErrors },
      },
    },
    (request) =>
      service.save(
        playerOf(request).userId,
        request.body.limits.map((limit) => ({ ...limit, limitType: limitTypeOf(limit.limitType) })),
      ),
  );

  app.post(
    '/testanswers',
    {
      preHandler,
      schema: {
        body: TestAnswersBodySchema,
        response: { 200: TestAnswerResultSchema, ...LimitErrors },
      },
    },
    (request) =>
      service.testAnswers(playerOf(request).userId, request.body.tokenGuid, request.body.answers),
  );

  app.post(
    '/limitaction',
    {
      preHandler,
      schema: {
        body: LimitActionBodySchema,
        response: { 204: Type.Null(), ...LimitErrors },
      },
    },
    async (request, reply) => {
      const { limitType, action } = request.body;
      await service.action(playerOf(request).userId, limitTypeOf(limitType), action);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/limit',
    {
      preHandler,
      schema: {
        querystring: CancelLimitQuerySchema,
        response: { 204: Type.Null(), ...LimitErrors },
      },
    },
    async (request, reply) => {
      await service.cancel(playerOf(request).userId, limitTypeOf(request.query.limitType));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reasons/selfexclude',
    {
      preHandler,
      schema: {
        response: {
          200: ReadonlyArray(SelfExcludeReasonSchema),
          ...LimitErrors,
        },
      },
    },
    (request) => service.reasons(languageOf(request)),
  );

  app.post(
    '/ping',
    {
      // The browser pings on a timer: that is not the player's activity (authenticate-plugin.ts).
      preHandler: [app.requirePlayerPolling],
      schema: {
        response: {
          200: PingResultSchema,
          ...LimitErrors,
        },
      },
    },
    (request) => service.ping(playerOf(request).userId, playerOf(request).sessionId),
  );

  done();
};

/**
 * Section 7: "POST limit/external/web/api/v1/BlockUser: self-block; returns success". We read it
 * as self-exclusion for `days` (one of section 9's options), the same rule as limit 30.
 */
export const blockUserRoutes: FastifyPluginCallbackTypebox<LimitRoutesOptions> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/BlockUser',
    {
      preHandler: [app.requirePlayer],
      schema: {
        body: BlockUserBodySchema,
        response: { 200: BlockUserAnswerSchema, ...LimitErrors },
      },
    },
    async (request) => {
      const { days, selfExcludeReasonId } = request.body;
      await service.save(playerOf(request).userId, [
        {
          limitType: LIMIT_TYPE.selfExclusion,
          limitValue: days,
          ...(selfExcludeReasonId === undefined ? {} : { selfExcludeReasonId }),
        },
      ]);
      return { success: true };
    },
  );
  done();
};
