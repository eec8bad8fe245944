import {
  phoneCountryById,
  phoneCountryOf,
  protectionLevel,
  remainingDaysToActivate,
  type ProtectionMethods,
  type UserConfig,
} from '@betshell/domain/auth';
import type { Player } from '../players/player-repository';

const DAY_MS = 86_400_000;

/** spec/shell.md section 3 "protection_methods" from what the account has set. */
export function protectionMethodsOf(player: Player): ProtectionMethods {
  return {
    // Changed at least once since registration (a reset or the office's change password).
    is_changed_password: player.passwordChangedAt !== null,
    enable_two_factor_auth: player.twoFactorSecret !== null,
    enable_phone_binding: player.phone !== null && player.phoneConfirmed,
    enable_security_question: player.secureQuestion !== null,
    enable_email_auth: player.email !== null && player.emailConfirmed,
  };
}

/**
 * The user config of spec/shell.md section 3 for a player. Fields whose feature is not built yet
 * hold what is true of every player today: no sport is disallowed, no message waits, no deposit
 * exists and no identification is asked for.
 */
export function buildUserConfig(player: Player, now: Date, refId: number): UserConfig {
  const methods = protectionMethodsOf(player);
  const country =
    player.phone === null ? undefined : phoneCountryOf(player.phone, player.countryId ?? undefined);
  const chosenCountry = player.countryId === null ? undefined : phoneCountryById(player.countryId);
  const passwordSetAt = player.passwordChangedAt ?? player.createdAt;
  const name = [player.name, player.surname].filter(Boolean).join(' ');
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: player.phone,
    phone_code: country?.phoneCode ?? null,
    user_email: player.email,
    user_name: name === '' ? null : name,
    user_country_code: chosenCountry?.code ?? null,
    user_country_id: player.countryId,
    activation_type: player.activationType,
    user_ref_id: refId,
    user_msg_count: 0,
    isRequiredTransfer: player.transferRequired,
    is_active_secure_question: player.secureQuestion !== null,
    user_hide_balance: player.hideBalance,
    changed_pass_day_count: Math.floor((now.getTime() - passwordSetAt.getTime()) / DAY_MS),
    user_data: {
      date_birthday: player.birthday,
      document_type_id: null,
      inn: null,
      name: player.name,
      surname: player.surname,
      passport: null,
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
    },
    protection_level: protectionLevel(methods),
    protection_methods: methods,
    // The server computes the methods from the account each time: nothing to sync.
    should_sync_protection_methods: false,
    is_need_identification: false,
    ban_level: player.banLevel,
    ban_version: player.banVersion,
    user_status_id: player.userStatusId,
    verification_status: player.verificationStatus,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: remainingDaysToActivate(
      player.activationType,
      { email: player.emailConfirmed, phone: player.phoneConfirmed },
      player.createdAt.getTime(),
      now.getTime(),
    ),
    requireIdentification: false,
    user_mailing: player.mailing,
  };
}
