import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpFailure } from '@betshell/domain';
import { Button, FormError } from '@betshell/ui';

export interface ConfirmTermsPageProps {
  /** POST /web-api/api-v3/v2/user/agreement-rules/confirm. */
  readonly confirm: () => Promise<void>;
  /** The terms are confirmed: the guards let the player go on. */
  readonly confirmed: () => void;
}

/** `/{lng}/confirm-terms`: the guards send a player here while the terms wait for confirmation. */
export function ConfirmTermsPage({ confirm, confirmed }: ConfirmTermsPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; errorKey: string | null }>({
    busy: false,
    errorKey: null,
  });
  return (
    <section className="bs-account" data-page="confirm-terms" aria-labelledby="bs-terms-title">
      <h1 id="bs-terms-title">{t('confirm_terms_title')}</h1>
      <p>{t('confirm_terms_text')}</p>
      <FormError>{state.errorKey !== null && t(state.errorKey)}</FormError>
      <Button
        tone="primary"
        disabled={state.busy}
        onClick={() => {
          setState({ busy: true, errorKey: null });
          confirm().then(confirmed, (error: unknown) =>
            setState({
              busy: false,
              errorKey: (error as Partial<HttpFailure>).messageKey ?? 'http_error_request',
            }),
          );
        }}
      >
        {t('confirm_terms_accept')}
      </Button>
    </section>
  );
}
