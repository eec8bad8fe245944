import { Type } from 'typebox';

/** GET /auth-api/v1/check: whose session the cookie is; 401 when there is none. */
export const SessionCheckAnswerSchema = Type.Object({ user_id: Type.Integer() });

/** POST /auth-api/v1/disconnect: a logout, with or without a session. */
export const DisconnectAnswerSchema = Type.Object({ success: Type.Literal(true) });

/** GET /web-api/user/gettoken (spec/shell.md section 7): the access token. */
export const TokenQuerySchema = Type.Object({ force_refresh: Type.Optional(Type.Boolean()) });
export const TokenAnswerSchema = Type.Object({ data: Type.Object({ token: Type.String() }) });

/** GET /web-api/session: the session the cookie names, or why there is none any more. */
export const SessionAnswerSchema = Type.Object({
  session: Type.Union([
    Type.Null(),
    Type.Object({
      userId: Type.Integer(),
      createdAt: Type.String(),
      lastActiveAt: Type.String(),
      expiresAt: Type.String(),
      inactivityLogoffMinutes: Type.Number(),
      persistent: Type.Boolean(),
    }),
  ]),
  endReason: Type.Union([Type.Null(), Type.String()]),
});

/**
 * GET /web-api/api-v3/v2/user/agreement-rules/status and POST .../confirm: `result` is whether the
 * player has terms to confirm, `updatedAt` when those were published (ISO instant), or null.
 */
export const TermsStatusSchema = Type.Object({
  result: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
