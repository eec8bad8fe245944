import { LIMIT_STATES, LIMIT_TYPE, SELF_EXCLUSION_DAYS } from '@betshell/domain/limits';
import { Type } from 'typebox';
import { ReadonlyArray } from './readonly-array';
import { ErrorBodySchema } from './error-body-schema';

const Seconds = Type.Union([Type.Integer(), Type.Null()]);
const LimitTypeSchema = Type.Enum(Object.values(LIMIT_TYPE));
const MeasureSchema = Type.Union([
  Type.Literal('currency'),
  Type.Literal('days'),
  Type.Literal('hours'),
  Type.Literal('minutes'),
]);

/** Section 3's limit, as GET /limits and every save answer it. */
export const LimitSchema = Type.Object({
  limitType: LimitTypeSchema,
  limitValue: Type.Integer(),
  limitState: Type.Enum([...LIMIT_STATES]),
  startedAt: Seconds,
  endsAt: Seconds,
  measure: MeasureSchema,
  availableValues: ReadonlyArray(Type.Integer()),
  currency: Type.Union([Type.String(), Type.Null()]),
  selfExcludeReason: Type.Union([Type.String(), Type.Null()]),
  limitBalance: Type.Union([Type.Integer(), Type.Null()]),
  needApprove: Type.Boolean(),
  direction: Type.Union([Type.Literal('lower'), Type.Literal('raise'), Type.Null()]),
});

export const LimitToSaveSchema = Type.Object(
  {
    limitType: Type.Integer(),
    limitValue: Type.Integer(),
    selfExcludeReasonId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

export const QuestionSchema = Type.Object({ id: Type.Integer(), key: Type.String() });

export const LimitSaveResultSchema = Type.Object({
  status: Type.Union([Type.Literal('saved'), Type.Literal('questions')]),
  questions: ReadonlyArray(QuestionSchema),
  tokenGuid: Type.Union([Type.String(), Type.Null()]),
  limitsData: ReadonlyArray(LimitSchema),
});

export const TestAnswerResultSchema = Type.Object({
  questionsResult: ReadonlyArray(
    Type.Object({ questionId: Type.Integer(), passed: Type.Boolean() }),
  ),
  success: Type.Boolean(),
  limitsData: ReadonlyArray(LimitSchema),
});

export const LimitErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};

/** GET /availablelimits: each limit type, its measure and the values it may take. */
export const AvailableLimitSchema = Type.Object({
  type: LimitTypeSchema,
  measure: MeasureSchema,
  availableValues: ReadonlyArray(Type.Integer()),
});

const body = <T extends Parameters<typeof Type.Object>[0]>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });

/** POST /limits */
export const SaveLimitsBodySchema = body({
  limits: Type.Array(LimitToSaveSchema, { maxItems: 20 }),
});

/** POST /testanswers: the self-assessment's answers under the token the save answered. */
export const TestAnswersBodySchema = body({
  tokenGuid: Type.String({ maxLength: 64 }),
  answers: Type.Array(
    Type.Object(
      { questionId: Type.Integer(), answer: Type.Boolean() },
      { additionalProperties: false },
    ),
    { maxItems: 20 },
  ),
});

/** POST /limitaction: 1 approves a pending change, 0 declines it. */
export const LimitActionBodySchema = body({
  limitType: Type.Integer(),
  action: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

/** DELETE /limit?limitType= */
export const CancelLimitQuerySchema = Type.Object({ limitType: Type.Integer() });

/** GET /reasons/selfexclude, in the language of the `language` header. */
export const SelfExcludeReasonSchema = Type.Object({
  id: Type.Integer(),
  selfExcludeReason: Type.String(),
});

/** POST /ping: the session limit's balance, and whether it ran out. */
export const PingResultSchema = Type.Object({
  limitBalance: Type.Integer(),
  sessionLimitEnded: Type.Boolean(),
});

/** POST /limit/BlockUser: self-exclusion for a number of days the spec lists. */
export const BlockUserBodySchema = body({
  days: Type.Union(SELF_EXCLUSION_DAYS.map((days) => Type.Literal(days))),
  selfExcludeReasonId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const BlockUserAnswerSchema = Type.Object({ success: Type.Boolean() });

/** GET /web-api/limits/reality-check (ours): what the reality-check popup shows, and its times. */
export const RealityCheckSchema = Type.Object({
  intervalMinutes: Type.Union([Type.Integer(), Type.Null()]),
  sessionStartedAt: Type.Integer(),
  serverTime: Type.Integer(),
  playedSeconds: Type.Integer(),
  netResult: ReadonlyArray(Type.Object({ currency: Type.String(), amountMinor: Type.Integer() })),
});
