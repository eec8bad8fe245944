import {
  canChangeVerification,
  canDecideVerification,
  checkPersonalData,
  missingDocumentKinds,
  type DocumentKind,
  type PersonalData,
  type RejectionReason,
} from '@betshell/domain/verification';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { createSiteConfigRepository } from '../site-config/site-config-repository';
import type { IncomingFile, UploadStore } from '../uploads/upload-store';
import { verificationDocumentRepository } from './verification-document-repository';
import { verificationRepository, type VerificationRecord } from './verification-repository';

export interface VerificationContext {
  readonly database: Database;
  readonly clock: Clock;
}

/** The age registration refuses under (site config `ageLimit`); 18 while it cannot be read. */
async function ageLimitOf(db: Queryable): Promise<number> {
  return (await createSiteConfigRepository(db).currentValue('ageLimit')) ?? 18;
}

/** 400 naming every field that breaks a rule, the first in `details.field`, or the cleaned data. */
async function checked(context: VerificationContext, data: PersonalData): Promise<PersonalData> {
  const check = checkPersonalData(data, {
    today: context.clock().toISOString().slice(0, 10),
    ageLimit: await ageLimitOf(context.database),
  });
  if (check.ok) return check.data;
  const described = check.problems.map((problem) => `${problem.field} ${problem.reason}`);
  throw new ApiError(
    400,
    'INVALID_PERSONAL_DATA',
    `The personal data is not acceptable: ${described.join(', ')}`,
    { field: check.problems[0]!.field, problems: check.problems },
  );
}

function assertChangeable(verification: VerificationRecord) {
  if (!canChangeVerification(verification.state)) {
    throw new ApiError(
      409,
      'VERIFICATION_LOCKED',
      verification.state === 'approved'
        ? 'The verification is approved; its data can no longer change'
        : 'The verification waits for an operator; it cannot change until decided',
      { state: verification.state },
    );
  }
}

/** The player enters or corrects personal data: before sending it, or after a rejection. */
export async function savePersonalData(
  context: VerificationContext,
  playerId: number,
  input: PersonalData,
): Promise<VerificationRecord> {
  const data = await checked(context, input);
  return context.database.transaction(async (tx) => {
    assertChangeable(await verificationRepository.byPlayer(tx, playerId, { lock: true }));
    return verificationRepository.savePersonalData(tx, playerId, data, context.clock());
  });
}

/**
 * The player sends the verification to an operator: the first time, or again after a rejection.
 * The kept data is judged again by today's rules (the age limit may have changed since).
 */
export async function submitVerification(
  context: VerificationContext,
  playerId: number,
): Promise<VerificationRecord> {
  const current = await verificationRepository.byPlayer(context.database, playerId);
  if (current.personalData === null) {
    throw new ApiError(400, 'PERSONAL_DATA_MISSING', 'Enter the personal data before sending it', {
      field: 'personalData',
    });
  }
  await checked(context, current.personalData);
  const missing = missingDocumentKinds(current.documents.map((document) => document.kind));
  if (missing.length > 0) {
    throw new ApiError(
      400,
      'DOCUMENTS_MISSING',
      `Send the identity documents before sending the verification; missing: ${missing.join(', ')}`,
      { missing },
    );
  }
  return context.database.transaction(async (tx) => {
    const locked = await verificationRepository.byPlayer(tx, playerId, { lock: true });
    assertChangeable(locked);
    const now = context.clock();
    return (await verificationRepository.setState(tx, playerId, {
      state: 'submitted',
      reason: null,
      now,
    }))!;
  });
}

/** The upload store's purpose of identity documents (uploads.purpose). */
export const VERIFICATION_UPLOAD_PURPOSE = 'verification';

/**
 * The player sends one identity document (front, back or selfie) while the verification may
 * change. The file goes through the upload store, which refuses a name with a path, a file over
 * its limit or of another type (400, nothing kept); a file kept while the verification was sent
 * meanwhile is removed again, so a refusal never leaves a file behind.
 */
export async function uploadVerificationDocument(
  context: VerificationContext,
  uploads: UploadStore,
  playerId: number,
  kind: DocumentKind,
  file: IncomingFile,
): Promise<VerificationRecord> {
  const before = await verificationRepository.byPlayer(context.database, playerId);
  if (!canChangeVerification(before.state)) {
    file.stream.resume();
    assertChangeable(before);
  }
  const upload = await uploads.save(file, { playerId, purpose: VERIFICATION_UPLOAD_PURPOSE });
  try {
    return await context.database.transaction(async (tx) => {
      assertChangeable(await verificationRepository.byPlayer(tx, playerId, { lock: true }));
      await verificationDocumentRepository.add(tx, playerId, kind, upload.id, context.clock());
      return verificationRepository.byPlayer(tx, playerId);
    });
  } catch (error) {
    await uploads.remove(upload);
    throw error;
  }
}

export type VerificationDecision =
  | { readonly decision: 'approve' }
  | { readonly decision: 'reject'; readonly reason: RejectionReason };

/** An operator approves or rejects (with one of the fixed reasons) a verification that waits. */
export async function decideVerification(
  context: VerificationContext,
  playerId: number,
  decision: VerificationDecision,
): Promise<VerificationRecord> {
  return context.database.transaction(async (tx) => {
    const current = await verificationRepository.byPlayer(tx, playerId, { lock: true });
    if (!canDecideVerification(current.state)) {
      throw new ApiError(
        409,
        'VERIFICATION_NOT_SUBMITTED',
        `Player ${playerId}'s verification is ${current.state}; only a submitted one is decided`,
        { state: current.state },
      );
    }
    return (await verificationRepository.setState(tx, playerId, {
      state: decision.decision === 'approve' ? 'approved' : 'rejected',
      reason: decision.decision === 'reject' ? decision.reason : null,
      now: context.clock(),
    }))!;
  });
}
