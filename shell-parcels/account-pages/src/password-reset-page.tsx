import type { AnalyticsEventSink } from '@betshell/domain/analytics';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PasswordResetStore,
  type AccountRecoveryApi,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';
import {
  Button,
  Field,
  Form,
  FormError,
  NewPasswordFields,
  SubmitButton,
  formText,
} from '@betshell/ui';

export interface PasswordResetPageProps {
  readonly api: Pick<AccountRecoveryApi, 'forgotPassword' | 'resetPassword'>;
  /** The link's token (`?token=`), or null: then the player resets by an SMS code. */
  readonly token: string | null;
  /** Opens the login modal, to sign in with the new password. */
  readonly signIn: () => void;
  /** The bus: a request sent and a reset done are analytics events. */
  readonly bus: AnalyticsEventSink;
}

/**
 * `/{lng}/user/passwordreset` (spec/shell.md 2.8, visitors only): the e-mailed link lands here with
 * its token; without one, the player asks for an SMS code and types it with the new password.
 */
export const PasswordResetPage = observer(function PasswordResetPage({
  api,
  token,
  signIn,
  bus,
}: PasswordResetPageProps) {
  const { t } = useTranslation();
  const [recovery] = useState(() => {
    const store = new PasswordResetStore(api, bus);
    store.choose('phone');
    return store;
  });
  const { request, reset } = recovery;
  const codeStep = token === null && recovery.sentTo !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = formText(event, 'password');
    const repeat = formText(event, 'repeat');
    if (token !== null) void recovery.resetByLink(token, password, repeat);
    else if (codeStep) void recovery.resetByCode(formText(event, 'code'), password, repeat);
    else void recovery.requestReset(formText(event, 'phone'));
  };

  if (reset.done) {
    return (
      <section className="bs-account" data-page="password-reset" aria-labelledby="bs-reset-title">
        <h1 id="bs-reset-title">{t('forgot_password_title')}</h1>
        <p role="status">{t('forgot_password_changed')}</p>
        <Button tone="primary" onClick={signIn}>
          {t('auth_submit')}
        </Button>
      </section>
    );
  }

  const step = token !== null || codeStep ? reset : request;
  return (
    <section className="bs-account" data-page="password-reset" aria-labelledby="bs-reset-title">
      <h1 id="bs-reset-title">{t('forgot_password_title')}</h1>
      <Form onSubmit={submit} key={String(codeStep)}>
        {token === null && !codeStep && (
          <>
            <p>{t('password_reset_by_phone_hint')}</p>
            <Field
              label={t('auth_field_phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_EXAMPLE}
              required
            />
          </>
        )}
        {codeStep && (
          <>
            <p role="status">{t('forgot_password_code_sent', { phone: recovery.sentTo })}</p>
            <Field
              label={t('auth_field_sms_code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        )}
        {(token !== null || codeStep) && (
          <NewPasswordFields
            passwordLabel={t('forgot_password_new')}
            repeatLabel={t('forgot_password_repeat')}
          />
        )}
        <FormError>{step.errorKey !== null && t(step.errorKey)}</FormError>
        <SubmitButton pending={step.submitting}>
          {t(token === null && !codeStep ? 'forgot_password_send' : 'forgot_password_save')}
        </SubmitButton>
      </Form>
    </section>
  );
});
