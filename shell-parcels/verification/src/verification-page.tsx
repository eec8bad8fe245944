import {
  missingDocumentKinds,
  rejectionReasonKey,
  verificationStateKey,
  type VerificationStore,
} from '@betshell/domain/verification';
import { Button, FormError } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentUploads } from './document-uploads';
import { PersonalDataForm } from './personal-data-form';

export interface VerificationPageProps {
  readonly store: VerificationStore;
  readonly language: string;
  /** office-identification shows the same verification under the name identification. */
  readonly route: string | null;
}

/**
 * The office verification and identification pages: the state of the player's verification with
 * an operator's reason in words, the personal data to enter or correct, and sending it. The data
 * is asked for each time the parcel mounts (another player may have signed in since).
 */
export const VerificationPage = observer(function VerificationPage({
  store,
  language,
  route,
}: VerificationPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  const identification = route === 'office-identification';
  const verification = store.verification;

  let body;
  if (store.loadState === 'failed') {
    body = (
      <div role="alert" className="bs-verification__error">
        <p>{t(store.loadErrorKey ?? 'verification_error_unknown')}</p>
        <Button onClick={() => void store.load()}>{t('verification_retry')}</Button>
      </div>
    );
  } else if (verification === null) {
    body = (
      <p role="status" aria-busy="true">
        {t('verification_loading')}
      </p>
    );
  } else {
    const { state, rejectionReason } = verification;
    // An upload's refusal is said under its own input.
    const failure =
      store.failure === null || store.failure.action.startsWith('upload-')
        ? null
        : t(store.failure.messageKey);
    const documentsMissing =
      missingDocumentKinds(verification.documents.map((document) => document.kind)).length > 0;
    body = (
      <>
        <section className="bs-verification__state" data-state={state} aria-live="polite">
          <h2>
            {t('verification_state_label')} <strong>{t(verificationStateKey(state))}</strong>
          </h2>
          <p>{t(`${verificationStateKey(state)}_hint`)}</p>
          {state === 'rejected' && rejectionReason !== null && (
            <p className="bs-verification__reason">
              {t('verification_reason_label')} {t(rejectionReasonKey(rejectionReason))}
            </p>
          )}
        </section>
        {store.changeable && (
          <>
            <PersonalDataForm
              key={verification.personalData === null ? 'new' : 'kept'}
              store={store}
              language={language}
            />
            {store.done === 'save' && (
              <p role="status" className="bs-verification__done">
                {t('verification_saved')}
              </p>
            )}
            <DocumentUploads store={store} />
            <div className="bs-verification__send">
              <Button
                tone="primary"
                disabled={
                  verification.personalData === null || documentsMissing || store.pending !== null
                }
                aria-busy={store.pending === 'submit' || undefined}
                onClick={() => void store.submit()}
              >
                {t(state === 'rejected' ? 'verification_resubmit' : 'verification_submit')}
              </Button>
              {verification.personalData === null && <p>{t('verification_submit_needs_data')}</p>}
              {verification.personalData !== null && documentsMissing && (
                <p>{t('verification_submit_needs_documents')}</p>
              )}
            </div>
          </>
        )}
        <FormError>{failure}</FormError>
      </>
    );
  }
  return (
    <section className="bs-verification" data-page={route ?? 'office-verification'}>
      <h1>{t(identification ? 'verification_identification_title' : 'verification_title')}</h1>
      {identification && <p>{t('verification_identification_intro')}</p>}
      {body}
    </section>
  );
});
