import { IDEMPOTENCY_KEY_PATTERN } from '@betshell/domain/accounts';
import { Type } from 'typebox';

const Programme = Type.Union([Type.Literal('vipcashback'), Type.Literal('premiumcashback')]);

/** GET /web-api/office/loyalty: the player's points, level, cashback and friends, in one answer. */
export const LoyaltyOverviewSchema = Type.Object({
  /** Points earned: they make the level, and spending them does not lower it. */
  points: Type.Integer(),
  /** Points spent on bonuses, and what is left to spend (earned less spent, never below 0). */
  spentPoints: Type.Integer(),
  availablePoints: Type.Integer(),
  stakesMinor: Type.Object({ sports: Type.Integer(), casino: Type.Integer() }),
  levelId: Type.Integer(),
  pointsToNext: Type.Integer(),
  levels: Type.Array(
    Type.Object({
      id: Type.Integer(),
      fromPoints: Type.Integer(),
      cashback: Type.Union([Programme, Type.Null()]),
      cashbackPercent: Type.Number(),
      /** Points a whole currency unit of bonus costs at the level. */
      exchangePointsPerUnit: Type.Integer(),
    }),
  ),
  /** The bonus the points buy now at the player's level; null when none is offered. */
  exchange: Type.Union([
    Type.Object({
      offerId: Type.Integer(),
      amountMinor: Type.Integer(),
      currency: Type.String(),
      costPoints: Type.Integer(),
      wageringMultiplier: Type.Number(),
      expiryDays: Type.Integer(),
    }),
    Type.Null(),
  ]),
  cashback: Type.Object({
    programme: Type.Union([Programme, Type.Null()]),
    percent: Type.Number(),
    /** The week under way (Monday, UTC) and when it ends: the job pays it after. */
    weekStart: Type.String(),
    weekEnd: Type.String({ format: 'date-time' }),
    thisWeek: Type.Array(
      Type.Object({
        currency: Type.String(),
        netLossMinor: Type.Integer(),
        dueMinor: Type.Integer(),
      }),
    ),
    paid: Type.Array(
      Type.Object({
        weekStart: Type.String(),
        programme: Programme,
        amountMinor: Type.Integer(),
        currency: Type.String(),
      }),
    ),
  }),
  bringFriend: Type.Object({
    /** The id the player's link carries (bringFriendPath of the domain makes the link). */
    bfId: Type.Integer(),
    rewardMinor: Type.Integer(),
    currency: Type.String(),
    friends: Type.Array(
      Type.Object({
        friendId: Type.Integer(),
        state: Type.Union([
          Type.Literal('due'),
          Type.Literal('paid'),
          Type.Literal('not-deposited'),
          Type.Literal('not-wagered'),
          Type.Literal('same-device'),
          Type.Literal('same-address'),
        ]),
      }),
    ),
  }),
});

/** The overview, or nothing at all for a self-excluded or timed-out player. */
export const LoyaltyAnswerSchema = Type.Object({
  excluded: Type.Boolean(),
  loyalty: Type.Union([LoyaltyOverviewSchema, Type.Null()]),
});

/** POST /web-api/office/bringfriend/claim. */
export const FriendClaimAnswerSchema = Type.Object({
  paid: Type.Integer(),
  amountMinor: Type.Integer(),
});

/** POST /web-api/office/loyalty/exchange: one press of the button, the same key when retried. */
export const PointsExchangeBodySchema = Type.Object(
  {
    idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
  },
  { additionalProperties: false },
);

/** The exchange made (or found made with the same key: `replayed`), and the points left. */
export const PointsExchangeAnswerSchema = Type.Object({
  exchangeId: Type.Integer(),
  points: Type.Integer(),
  bonusId: Type.Integer(),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  availablePoints: Type.Integer(),
  replayed: Type.Boolean(),
});
