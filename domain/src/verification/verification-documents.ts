/**
 * The identity documents a verification needs (ours; spec/shell.md section 2.5 names only
 * verification): the document's front, its back, and a selfie holding it. The latest file of each
 * kind counts; a verification is sent only with all three.
 */
export const DOCUMENT_KINDS = ['front', 'back', 'selfie'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(value: unknown): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly unknown[]).includes(value);
}

/** The kinds not among `present`, in the order of DOCUMENT_KINDS. */
export function missingDocumentKinds(present: readonly string[]): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => !present.includes(kind));
}

/** The dictionary key of a kind's name, e.g. `verification_document_selfie`. */
export function documentKindKey(kind: DocumentKind): string {
  return `verification_document_${kind}`;
}

/** The types the upload store keeps (server/src/uploads/file-type-by-content.ts), for a file input. */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/**
 * A file the player picked (the browser's File): the domain only hands it to the transport, so it
 * names no more of it than the page shows.
 */
export interface DocumentFile {
  readonly name: string;
  readonly size: number;
}
