import { Type } from 'typebox';

// Toto and lotto under /web-api (docs/lottery-games.md); the rules are @betshell/domain/lottery.

const Outcome = Type.Union([
  Type.Literal('1'),
  Type.Literal('X'),
  Type.Literal('2'),
  Type.Literal('cancelled'),
]);

export const TotoMatchSchema = Type.Object({
  position: Type.Integer(),
  home: Type.String(),
  away: Type.String(),
  result: Type.Union([Outcome, Type.Null()]),
});

export const TotoCategorySchema = Type.Object({
  correct: Type.Integer(),
  winners: Type.Integer(),
  fundMinor: Type.Integer(),
  perCombinationMinor: Type.Integer(),
});

export const TotoPoolSchema = Type.Object({
  currency: Type.String(),
  stakesMinor: Type.Integer(),
  poolMinor: Type.Integer(),
  carriedMinor: Type.Integer(),
  combinations: Type.Integer(),
  losingCombinations: Type.Integer(),
  categories: Type.Array(TotoCategorySchema),
});

export const TotoDrawSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled')]),
  salesCloseAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  jackpot: Type.Record(Type.String(), Type.Integer()),
  matches: Type.Array(TotoMatchSchema),
  pools: Type.Array(TotoPoolSchema),
});

/** GET /web-api/toto/draws: the draw on sale first, then the settled ones, newest first. */
export const TotoDrawsSchema = Type.Object({
  draws: Type.Array(TotoDrawSchema),
  /** One combination's price in each currency (minor units). */
  baseStakes: Type.Record(Type.String(), Type.Integer()),
});

export const TotoCouponSchema = Type.Object({
  id: Type.Integer(),
  drawId: Type.Integer(),
  currency: Type.String(),
  picks: Type.Array(Type.String()),
  combinations: Type.Integer(),
  stakeMinor: Type.Integer(),
  state: Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost')]),
  bestCorrect: Type.Union([Type.Integer(), Type.Null()]),
  payoutMinor: Type.Integer(),
  createdAt: Type.String(),
});

export const TotoCouponsSchema = Type.Object({ coupons: Type.Array(TotoCouponSchema) });

/** POST /web-api/toto/coupons. The picks are judged by totoPicksProblem of the domain. */
export const TotoCouponBodySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    drawId: Type.Integer({ minimum: 1 }),
    picks: Type.Array(Type.String({ maxLength: 3 }), { maxItems: 15 }),
  },
  { additionalProperties: false },
);

export const LottoDrawSchema = Type.Object({
  id: Type.Integer(),
  lotteryId: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('drawn')]),
  seedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  salesCloseAt: Type.String(),
  numbers: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  drawnAt: Type.Union([Type.String(), Type.Null()]),
});

export const LotterySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  pickCount: Type.Integer(),
  maxNumber: Type.Integer(),
  priceUnits: Type.Integer(),
  prizeMultipliers: Type.Record(Type.String(), Type.Number()),
  openDraw: Type.Union([LottoDrawSchema, Type.Null()]),
});

/** GET /web-api/lotto/lotteries: the catalogue, with the base stake of each currency. */
export const LotteriesSchema = Type.Object({
  lotteries: Type.Array(LotterySchema),
  baseStakes: Type.Record(Type.String(), Type.Integer()),
});

/** GET /web-api/lotto/lotteries/:id/results. */
export const LottoResultsSchema = Type.Object({ draws: Type.Array(LottoDrawSchema) });

export const LottoTicketSchema = Type.Object({
  id: Type.Integer(),
  drawId: Type.Integer(),
  lotteryId: Type.Integer(),
  currency: Type.String(),
  numbers: Type.Array(Type.Integer()),
  priceMinor: Type.Integer(),
  state: Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost')]),
  matches: Type.Union([Type.Integer(), Type.Null()]),
  payoutMinor: Type.Integer(),
  createdAt: Type.String(),
});

export const LottoTicketsSchema = Type.Object({ tickets: Type.Array(LottoTicketSchema) });

/** POST /web-api/lotto/tickets: the numbers chosen, or none for a random ticket. */
export const LottoTicketBodySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    drawId: Type.Integer({ minimum: 1 }),
    numbers: Type.Optional(Type.Array(Type.Integer(), { maxItems: 20 })),
  },
  { additionalProperties: false },
);

export const LotteryIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
