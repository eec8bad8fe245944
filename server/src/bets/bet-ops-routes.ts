import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { credit } from '../accounts/ledger';
import { countStake } from '../bonuses/bonus-engine';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { CouponViewSchema } from '@betshell/api-contract';
import { couponRepository, type StoredCoupon } from './coupon-repository';
import { settleStoredCoupon } from './coupon-settlement';
import { couponView, couponViews } from './coupon-views';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const OpsCoupon = Type.Intersect([CouponViewSchema, Type.Object({ playerId: Type.Integer() })]);
const ERRORS = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/**
 * The coupon, locked first: each command then moves money on its account, the coupon-then-account
 * order a result keeps too (coupon-settlement.ts), and each runs again after a lost race.
 */
async function lockedCoupon(tx: Queryable, id: number): Promise<StoredCoupon> {
  const coupon = await couponRepository.byId(tx, id, null, true);
  if (coupon === null) throw new ApiError(404, 'COUPON_NOT_FOUND', `There is no coupon ${id}`);
  return coupon;
}

function notPending(coupon: StoredCoupon): ApiError {
  return new ApiError(
    409,
    'COUPON_NOT_VIP_PENDING',
    `Coupon ${coupon.id} is ${coupon.state}, not waiting for a VIP decision`,
    { state: coupon.state },
  );
}

/**
 * Operators' betting commands under the operator API (decisions.md: a VIP bet "stays pending until
 * an operator command accepts or refuses it"): GET /bets/coupons/{id}, GET /bets/vip-pending,
 * POST /bets/coupons/{id}/vip-accept, /vip-refuse and /settle, each answering the coupon.
 */
export const betOpsRoutes: FastifyPluginCallbackTypebox<{
  readonly database: Database;
  readonly clock: Clock;
}> = (app, { database, clock }, done) => {
  const answer = async (id: number) => {
    const coupon = await couponRepository.byId(database, id);
    if (coupon === null) throw new ApiError(404, 'COUPON_NOT_FOUND', `There is no coupon ${id}`);
    return {
      coupon: { ...(await couponView(database, id, null, 'en')), playerId: coupon.playerId },
    };
  };
  const schema = {
    params: Params,
    response: { 200: Type.Object({ coupon: OpsCoupon }), ...ERRORS },
  };

  app.get('/bets/coupons/:id', { schema }, (request) => answer(request.params.id));

  app.get(
    '/bets/vip-pending',
    { schema: { response: { 200: Type.Object({ coupons: Type.Array(OpsCoupon) }) } } },
    async () => {
      const pending = await couponRepository.vipPending(database);
      const views = await couponViews(database, pending, 'en');
      return {
        coupons: views.map((view, index) => ({ ...view, playerId: pending[index]!.playerId })),
      };
    },
  );

  app.post('/bets/coupons/:id/vip-accept', { schema }, async (request) => {
    const { id } = request.params;
    await transactionWithRetry(database, async (tx) => {
      const coupon = await lockedCoupon(tx, id);
      if (coupon.state !== 'vip-pending') throw notPending(coupon);
      await couponRepository.transition(tx, id, 'vip-pending', 'open', 0, null);
      // Accepted, its stake counts towards the player's bonus as a placed coupon's does.
      await countStake(
        tx,
        coupon.playerId,
        {
          product: 'sports',
          amountMinor: coupon.amountMinor,
          odds: coupon.coefMilli === null ? null : coupon.coefMilli / 1000,
          currency: coupon.currency,
          reference: `coupon:${id}`,
        },
        clock(),
      );
      // Its events may have ended while it waited: then it is settled at once.
      await settleStoredCoupon(tx, { ...coupon, state: 'open' }, clock());
    });
    request.log.info({ couponId: id }, 'bets: VIP coupon accepted by an operator');
    return answer(id);
  });

  app.post('/bets/coupons/:id/vip-refuse', { schema }, async (request) => {
    const { id } = request.params;
    await transactionWithRetry(database, async (tx) => {
      const coupon = await lockedCoupon(tx, id);
      if (coupon.state !== 'vip-pending') throw notPending(coupon);
      await couponRepository.transition(tx, id, 'vip-pending', 'refused', 0, clock());
      await credit(tx, coupon.accountId, coupon.amountMinor, 'bet-refund', `coupon:${id}`);
    });
    request.log.info({ couponId: id }, 'bets: VIP coupon refused by an operator, stake returned');
    return answer(id);
  });

  app.post('/bets/coupons/:id/settle', { schema }, async (request) => {
    const { id } = request.params;
    await transactionWithRetry(database, async (tx) => {
      const coupon = await lockedCoupon(tx, id);
      if (coupon.state !== 'open')
        throw new ApiError(409, 'COUPON_NOT_OPEN', `Coupon ${id} is ${coupon.state}`, {
          state: coupon.state,
        });
      const settled = await settleStoredCoupon(tx, coupon, clock());
      if (!settled.decided)
        throw new ApiError(409, 'COUPON_UNDECIDED', `Coupon ${id} has selections without a result`);
    });
    request.log.info({ couponId: id }, 'bets: coupon settled by an operator');
    return answer(id);
  });
  done();
};
