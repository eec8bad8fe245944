import { Type } from 'typebox';

export const UserTransferIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const SendTransferCodeBodySchema = Type.Object(
  {
    country_code: Type.String({ pattern: '^\\+?\\d{1,4}$' }),
    phone: Type.String({ maxLength: 32 }),
    captcha: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

export const TransferSuccessSchema = Type.Object({ success: Type.Literal(true) });

export const CheckTransferCodeBodySchema = Type.Object(
  { code: Type.String({ maxLength: 16 }) },
  { additionalProperties: false },
);

export const TransferRedirectTokenSchema = Type.Object({
  success: Type.Literal(true),
  redirectToken: Type.String(),
});

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
