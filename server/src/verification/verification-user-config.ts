import type { UserConfig } from '@betshell/domain/auth';
import {
  identificationNeeded,
  verificationUserConfigFields,
  type Verification,
} from '@betshell/domain/verification';

/**
 * The user config (spec/shell.md section 3) with what the verification knows: the state's
 * numbers and name, `user_data` from the personal data the player entered (the passport fields
 * hold whichever document the player chose, its type in `document_type_id`), and whether
 * identification is needed, which only a site that shows identification asks (section 5).
 */
export function withVerification(
  config: UserConfig,
  verification: Verification,
  identificationShown: boolean,
): UserConfig {
  const data = verification.personalData;
  const needed = identificationNeeded(identificationShown, verification.state);
  return {
    ...config,
    ...verificationUserConfigFields(verification.state),
    user_data:
      data === null
        ? config.user_data
        : {
            ...config.user_data,
            name: data.name,
            surname: data.surname,
            date_birthday: data.birthday,
            document_type_id: data.documentTypeId,
            passport: data.documentNumber,
            passport_date: data.documentIssuedOn,
            passport_end_date: data.documentExpiresOn,
            registration_address: data.address,
          },
    is_need_identification: needed,
    requireIdentification: needed,
  };
}
