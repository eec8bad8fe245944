import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** An idea the player shared (office share-idea), with the operator's answer once there is one. */
export const IdeaSchema = Type.Object({
  id: Type.Integer(),
  topic: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
  answer: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
});

/** POST /web-api/office/ideas. Lengths are checked by the domain rule (ideaRefusal), in words. */
export const IdeaBodySchema = Type.Object(
  { topic: Type.String({ maxLength: 10_000 }), text: Type.String({ maxLength: 100_000 }) },
  { additionalProperties: false },
);

/** GET /web-api/office/ideas: the player's ideas, newest first. */
export const IdeasAnswerSchema = Type.Object({ ideas: Type.Array(IdeaSchema) });

const day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** GET /web-api/office/paycheck: the period as whole UTC days, both included. */
export const StatementQuerySchema = Type.Object(
  { from: day(), to: day() },
  { additionalProperties: false },
);

/** GET /web-api/office/paycheck/file: the same period, the file's format and its language. */
export const StatementFileQuerySchema = Type.Object(
  {
    from: day(),
    to: day(),
    format: Type.Union([Type.Literal('csv'), Type.Literal('pdf')]),
    lng: Type.Optional(Type.String({ maxLength: 2 })),
  },
  { additionalProperties: false },
);

export const StatementEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  accountId: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  amountMinor: Type.Integer(),
  balanceAfterMinor: Type.Integer(),
});

export const StatementTotalsSchema = Type.Object({
  currency: Type.String(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  stakes: Type.Integer(),
  wins: Type.Integer(),
  other: Type.Integer(),
  net: Type.Integer(),
});

export const StatementAnswerSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  entries: Type.Array(StatementEntrySchema),
  totals: Type.Array(StatementTotalsSchema),
});

/** POST /web-api/mailing/stop: the signed token of a letter's stop-newsletter link. */
export const StopNewsletterBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export const StopNewsletterAnswerSchema = Type.Object({ success: Type.Literal(true) });

/** GET /web-api/user/secure-data (limits-coupon-signin.md section 7, "Secure data"). */
export const SecureDataAnswerSchema = Type.Object({
  ggru: Type.String(),
  grant: Type.String(),
  /** Seconds the grant lives; its cookie expires with it. */
  expiresIn: Type.Integer(),
});
