import type {
  LoginAnswerSchema,
  LoginBodySchema,
  ReadonlyStatic,
  RegistrationAnswerSchema,
  RegistrationBodySchema,
} from '@betshell/api-contract';
/**
 * The names of sign-in and registration (limits-coupon-signin.md sections 2 and 3, decisions.md
 * "Sign-in"), shared by the browser's forms and the platform API.
 */

/** The four login forms of the auth form's `currentForm`. */
export const LOGIN_FORMS = [
  'login_password',
  'phone_password',
  'sms',
  'login_password_two_step_code',
] as const;
export type LoginForm = (typeof LOGIN_FORMS)[number];

/** The registration types (the spec's alternate set also lists fast_reg; it is not offered). */
export const REGISTRATION_TYPES = ['one_click', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** limits-coupon-signin.md section 3: the social networks of social sign-in. */
export const SOCIAL_NETWORKS = [
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
  'discord',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The networks this site can verify a sign-in with: Google one-tap (a key set of its own). */
export const AVAILABLE_SOCIAL_NETWORKS: readonly SocialNetwork[] = ['google'];

/** Bonus choices at registration: 0 refuse bonuses, 1 sport bonus, 2 casino bonus. */
export const BONUS_CHOICE = { none: 0, sport: 1, casino: 2 } as const;
export type BonusChoice = (typeof BONUS_CHOICE)[keyof typeof BONUS_CHOICE];

/** The name of a bonus choice (none, sport, casino), as analytics labels it. */
export function bonusChoiceName(choice: BonusChoice): keyof typeof BONUS_CHOICE {
  const names = Object.keys(BONUS_CHOICE) as (keyof typeof BONUS_CHOICE)[];
  return names.find((name) => BONUS_CHOICE[name] === choice) ?? 'none';
}

/**
 * How a one-click player keeps the generated login and password: 0 file, 1 image, 2 e-mail. The
 * browser makes the file and the image from the registration answer; e-mail goes through the
 * server's outbox.
 */
export const CREDENTIALS_SAVE_OPTION = { file: 0, image: 1, email: 2 } as const;
export type CredentialsSaveOption =
  (typeof CREDENTIALS_SAVE_OPTION)[keyof typeof CREDENTIALS_SAVE_OPTION];

/**
 * limits-coupon-signin.md section 3, "Login payload", plus decisions.md's `form`. `uLogin` is an
 * e-mail or a numeric account id; `phone_number` the phone in international form; `sms-code` the
 * six-digit code of the sms form; `code` the TOTP code of the two-step form; `save` keeps the
 * session cookie after the browser closes.
 */
export type LoginPayload = ReadonlyStatic<typeof LoginBodySchema>;

/** decisions.md: the login answer; a two-step player first gets the form to continue with. */
export type LoginAnswer = ReadonlyStatic<typeof LoginAnswerSchema>;

/** decisions.md: the registration answer; login and password only for one_click, only here. */
export type RegistrationAnswer = ReadonlyStatic<typeof RegistrationAnswerSchema>;

/**
 * decisions.md's register body, as the browser sends it and the server reads it; `saveOption`
 * (one_click) and `network`/`credential` (soc_reg) are ours.
 */
export type RegistrationBody = ReadonlyStatic<typeof RegistrationBodySchema>;
