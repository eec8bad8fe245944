import { Type } from 'typebox';

const Programme = Type.Union([Type.Literal('vipcashback'), Type.Literal('premiumcashback')]);

/** GET /web-api/office/loyalty: the player's points, level, cashback and friends, in one answer. */
export const LoyaltyOverviewSchema = Type.Object({
  points: Type.Integer(),
  stakesMinor: Type.Object({ sports: Type.Integer(), casino: Type.Integer() }),
  levelId: Type.Integer(),
  pointsToNext: Type.Integer(),
  levels: Type.Array(
    Type.Object({
      id: Type.Integer(),
      fromPoints: Type.Integer(),
      cashback: Type.Union([Programme, Type.Null()]),
      cashbackPercent: Type.Number(),
    }),
  ),
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
