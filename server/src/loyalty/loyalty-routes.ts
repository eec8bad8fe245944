import {
  FriendClaimAnswerSchema,
  LoyaltyAnswerSchema,
  PointsExchangeAnswerSchema,
  PointsExchangeBodySchema,
} from '@betshell/api-contract';
import { FINGERPRINT_HEADER } from '@betshell/domain';
import {
  availablePoints,
  cashbackWeekOf,
  EXCHANGE_POINTS_PER_UNIT,
  FRIEND_REWARD_MINOR,
  loyaltyLevelOf,
  LOYALTY_LEVELS,
} from '@betshell/domain/loyalty';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../auth/clock';
import { hashSecret } from '../auth/hash-secret';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { LoyaltyService } from './loyalty-service';

export interface LoyaltyRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly loyalty: LoyaltyService;
}

/**
 * The office's loyalty calls (spec/shell.md section 2.5: rewards, vipcashback, premiumcashback,
 * bringfriend, promotion; the paths are ours): GET /web-api/office/loyalty answers all five pages,
 * POST /web-api/office/bringfriend/claim pays the rewards of the friends who qualify,
 * POST /web-api/office/loyalty/exchange spends points on a bonus. A self-excluded or timed-out
 * player is offered nothing and can claim or buy nothing.
 */
export const loyaltyRoutes: FastifyPluginCallbackTypebox<LoyaltyRoutesOptions> = (
  app,
  { database, clock, loyalty },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);

  app.get(
    '/office/loyalty',
    { schema: { response: { 200: LoyaltyAnswerSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const playerId = request.player!.userId;
      if (await loyalty.isExcluded(playerId)) return { excluded: true, loyalty: null };
      // The device the player opens the office on: a friend later seen on it earns no reward.
      const token = request.headers[FINGERPRINT_HEADER];
      if (typeof token === 'string' && token !== '') {
        const [found] = await database.query<{ visitor_id: string }>(
          'select visitor_id from fingerprints where token_hash = $1',
          [hashSecret(token)],
        );
        if (found !== undefined) await loyalty.sawDevice(playerId, found.visitor_id);
      }
      const standing = await loyalty.standing(playerId);
      const { level } = loyaltyLevelOf(standing.points);
      const { spent, price } = await loyalty.exchangeStanding(playerId, standing.points);
      const week = cashbackWeekOf(clock());
      const [main] = await database.query<{ currency: string }>(
        'select currency from accounts where player_id = $1 and type = 0',
        [playerId],
      );
      return {
        excluded: false,
        loyalty: {
          ...standing,
          spentPoints: spent,
          availablePoints: availablePoints(standing.points, spent),
          levels: LOYALTY_LEVELS.map((each) => ({
            ...each,
            exchangePointsPerUnit: EXCHANGE_POINTS_PER_UNIT[each.id] ?? 0,
          })),
          exchange:
            price === null
              ? null
              : {
                  offerId: price.offer.id,
                  amountMinor: price.amountMinor,
                  currency: price.currency,
                  costPoints: price.costPoints,
                  wageringMultiplier: price.offer.terms.wageringMultiplier,
                  expiryDays: price.offer.terms.expiryDays,
                },
          cashback: {
            programme: level.cashback,
            percent: level.cashbackPercent,
            weekStart: week.key,
            weekEnd: week.end.toISOString(),
            thisWeek: (await loyalty.cashbackEstimate(playerId)).map(
              ({ currency, netLossMinor, dueMinor }) => ({ currency, netLossMinor, dueMinor }),
            ),
            paid: await loyalty.paidCashback(playerId),
          },
          bringFriend: {
            bfId: playerId,
            rewardMinor: FRIEND_REWARD_MINOR,
            currency: main?.currency ?? '',
            friends: await loyalty.friends(playerId),
          },
        },
      };
    },
  );

  app.post(
    '/office/bringfriend/claim',
    {
      schema: {
        response: { 200: FriendClaimAnswerSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const playerId = request.player!.userId;
      if (await loyalty.isExcluded(playerId)) {
        throw new ApiError(
          403,
          'LOYALTY_EXCLUDED',
          'No reward is paid while the account is self-excluded or in a time-out',
        );
      }
      return loyalty.claimFriendRewards(playerId);
    },
  );

  app.post(
    '/office/loyalty/exchange',
    {
      schema: {
        body: PointsExchangeBodySchema,
        response: {
          200: PointsExchangeAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = request.player!.userId;
      const exchange = await loyalty.exchange(playerId, request.body.idempotencyKey);
      request.log.info(
        { userId: playerId, bonusId: exchange.bonusId, replayed: exchange.replayed },
        'loyalty: points exchanged for a bonus',
      );
      return exchange;
    },
  );
  done();
};
