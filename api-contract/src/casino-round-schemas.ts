import { Type } from 'typebox';

/**
 * A casino round in the player's history (GET /web-api/casino/rounds): the game, what was staked,
 * won and given back, in minor units of the currency, and when it began and last moved.
 */
export const CasinoRoundSchema = Type.Object({
  roundId: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  currency: Type.String(),
  stakeMinor: Type.Integer(),
  winMinor: Type.Integer(),
  refundedMinor: Type.Integer(),
  startedAt: Type.String(),
  lastAt: Type.String(),
});

/** GET /web-api/casino/rounds?page=N: a page of the player's rounds, newest first. */
export const CasinoRoundsQuerySchema = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) },
  { additionalProperties: false },
);

export const CasinoRoundsAnswerSchema = Type.Object({
  rounds: Type.Array(CasinoRoundSchema),
  /** Whether a next page has rounds. */
  more: Type.Boolean(),
});
