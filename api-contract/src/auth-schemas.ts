import {
  ACTIVATION_TYPE,
  LOGIN_FORMS,
  REGISTRATION_TYPES,
  SMS_PURPOSES,
} from '@betshell/domain/auth';
import { Type } from 'typebox';

const text = (maxLength = 256) => Type.String({ maxLength });

/** limits-coupon-signin.md section 3, "Login payload", and decisions.md's `form`. */
export const LoginBodySchema = Type.Object(
  {
    form: Type.Enum([...LOGIN_FORMS]),
    uLogin: Type.Optional(text()),
    uPassword: Type.Optional(text()),
    save: Type.Optional(Type.Boolean()),
    phone_number: Type.Optional(text(32)),
    country_code: Type.Optional(text(8)),
    method_id: Type.Optional(Type.Integer()),
    token: Type.Optional(text(2048)),
    sign: Type.Optional(text(2048)),
    lng: Type.Optional(text(8)),
    'sms-code': Type.Optional(text(16)),
    code: Type.Optional(text(16)),
    'phone-code': Type.Optional(text(8)),
  },
  { additionalProperties: false },
);

/**
 * decisions.md's register body, with `saveOption` for one_click and `network`/`credential` for
 * soc_reg. Ours: every type carries the two boxes of the form, the site's terms accepted and its
 * age limit confirmed, which the server records with the account (docs/sign-in.md); a body
 * without them is a 400.
 */
export const RegistrationBodySchema = Type.Object(
  {
    type: Type.Enum([...REGISTRATION_TYPES]),
    termsAccepted: Type.Literal(true, {
      description: 'The player accepted the terms in force; recorded with the account.',
    }),
    ageConfirmed: Type.Literal(true, {
      description: "The player confirmed being of the site config's ageLimit or older.",
    }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    countryId: Type.Integer({ minimum: 1 }),
    bonusChoice: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    promocode: Type.Optional(text(64)),
    email: Type.Optional(text()),
    password: Type.Optional(text()),
    phone: Type.Optional(text(32)),
    smsCode: Type.Optional(text(16)),
    name: Type.Optional(text(100)),
    surname: Type.Optional(text(100)),
    birthday: Type.Optional(text(10)),
    saveOption: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    network: Type.Optional(text(32)),
    credential: Type.Optional(text(8192)),
  },
  { additionalProperties: false },
);

export const SmsBodySchema = Type.Object(
  { phone: text(32), purpose: Type.Enum([...SMS_PURPOSES]) },
  { additionalProperties: false },
);

export const SuccessSchema = Type.Object({ success: Type.Literal(true) });

/** decisions.md: the login answer; a two-step player first gets the form to continue with. */
export const LoginAnswerSchema = Type.Union([
  Type.Object({ success: Type.Literal(true), userId: Type.Integer() }),
  Type.Object({
    success: Type.Literal(false),
    form: Type.Literal('login_password_two_step_code'),
  }),
]);

/** decisions.md: the registration answer; login and password only for one_click, only here. */
export const RegistrationAnswerSchema = Type.Object({
  success: Type.Literal(true),
  userId: Type.Integer(),
  login: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
});

/** POST /auth-api/v1/sms: how long the code sent lives. */
export const SmsAnswerSchema = Type.Object({
  success: Type.Literal(true),
  expiresInSeconds: Type.Integer(),
});

/** POST /auth-api/v1/password/forgot: a link to the e-mail or a code to the phone. */
export const ForgotPasswordBodySchema = Type.Union([
  Type.Object({ email: text() }, { additionalProperties: false }),
  Type.Object({ phone: text(32) }, { additionalProperties: false }),
]);

/** POST /auth-api/v1/password/reset: the e-mailed link's token, or the phone and its SMS code. */
export const ResetPasswordBodySchema = Type.Union([
  Type.Object({ token: text(), password: text() }, { additionalProperties: false }),
  Type.Object(
    { phone: text(32), code: text(16), password: text() },
    { additionalProperties: false },
  ),
]);

/** POST /auth-api/v1/activate: the e-mailed link's token, or (signed in) the phone and its code. */
export const ActivateBodySchema = Type.Union([
  Type.Object({ token: text() }, { additionalProperties: false }),
  Type.Object({ phone: text(32), code: text(16) }, { additionalProperties: false }),
]);

export const ActivateAnswerSchema = Type.Object({
  success: Type.Literal(true),
  userId: Type.Integer(),
  activation_type: Type.Enum(Object.values(ACTIVATION_TYPE)),
});
