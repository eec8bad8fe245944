import { Type } from 'typebox';

export const CaptchaImageSchema = Type.Object({
  captchaId: Type.String(),
  image: Type.String(),
  type: Type.Literal('image'),
  time: Type.Integer(),
});

export const CaptchaTimeQuerySchema = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const CaptchaTimeSchema = Type.Object({ time: Type.Integer() });

export const CaptchaAnswerBodySchema = Type.Object(
  {
    captchaId: Type.String({ minLength: 1, maxLength: 64 }),
    captcha: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);

export const CaptchaVerdictSchema = Type.Object({
  success: Type.Boolean(),
  type: Type.Literal('image'),
  time: Type.Integer(),
  error_message: Type.Union([Type.String(), Type.Null()]),
});
