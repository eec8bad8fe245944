/**
 * How long the one-time codes and links of sign-in live, and how often they may be asked for. The
 * spec gives none of these; ours follow common practice for a betting site.
 */
export const ONE_TIME_SECRET = {
  /** An SMS code (login, phone_reg, reset, phone binding, user transfer). */
  smsCodeLifetimeMs: 10 * 60_000,
  /** Another SMS to the same phone for the same purpose only after this. */
  smsResendAfterMs: 60_000,
  /** Wrong tries of one code before it is spent. */
  codeMaxAttempts: 5,
  /** The link that confirms an e-mail address. */
  emailActivationLifetimeMs: 24 * 60 * 60_000,
  /** The link of a forgotten password. */
  passwordResetLifetimeMs: 60 * 60_000,
  /** The user transfer's redirectToken, exchanged once for the player's session. */
  transferTokenLifetimeMs: 10 * 60_000,
} as const;

/** What a one-time code or link is for; a code for one purpose never serves another. */
export const ONE_TIME_PURPOSES = [
  'login',
  'register',
  'reset',
  'bind_phone',
  'activate_phone',
  'activate_email',
  'user_transfer',
  'transfer_token',
] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/** The purposes a player may ask an SMS code for through POST /auth-api/v1/sms. */
export const SMS_PURPOSES = ['login', 'register', 'reset', 'bind_phone', 'activate_phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
