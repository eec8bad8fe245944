import { LOGIN_FORMS, REGISTRATION_TYPES, SMS_PURPOSES } from '@betshell/domain/auth';
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

/** decisions.md's register body, with `saveOption` for one_click and `network`/`credential` for soc_reg. */
export const RegistrationBodySchema = Type.Object(
  {
    type: Type.Enum([...REGISTRATION_TYPES]),
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
