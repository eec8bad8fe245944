import { ACTIVATION_TYPE } from '@betshell/domain/auth';
import { Type } from 'typebox';
import { MailingSchema } from './mailing-schemas';
import { ProtectionMethodsSchema } from './office-security-schemas';
import { ReadonlyArray } from './readonly-array';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** spec/shell.md section 3, user config `user_data`. */
export const UserDataSchema = Type.Object({
  date_birthday: NullableString,
  document_type_id: NullableInteger,
  inn: NullableString,
  name: NullableString,
  surname: NullableString,
  passport: NullableString,
  passport_date: NullableString,
  passport_end_date: NullableString,
  registration_address: NullableString,
});

/** spec/shell.md section 3, "User config", every field with the spec's name. */
export const UserConfigSchema = Type.Object({
  disallow_line_sport: ReadonlyArray(Type.Integer()),
  disallow_live_sport: ReadonlyArray(Type.Integer()),
  phone_number: NullableString,
  /** The dialling code of the phone's country (`7`), when there is a phone. */
  phone_code: NullableString,
  user_email: NullableString,
  user_name: NullableString,
  /** ISO 3166 alpha-2 of the country chosen at registration. */
  user_country_code: NullableString,
  user_country_id: NullableInteger,
  activation_type: Type.Enum(Object.values(ACTIVATION_TYPE)),
  user_ref_id: Type.Integer(),
  user_msg_count: Type.Integer(),
  isRequiredTransfer: Type.Boolean(),
  is_active_secure_question: Type.Boolean(),
  user_hide_balance: Type.Boolean(),
  /** Whole days since the password was last set. */
  changed_pass_day_count: Type.Integer(),
  user_data: UserDataSchema,
  protection_level: NullableInteger,
  protection_methods: ProtectionMethodsSchema,
  should_sync_protection_methods: Type.Boolean(),
  is_need_identification: Type.Boolean(),
  ban_level: Type.Integer(),
  ban_version: Type.Integer(),
  /** spec/shell.md section 6: 1 pending verification. */
  user_status_id: Type.Integer(),
  /** spec/shell.md section 6: 1 not verified. */
  verification_status: Type.Integer(),
  verification_types: ReadonlyArray(Type.Integer()),
  verification_status_group_code: NullableString,
  requested_additional_document: Type.Boolean(),
  has_deposit: Type.Boolean(),
  is_identification_bonus: Type.Boolean(),
  show_verification_modal_on_deposit_page: Type.Boolean(),
  remaining_days_to_activate: NullableInteger,
  requireIdentification: Type.Boolean(),
  /**
   * The mailing flags (spec/limits-coupon-signin.md section 3); the spec does not place them in the
   * user config, so the name is ours, with the `user_` of the player's other choices.
   */
  user_mailing: MailingSchema,
});

/** GET /web-api/user/config answers `{ result: UserConfig }`. */
export const UserConfigAnswerSchema = Type.Object({ result: UserConfigSchema });
