import type { CouponToSend } from '@betshell/domain/betting';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../http/error-body';
import {
  CashOutAnswerSchema,
  CashOutRequestSchema,
  CouponIdParamsSchema,
  CouponToSendSchema,
  CouponViewSchema,
  HistoryQuerySchema,
  HistorySchema,
  LanguageQuery,
  PlacedCouponSchema,
} from '@betshell/api-contract';
import { placeCoupon, type PlacementContext } from './coupon-placement';
import { betHistory, couponView, viewLanguage } from './coupon-views';
import { takeCashOut } from './coupon-cash-out';

const ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  451: ErrorBodySchema,
};

/**
 * Betting at the paths of decisions.md: place a coupon, read one (also what the
 * print-coupon page prints), cash one out, the bet history. Everything is the signed-in player's own.
 */
export const betsRoutes: FastifyPluginCallbackTypebox<{ readonly context: PlacementContext }> = (
  app,
  { context },
  done,
) => {
  // Who asks is checked before what is asked: a visitor gets 401 whatever the body.
  app.addHook('preValidation', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/coupon',
    {
      preHandler: app.requireConfirmedTerms,
      schema: { body: CouponToSendSchema, response: { 200: PlacedCouponSchema, ...ERRORS } },
    },
    async (request) => {
      const userId = request.player!.userId;
      const placed = await placeCoupon(context, userId, request.body as CouponToSend);
      request.log.info({ userId, ...placed }, 'bets: coupon placed');
      return placed;
    },
  );

  app.get(
    '/coupon/:id',
    {
      schema: {
        params: CouponIdParamsSchema,
        querystring: LanguageQuery,
        response: { 200: CouponViewSchema, ...ERRORS },
      },
    },
    (request) =>
      couponView(
        context.database,
        request.params.id,
        request.player!.userId,
        viewLanguage(request.query.lng),
        context.clock(),
      ),
  );

  app.post(
    '/coupon/:id/cash-out',
    {
      preHandler: app.requireConfirmedTerms,
      schema: {
        params: CouponIdParamsSchema,
        body: CashOutRequestSchema,
        response: { 200: CashOutAnswerSchema, ...ERRORS },
      },
    },
    async (request) => {
      const userId = request.player!.userId;
      const answer = await takeCashOut(context, userId, request.params.id, request.body);
      request.log.info({ userId, ...answer }, 'bets: coupon cashed out');
      return answer;
    },
  );

  app.get(
    '/bets/history',
    { schema: { querystring: HistoryQuerySchema, response: { 200: HistorySchema, ...ERRORS } } },
    (request) =>
      betHistory(context.database, request.player!.userId, request.query, context.clock()),
  );
  done();
};
