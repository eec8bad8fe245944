import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PasswordResetStore,
  type RecoveryChannel,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';
import {
  Button,
  Dialog,
  Field,
  Form,
  FormError,
  NewPasswordFields,
  SubmitButton,
  Tabs,
  formText,
} from '@betshell/ui';

export interface ForgotPasswordModalProps {
  readonly recovery: PasswordResetStore;
  readonly close: () => void;
  /** After a reset: the login modal, to sign in with the new password. */
  readonly signIn: () => void;
}

const CHANNELS: readonly RecoveryChannel[] = ['email', 'phone'];

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
  const { request, reset } = recovery;
  const codeStep = recovery.channel === 'phone' && recovery.sentTo !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeStep) {
      void recovery.resetByCode(
        formText(event, 'code'),
        formText(event, 'password'),
        formText(event, 'repeat'),
      );
    } else {
      void recovery.requestReset(formText(event, 'contact'));
    }
  };

  let body;
  if (reset.done) {
    body = (
      <>
        <p className="bs-auth__hint" role="status">
          {t('forgot_password_changed')}
        </p>
        <Button tone="primary" onClick={signIn}>
          {t('auth_submit')}
        </Button>
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
      <Form onSubmit={submit} key={`${recovery.channel}-${codeStep}`}>
        {codeStep ? (
          <>
            <p className="bs-auth__hint" role="status">
              {t('forgot_password_code_sent', { phone: recovery.sentTo })}
            </p>
            <Field
              label={t('auth_field_sms_code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <NewPasswordFields
              passwordLabel={t('forgot_password_new')}
              repeatLabel={t('forgot_password_repeat')}
            />
          </>
        ) : (
          <Field
            label={t(recovery.channel === 'email' ? 'forgot_password_email' : 'auth_field_phone')}
            name="contact"
            type={recovery.channel === 'email' ? 'email' : 'tel'}
            autoComplete={recovery.channel === 'email' ? 'email' : 'tel'}
            placeholder={recovery.channel === 'phone' ? PHONE_EXAMPLE : undefined}
            required
          />
        )}
        <FormError>{step.errorKey !== null && t(step.errorKey)}</FormError>
        <SubmitButton pending={step.submitting}>
          {t(codeStep ? 'forgot_password_save' : 'forgot_password_send')}
        </SubmitButton>
      </Form>
    );
  }

  return (
    <Dialog
      title={t('forgot_password_title')}
      onClose={close}
      closeLabel={t('auth_close')}
      data-dialog="forgot-password"
    >
      {!reset.done && (
        <Tabs
          tabs={CHANNELS.map((channel) => ({
            id: channel,
            label: t(`forgot_password_by_${channel}`),
          }))}
          selected={recovery.channel}
          onSelect={(channel) => recovery.choose(channel)}
        />
      )}
      {body}
    </Dialog>
  );
});
