import type { ReadonlyStatic, VerificationSchema } from '@betshell/api-contract';
import type { PersonalData } from './personal-data';
import type { DocumentFile, DocumentKind } from './verification-documents';

/** GET /web-api/office/verification: the state, the rejection reason, the data kept. */
export type Verification = ReadonlyStatic<typeof VerificationSchema>;

/** The transport of the office verification page (the parcel's, over platform.http). */
export interface VerificationApi {
  load(): Promise<Verification>;
  savePersonalData(data: PersonalData): Promise<Verification>;
  submit(): Promise<Verification>;
  /** Sends one identity document (multipart, one file). */
  uploadDocument(kind: DocumentKind, file: DocumentFile): Promise<Verification>;
}
