import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PasswordResetStore,
  type RecoveryChannel,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';

export interface ForgotPasswordModalProps {
  readonly recovery: PasswordResetStore;
  readonly close: () => void;
  /** After a reset: the login modal, to sign in with the new password. */
  readonly signIn: () => void;
}

const CHANNELS: readonly RecoveryChannel[] = ['email', 'phone'];

const field = (event: FormEvent<HTMLFormElement>, name: string) => {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The forgot-password modal (spec/shell.md 2.8 and 6: visitors only). By e-mail the player gets a
 * link to the password reset page; by phone, an SMS code typed here with the new password.
 */
export const ForgotPasswordModal = observer(function ForgotPasswordModal({
  recovery,
  close,
  signIn,
}: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { request, reset } = recovery;
  const codeStep = recovery.channel === 'phone' && recovery.sentTo !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeStep) {
      void recovery.resetByCode(
        field(event, 'code'),
        field(event, 'password'),
        field(event, 'repeat'),
      );
    } else {
      void recovery.requestReset(field(event, 'contact'));
    }
  };

  let body;
  if (reset.done) {
    body = (
      <>
        <p className="bs-auth__hint" role="status">
          {t('forgot_password_changed')}
        </p>
        <button type="button" className="bs-auth__submit" onClick={signIn}>
          {t('auth_submit')}
        </button>
      </>
    );
  } else if (recovery.channel === 'email' && recovery.sentTo !== null) {
    body = (
      <p className="bs-auth__hint" role="status">
        {t('forgot_password_link_sent', { email: recovery.sentTo })}
      </p>
    );
  } else {
    const step = codeStep ? reset : request;
    body = (
      <form className="bs-auth__form" onSubmit={submit} key={`${recovery.channel}-${codeStep}`}>
        {codeStep ? (
          <>
            <p className="bs-auth__hint" role="status">
              {t('forgot_password_code_sent', { phone: recovery.sentTo })}
            </p>
            <label>
              {t('auth_field_sms_code')}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
            </label>
            <label>
              {t('forgot_password_new')}
              <input name="password" type="password" autoComplete="new-password" required />
            </label>
            <label>
              {t('forgot_password_repeat')}
              <input name="repeat" type="password" autoComplete="new-password" required />
            </label>
          </>
        ) : (
          <label>
            {t(recovery.channel === 'email' ? 'forgot_password_email' : 'auth_field_phone')}
            <input
              name="contact"
              type={recovery.channel === 'email' ? 'email' : 'tel'}
              autoComplete={recovery.channel === 'email' ? 'email' : 'tel'}
              placeholder={recovery.channel === 'phone' ? PHONE_EXAMPLE : undefined}
              required
            />
          </label>
        )}
        {step.errorKey !== null && (
          <p className="bs-auth__error" role="alert">
            {t(step.errorKey)}
          </p>
        )}
        <button type="submit" className="bs-auth__submit" disabled={step.submitting}>
          {t(codeStep ? 'forgot_password_save' : 'forgot_password_send')}
        </button>
      </form>
    );
  }

  return (
    <div className="bs-auth__backdrop">
      <div
        className="bs-auth__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-dialog="forgot-password"
      >
        <button
          type="button"
          className="bs-auth__close"
          aria-label={t('auth_close')}
          onClick={close}
        >
          ×
        </button>
        <h2 id={titleId}>{t('forgot_password_title')}</h2>
        {!reset.done && (
          <div className="bs-auth__tabs" role="tablist">
            {CHANNELS.map((channel) => (
              <button
                key={channel}
                type="button"
                role="tab"
                aria-selected={recovery.channel === channel}
                onClick={() => recovery.choose(channel)}
              >
                {t(`forgot_password_by_${channel}`)}
              </button>
            ))}
          </div>
        )}
        {body}
      </div>
    </div>
  );
});
