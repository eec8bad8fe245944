import type {
  ReadonlyStatic,
  TermsStatusSchema,
  UserConfigSchema,
  UserDataSchema,
} from '@betshell/api-contract';

/** spec/shell.md section 3, user config `user_data`. */
export type UserData = ReadonlyStatic<typeof UserDataSchema>;

/**
 * spec/shell.md section 3, "User config", every field with the spec's name (the API contract's
 * UserConfigSchema). GET /web-api/user/config answers `{ result: UserConfig }`.
 */
export type UserConfig = ReadonlyStatic<typeof UserConfigSchema>;

/** spec/shell.md section 5: required profile fields filled. */
export function requiredProfileFieldsFilled(data: UserData): boolean {
  return [
    data.date_birthday,
    data.name,
    data.surname,
    data.passport,
    data.passport_date,
    data.registration_address,
  ].every((value) => value !== null && value !== '');
}

/** spec/shell.md section 5: contact fields filled means phone and e-mail both present. */
export function contactFieldsFilled(
  config: Pick<UserConfig, 'phone_number' | 'user_email'>,
): boolean {
  return Boolean(config.phone_number) && Boolean(config.user_email);
}

/** The terms status call (spec/shell.md section 7): `result` is isUserTermsChanged. */
export type TermsStatus = ReadonlyStatic<typeof TermsStatusSchema>;

/**
 * The terms changed for a player when they were published after the player last confirmed, or
 * when the player never confirmed any (registering confirms the terms in force; an operator can
 * ask one player to confirm again by clearing it).
 */
export function termsChangedFor(
  termsPublishedAtMs: number | null,
  confirmedAtMs: number | null,
): boolean {
  if (confirmedAtMs === null) return true;
  return termsPublishedAtMs !== null && confirmedAtMs < termsPublishedAtMs;
}
