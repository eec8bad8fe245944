import { BET_STATES, COUPON_TYPES, MAX_COUPON_BETS } from '@betshell/domain/betting';
import { Type, type Static } from 'typebox';

const MinorUnits = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** limits-coupon-signin.md section 3, Coupon to send (domain's CouponToSend), checked as sent. */
export const CouponToSendSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    accountId: Type.Integer({ minimum: 1 }),
    amount: MinorUnits,
    amountByBlockId: Type.Record(Type.String({ pattern: '^[0-9]{1,6}$' }), MinorUnits),
    bets: Type.Array(
      Type.Object(
        {
          gameId: Type.Integer(),
          marketId: Id,
          coef: Type.Number(),
          blockId: Type.Integer({ minimum: 1, maximum: 999_999 }),
          isBanker: Type.Boolean(),
          amount: Type.Optional(MinorUnits),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_COUPON_BETS },
    ),
    changeCoefAction: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    coef: Type.Union([Type.Number(), Type.Null()]),
    coefByView: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
    coefViewId: Type.Integer({ minimum: 0, maximum: 99 }),
    exactCoef: Type.Boolean(),
    isDropOnScoreChange: Type.Boolean(),
    prepaidAmount: MinorUnits,
    refId: Type.Integer(),
    systemValue: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_COUPON_BETS }), Type.Null()]),
    typeId: Type.Union([
      Type.Literal(0),
      Type.Literal(1),
      Type.Literal(2),
      Type.Literal(4),
      Type.Literal(10),
    ]),
    userId: Type.Integer(),
    isVipBet: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const PlacedCouponSchema = Type.Object({
  couponId: Type.Integer(),
  state: Type.Union([Type.Literal('accepted'), Type.Literal('vip-pending')]),
});

const StateSchema = Type.Union([
  Type.Literal(BET_STATES[0]),
  Type.Literal(BET_STATES[1]),
  Type.Literal(BET_STATES[2]),
  Type.Literal(BET_STATES[3]),
  Type.Literal(BET_STATES[4]),
  Type.Literal(BET_STATES[5]),
  Type.Literal(BET_STATES[6]),
]);

/**
 * A coupon's cash-out: what it offers now (an open coupon; the domain's cashOutOffer) and what it
 * has cashed out. `stakeInPlay` is the stake still playing after partial cash-outs.
 */
export const CouponCashOutSchema = Type.Object({
  available: Type.Boolean(),
  value: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  partial: Type.Boolean(),
  stakeInPlay: Type.Integer(),
  cashedOutStake: Type.Integer(),
  cashedOut: Type.Integer(),
});
export type CouponCashOutView = Static<typeof CouponCashOutSchema>;

/** A placed coupon as the player reads it, in history, by id and on the print-coupon page. */
export const CouponViewSchema = Type.Object({
  couponId: Type.Integer(),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  typeId: Type.Enum(Object.values(COUPON_TYPES)),
  systemValue: Type.Union([Type.Integer(), Type.Null()]),
  state: StateSchema,
  accountId: Type.Integer(),
  currency: Type.String(),
  amount: Type.Integer(),
  amountByBlockId: Type.Record(Type.String(), Type.Integer()),
  coef: Type.Union([Type.Number(), Type.Null()]),
  bonusBetCoef: Type.Union([Type.Number(), Type.Null()]),
  potentialWin: Type.Integer(),
  payout: Type.Integer(),
  changeCoefAction: Type.Integer(),
  cashOut: Type.Optional(CouponCashOutSchema),
  selections: Type.Array(
    Type.Object({
      marketId: Type.Integer(),
      gameId: Type.Integer(),
      sportId: Type.Integer(),
      sportName: Type.String(),
      champName: Type.String(),
      home: Type.String(),
      away: Type.String(),
      startsAt: Type.String(),
      kind: Type.Integer(),
      outcome: Type.String(),
      param: Type.Number(),
      coef: Type.Number(),
      blockId: Type.Integer(),
      isBanker: Type.Boolean(),
      amount: Type.Union([Type.Integer(), Type.Null()]),
      result: Type.Union([
        Type.Literal('win'),
        Type.Literal('lose'),
        Type.Literal('void'),
        Type.Literal('half-win'),
        Type.Literal('half-lose'),
        Type.Null(),
      ]),
      score: Type.Union([Type.Object({ home: Type.Integer(), away: Type.Integer() }), Type.Null()]),
      /** The market's odds now and its state for a cash-out (cashOutMarketState). */
      currentCoef: Type.Optional(Type.Number()),
      marketState: Type.Optional(
        Type.Union([Type.Literal('open'), Type.Literal('suspended'), Type.Literal('ended')]),
      ),
    }),
  ),
});
export type CouponView = Static<typeof CouponViewSchema>;

/** GET /web-api/coupon/{id} */
export const CouponIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const LanguageQuery = Type.Object({
  lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
});

/** GET /web-api/bets/history: filters by date range and states, paged like the payment history. */
export const HistoryQuerySchema = Type.Object(
  {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    from: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
    to: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
    state: Type.Optional(Type.String({ pattern: '^[a-z-]+(,[a-z-]+)*$' })),
    lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  { additionalProperties: false },
);

export const HistorySchema = Type.Object({
  entities: Type.Array(CouponViewSchema),
  total_count: Type.Integer(),
});

/** POST /web-api/coupon/{id}/cash-out */
export const CashOutRequestSchema = Type.Object(
  {
    /** The browser's id of this cash-out: the same id again answers the first and pays nothing. */
    requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    /** The value the player confirmed (minor units): of `part` when a part is cashed out. */
    value: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    /** The part of the stake in play to cash out (minor units); the whole without it. */
    part: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type CashOutRequest = Static<typeof CashOutRequestSchema>;

export const CashOutAnswerSchema = Type.Object({
  couponId: Type.Integer(),
  paid: Type.Integer(),
  cashedOutStake: Type.Integer(),
  state: Type.Union([Type.Literal('cashed-out'), Type.Literal('open')]),
  stakeInPlay: Type.Integer(),
});
export type CashOutAnswer = Static<typeof CashOutAnswerSchema>;
