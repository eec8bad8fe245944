import type { AnalyticsEventSink } from '@betshell/domain/analytics';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PasswordResetStore,
  type AccountRecoveryApi,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';

export interface PasswordResetPageProps {
  readonly api: Pick<AccountRecoveryApi, 'forgotPassword' | 'resetPassword'>;
  /** The link's token (`?token=`), or null: then the player resets by an SMS code. */
  readonly token: string | null;
  /** Opens the login modal, to sign in with the new password. */
  readonly signIn: () => void;
  /** The bus: a request sent and a reset done are analytics events. */
  readonly bus: AnalyticsEventSink;
}

const field = (event: FormEvent<HTMLFormElement>, name: string) => {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('forgot_password_new')}
        <input name="password" type="password" autoComplete="new-password" required />
      </label>
      <label>
        {t('forgot_password_repeat')}
        <input name="repeat" type="password" autoComplete="new-password" required />
      </label>
    </>
  );
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
    const password = field(event, 'password');
    const repeat = field(event, 'repeat');
    if (token !== null) void recovery.resetByLink(token, password, repeat);
    else if (codeStep) void recovery.resetByCode(field(event, 'code'), password, repeat);
    else void recovery.requestReset(field(event, 'phone'));
  };

  if (reset.done) {
    return (
      <section className="bs-account" data-page="password-reset" aria-labelledby="bs-reset-title">
        <h1 id="bs-reset-title">{t('forgot_password_title')}</h1>
        <p role="status">{t('forgot_password_changed')}</p>
        <button type="button" className="bs-account__submit" onClick={signIn}>
          {t('auth_submit')}
        </button>
      </section>
    );
  }

  const step = token !== null || codeStep ? reset : request;
  return (
    <section className="bs-account" data-page="password-reset" aria-labelledby="bs-reset-title">
      <h1 id="bs-reset-title">{t('forgot_password_title')}</h1>
      <form className="bs-account__form" onSubmit={submit} key={String(codeStep)}>
        {token === null && !codeStep && (
          <>
            <p>{t('password_reset_by_phone_hint')}</p>
            <label>
              {t('auth_field_phone')}
              <input
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder={PHONE_EXAMPLE}
                required
              />
            </label>
          </>
        )}
        {codeStep && (
          <>
            <p role="status">{t('forgot_password_code_sent', { phone: recovery.sentTo })}</p>
            <label>
              {t('auth_field_sms_code')}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
            </label>
          </>
        )}
        {(token !== null || codeStep) && <NewPasswordFields />}
        {step.errorKey !== null && (
          <p className="bs-account__error" role="alert">
            {t(step.errorKey)}
          </p>
        )}
        <button type="submit" className="bs-account__submit" disabled={step.submitting}>
          {t(token === null && !codeStep ? 'forgot_password_send' : 'forgot_password_save')}
        </button>
      </form>
    </section>
  );
});
