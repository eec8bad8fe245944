import { Type } from 'typebox';

// The user transfer (limits-coupon-signin.md section 7) under
// /web-api/api/internal/v1/account/user-transfer: send-code/{id}, check-code/{id}, user-data.

export const UserTransferIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** POST .../send-code/{id}: the captcha as `<captchaId>:<answer>`. */
export const SendTransferCodeBodySchema = Type.Object(
  {
    country_code: Type.String({ pattern: '^\\+?\\d{1,4}$' }),
    phone: Type.String({ maxLength: 32 }),
    captcha: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

export const TransferSuccessSchema = Type.Object({ success: Type.Literal(true) });

/** POST .../check-code/{id}: the SMS code; answers the one-time redirect token. */
export const CheckTransferCodeBodySchema = Type.Object(
  { code: Type.String({ maxLength: 16 }) },
  { additionalProperties: false },
);

export const TransferRedirectTokenSchema = Type.Object({
  success: Type.Literal(true),
  redirectToken: Type.String(),
});

/** POST .../user-data: the redirect token; answers the transferred account. */
export const TransferUserDataBodySchema = Type.Object(
  { redirectToken: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);

export const TransferredUserSchema = Type.Object({
  status: Type.Literal('transferred'),
  user: Type.Object({
    id: Type.Integer(),
    login: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
});
