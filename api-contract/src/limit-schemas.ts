import { Type } from 'typebox';
import { ErrorBodySchema } from './error-body-schema';

const Seconds = Type.Union([Type.Integer(), Type.Null()]);

/** Section 3's limit, as GET /limits and every save answer it. */
export const LimitSchema = Type.Object({
  limitType: Type.Integer(),
  limitValue: Type.Integer(),
  limitState: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('PENDING'),
    Type.Literal('INACTIVE'),
  ]),
  startedAt: Seconds,
  endsAt: Seconds,
  measure: Type.String(),
  availableValues: Type.Array(Type.Integer()),
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
  questions: Type.Array(QuestionSchema),
  tokenGuid: Type.Union([Type.String(), Type.Null()]),
  limitsData: Type.Array(LimitSchema),
});

export const TestAnswerResultSchema = Type.Object({
  questionsResult: Type.Array(Type.Object({ questionId: Type.Integer(), passed: Type.Boolean() })),
  success: Type.Boolean(),
  limitsData: Type.Array(LimitSchema),
});

export const LimitErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};
