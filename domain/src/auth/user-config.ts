import type { ReadonlyStatic, TermsStatusSchema } from '@betshell/api-contract';
import type { ActivationType } from './activation-type';
import type { ProtectionMethods } from './protection-status';
import type { MailingFlags } from '../office-security/mailing-flags';

/** spec/shell.md section 3, user config `user_data`. */
export interface UserData {
  readonly date_birthday: string | null;
  readonly document_type_id: number | null;
  readonly inn: string | null;
  readonly name: string | null;
  readonly surname: string | null;
  readonly passport: string | null;
  readonly passport_date: string | null;
  readonly passport_end_date: string | null;
  readonly registration_address: string | null;
}

/**
 * spec/shell.md section 3, "User config", every field with the spec's name. GET /web-api/user/config
 * answers `{ result: UserConfig }`.
 */
export interface UserConfig {
  readonly disallow_line_sport: readonly number[];
  readonly disallow_live_sport: readonly number[];
  readonly phone_number: string | null;
  /** The dialling code of the phone's country (`7`), when there is a phone. */
  readonly phone_code: string | null;
  readonly user_email: string | null;
  readonly user_name: string | null;
  /** ISO 3166 alpha-2 of the country chosen at registration. */
  readonly user_country_code: string | null;
  readonly user_country_id: number | null;
  readonly activation_type: ActivationType;
  readonly user_ref_id: number;
  readonly user_msg_count: number;
  readonly isRequiredTransfer: boolean;
  readonly is_active_secure_question: boolean;
  readonly user_hide_balance: boolean;
  /** Whole days since the password was last set. */
  readonly changed_pass_day_count: number;
  readonly user_data: UserData;
  readonly protection_level: number | null;
  readonly protection_methods: ProtectionMethods;
  readonly should_sync_protection_methods: boolean;
  readonly is_need_identification: boolean;
  readonly ban_level: number;
  readonly ban_version: number;
  /** spec/shell.md section 6: 1 pending verification. */
  readonly user_status_id: number;
  /** spec/shell.md section 6: 1 not verified. */
  readonly verification_status: number;
  readonly verification_types: readonly number[];
  readonly verification_status_group_code: string | null;
  readonly requested_additional_document: boolean;
  readonly has_deposit: boolean;
  readonly is_identification_bonus: boolean;
  readonly show_verification_modal_on_deposit_page: boolean;
  readonly remaining_days_to_activate: number | null;
  readonly requireIdentification: boolean;
  /**
   * The mailing flags (spec/limits-coupon-signin.md section 3); the spec does not place them in the
   * user config, so the name is ours, with the `user_` of the player's other choices.
   */
  readonly user_mailing: MailingFlags;
}

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
