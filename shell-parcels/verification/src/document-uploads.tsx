import {
  DOCUMENT_ACCEPT,
  DOCUMENT_KINDS,
  documentKindKey,
  type DocumentKind,
  type VerificationStore,
} from '@betshell/domain/verification';
import { Field } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentUploadsProps {
  readonly store: VerificationStore;
}

/** The upload store's limit (server/src/uploads/upload-store.ts), said in the hint. */
const MAX_MEGABYTES = 5;

/**
 * The identity documents: the document's front, its back and a selfie, each a file input of the
 * kit that sends its file as soon as it is picked. The hint says which files are accepted; a
 * refusal is said in words under its input; the name of the file kept shows beside it.
 */
export const DocumentUploads = observer(function DocumentUploads({ store }: DocumentUploadsProps) {
  const { t } = useTranslation();
  const documents = store.verification?.documents ?? [];
  const send = (kind: DocumentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    void store.uploadDocument(kind, file).then(() => {
      // Picking the same file again after a refusal must fire change again.
      input.value = '';
    });
  };
  return (
    <section className="bs-verification__form bs-verification__documents">
      <h2>{t('verification_documents_title')}</h2>
      <p>{t('verification_documents_rules', { megabytes: MAX_MEGABYTES })}</p>
      {DOCUMENT_KINDS.map((kind) => {
        const kept = documents.find((document) => document.kind === kind);
        const failure = store.failure?.action === `upload-${kind}` ? store.failure : null;
        return (
          <div key={kind} className="bs-verification__document" data-kind={kind}>
            <Field
              type="file"
              name={kind}
              accept={DOCUMENT_ACCEPT}
              label={t(documentKindKey(kind))}
              disabled={store.pending !== null}
              aria-busy={store.pending === `upload-${kind}` || undefined}
              error={failure === null ? null : t(failure.messageKey)}
              hint={
                kept === undefined
                  ? t('verification_document_none')
                  : t('verification_document_kept', { fileName: kept.fileName })
              }
              onChange={send(kind)}
            />
          </div>
        );
      })}
    </section>
  );
});
