import { Type } from 'typebox';

/**
 * GET /web-api/captcha/update: a new captcha, its image an SVG data URL the browser shows as it is,
 * and the seconds it lives.
 */
export const CaptchaImageSchema = Type.Object({
  captchaId: Type.String(),
  image: Type.String(),
  type: Type.Literal('image'),
  time: Type.Integer(),
});

/** GET /web-api/captcha/gettime?captchaId=: the seconds a captcha has left. */
export const CaptchaTimeQuerySchema = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const CaptchaTimeSchema = Type.Object({ time: Type.Integer() });

/** POST /web-api/captcha/validate: whether the answer is right (then it stays usable once). */
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
