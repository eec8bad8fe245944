import {
  LotteriesSchema,
  LotteryIdParamsSchema,
  LottoDrawSchema,
  LottoResultsSchema,
  LottoTicketBodySchema,
  LottoTicketSchema,
  LottoTicketsSchema,
  TotoCouponBodySchema,
  TotoCouponSchema,
  TotoCouponsSchema,
  TotoDrawSchema,
  TotoDrawsSchema,
} from '@betshell/api-contract';
import { LOTTERY_BASE_STAKES, lotteryStakeMinor } from '@betshell/domain/lottery';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../http/error-body';
import {
  buyLottoTicket,
  lotteryCatalogue,
  lottoDraw,
  lottoResults,
  playerLottoTickets,
} from './lotto-service';
import {
  buyTotoCoupon,
  playerTotoCoupons,
  totoDraw,
  totoDraws,
  type LotteryContext,
} from './toto-service';

const ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  451: ErrorBodySchema,
};

/** One combination's (one base stake's) price in each currency, for the pages' sums. */
const baseStakes = () =>
  Object.fromEntries(
    Object.keys(LOTTERY_BASE_STAKES).map((currency) => [currency, lotteryStakeMinor(currency)]),
  );

/**
 * Toto and lotto for the lottery-games parcel: the draws and the catalogue for anyone; buying and
 * the player's own coupons and tickets for a signed-in player who has confirmed the terms.
 */
export const lotteryRoutes: FastifyPluginCallbackTypebox<{ readonly context: LotteryContext }> = (
  app,
  { context },
  done,
) => {
  const { database } = context;
  const signedIn = { preValidation: app.requirePlayer };
  // A draw changes when it is settled, a player's coupons with each purchase: never from a cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/toto/draws',
    { schema: { response: { 200: TotoDrawsSchema, ...ERRORS } } },
    async () => ({ draws: await totoDraws(database), baseStakes: baseStakes() }),
  );
  app.get(
    '/toto/draws/:id',
    {
      schema: { params: LotteryIdParamsSchema, response: { 200: TotoDrawSchema, ...ERRORS } },
    },
    (request) => totoDraw(database, request.params.id),
  );
  app.get(
    '/toto/coupons',
    { ...signedIn, schema: { response: { 200: TotoCouponsSchema, ...ERRORS } } },
    async (request) => ({ coupons: await playerTotoCoupons(database, request.player!.userId) }),
  );
  app.post(
    '/toto/coupons',
    {
      ...signedIn,
      preHandler: app.requireConfirmedTerms,
      schema: { body: TotoCouponBodySchema, response: { 200: TotoCouponSchema, ...ERRORS } },
    },
    async (request) => {
      const coupon = await buyTotoCoupon(context, request.player!.userId, request.body);
      request.log.info(
        { userId: request.player!.userId, couponId: coupon.id },
        'toto: coupon bought',
      );
      return coupon;
    },
  );

  app.get(
    '/lotto/lotteries',
    { schema: { response: { 200: LotteriesSchema, ...ERRORS } } },
    async () => ({ lotteries: await lotteryCatalogue(database), baseStakes: baseStakes() }),
  );
  app.get(
    '/lotto/lotteries/:id/results',
    {
      schema: { params: LotteryIdParamsSchema, response: { 200: LottoResultsSchema, ...ERRORS } },
    },
    async (request) => ({ draws: await lottoResults(database, request.params.id) }),
  );
  app.get(
    '/lotto/draws/:id',
    {
      schema: { params: LotteryIdParamsSchema, response: { 200: LottoDrawSchema, ...ERRORS } },
    },
    (request) => lottoDraw(database, request.params.id),
  );
  app.get(
    '/lotto/tickets',
    { ...signedIn, schema: { response: { 200: LottoTicketsSchema, ...ERRORS } } },
    async (request) => ({ tickets: await playerLottoTickets(database, request.player!.userId) }),
  );
  app.post(
    '/lotto/tickets',
    {
      ...signedIn,
      preHandler: app.requireConfirmedTerms,
      schema: { body: LottoTicketBodySchema, response: { 200: LottoTicketSchema, ...ERRORS } },
    },
    async (request) => {
      const ticket = await buyLottoTicket(context, request.player!.userId, request.body);
      request.log.info(
        { userId: request.player!.userId, ticketId: ticket.id },
        'lotto: ticket bought',
      );
      return ticket;
    },
  );
  done();
};
