import { Type } from 'typebox';

// The office security page's calls under /web-api/office/security (the paths are ours); each
// answers the player's new protection level and methods.

const text = (maxLength = 256) => Type.String({ maxLength });
const body = <T extends Parameters<typeof Type.Object>[0]>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });

/** spec/shell.md section 3, user config `protection_methods`. */
export const ProtectionMethodsSchema = Type.Object({
  is_changed_password: Type.Boolean(),
  enable_two_factor_auth: Type.Boolean(),
  enable_phone_binding: Type.Boolean(),
  enable_security_question: Type.Boolean(),
  enable_email_auth: Type.Boolean(),
});

/** spec/shell.md section 3, user config: protection_level and protection_methods. */
export const ProtectionSchema = Type.Object({
  protection_level: Type.Union([Type.Integer(), Type.Null()]),
  protection_methods: ProtectionMethodsSchema,
});

/** POST .../password */
export const ChangePasswordBodySchema = body({ oldPassword: text(), newPassword: text() });

/** POST .../two-factor/start: the player's password; answers the secret for an authenticator app. */
export const PasswordBodySchema = body({ password: text() });
export const TwoFactorEnrolmentSchema = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
});

/** POST .../two-factor/confirm */
export const TwoFactorCodeBodySchema = body({ code: text(16) });

/** POST .../two-factor/off */
export const TwoFactorOffBodySchema = body({ password: text(), code: text(16) });

/** POST .../phone: the phone and the code of the SMS with purpose bind_phone. */
export const BindPhoneBodySchema = body({ phone: text(32), code: text(16) });

/** POST .../email */
export const SetEmailBodySchema = body({ email: text(), password: text() });

/** POST .../secure-question */
export const SecureQuestionBodySchema = body({
  question: Type.String({ minLength: 3, maxLength: 200 }),
  answer: Type.String({ minLength: 1, maxLength: 200 }),
  password: text(),
});
