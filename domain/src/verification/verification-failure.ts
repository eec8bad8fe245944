import { isHttpFailure } from '../http/http-failure';
import type { PersonalDataField, PersonalDataProblem } from './personal-data';
import { PERSONAL_DATA_FIELDS } from './personal-data';

/** The server's codes of the verification calls that deserve their own sentence. */
export const VERIFICATION_ERROR_KEYS: Readonly<Record<string, string>> = {
  INVALID_PERSONAL_DATA: 'verification_error_invalid_personal_data',
  VERIFICATION_LOCKED: 'verification_error_locked',
  PERSONAL_DATA_MISSING: 'verification_error_personal_data_missing',
  DOCUMENTS_MISSING: 'verification_error_documents_missing',
  // The upload store's refusals (server/src/uploads/upload-store.ts) and an empty request.
  FILE_TOO_LARGE: 'verification_error_file_too_large',
  FILE_TYPE_NOT_ALLOWED: 'verification_error_file_type',
  FILE_NAME_INVALID: 'verification_error_file_name',
  FILE_MISSING: 'verification_error_file_missing',
};

export const VERIFICATION_UNKNOWN_ERROR_KEY = 'verification_error_unknown';

/** The dictionary key of a sentence the player understands for a failed verification call. */
export function verificationFailureKey(error: unknown): string {
  if (!isHttpFailure(error)) return VERIFICATION_UNKNOWN_ERROR_KEY;
  const own =
    typeof error.errorCode === 'string' ? VERIFICATION_ERROR_KEYS[error.errorCode] : undefined;
  return own ?? error.messageKey;
}

/** The fields a 400 INVALID_PERSONAL_DATA names (`details.problems`), for the form to mark. */
export function personalDataProblemsOf(error: unknown): PersonalDataProblem[] {
  if (!isHttpFailure(error) || error.errorCode !== 'INVALID_PERSONAL_DATA') return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (problem): problem is PersonalDataProblem =>
      typeof problem === 'object' &&
      problem !== null &&
      PERSONAL_DATA_FIELDS.includes((problem as { field: PersonalDataField }).field) &&
      typeof (problem as { reason: unknown }).reason === 'string',
  );
}
