import {
  DOCUMENT_KINDS,
  REJECTION_REASONS,
  VERIFICATION_STATES,
} from '@betshell/domain/verification';
import { Type } from 'typebox';

// The office verification API under /web-api/office/verification (docs/verification.md). The
// schemas check the shape; the rules (names, adult birthday, document, address, country) are the
// domain's checkPersonalData, which names each field's problem in a 400.

const text = (maxLength: number) => Type.String({ maxLength });
/** A calendar date as the form sends it; whether it is a real one is the domain's rule. */
const calendarDate = () => Type.String({ maxLength: 10 });

/** PUT /web-api/office/verification/personal-data. */
export const PersonalDataBodySchema = Type.Object(
  {
    name: text(200),
    surname: text(200),
    birthday: calendarDate(),
    documentTypeId: Type.Integer({ minimum: 0, maximum: 1000 }),
    documentNumber: text(100),
    documentIssuedOn: calendarDate(),
    documentExpiresOn: Type.Union([calendarDate(), Type.Null()]),
    address: text(500),
    countryId: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);

export const VerificationStateSchema = Type.Enum([...VERIFICATION_STATES]);
export const RejectionReasonSchema = Type.Enum([...REJECTION_REASONS]);

export const DocumentKindSchema = Type.Enum([...DOCUMENT_KINDS]);

/** One identity document kept: the latest file of its kind. */
export const VerificationDocumentSchema = Type.Object({
  kind: DocumentKindSchema,
  /** The upload store's id of the file; the operator API serves the file by it. */
  uploadId: Type.String(),
  fileName: Type.String(),
  mediaType: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedAt: Type.String(),
});

/** What the office verification page shows: the state, its reason, the data and documents kept. */
export const VerificationSchema = Type.Object({
  state: VerificationStateSchema,
  /** Why an operator rejected it: one of the fixed reasons, which the page says in words. */
  rejectionReason: Type.Union([RejectionReasonSchema, Type.Null()]),
  personalData: Type.Union([
    Type.Object({
      name: Type.String(),
      surname: Type.String(),
      birthday: Type.String(),
      documentTypeId: Type.Integer(),
      documentNumber: Type.String(),
      documentIssuedOn: Type.String(),
      documentExpiresOn: Type.Union([Type.String(), Type.Null()]),
      address: Type.String(),
      countryId: Type.Integer(),
    }),
    Type.Null(),
  ]),
  /** When the player last sent it, and when an operator last decided; ISO instants. */
  submittedAt: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  /** The latest document of each kind sent, in the order front, back, selfie. */
  documents: Type.Array(VerificationDocumentSchema),
});
