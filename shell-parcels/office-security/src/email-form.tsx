import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcome } from './action-outcome';
import { fieldOf } from './field-of';
import { Field, Form, SubmitButton } from '@betshell/ui';

/** The e-mail, set or changed with the password; it counts once its confirmation link is opened. */
export const EmailForm = observer(function EmailForm({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const config = security.config;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await security.setEmail(fieldOf(form, 'email'), fieldOf(form, 'password'))) form.reset();
  };
  let state: string;
  if (!config?.user_email) state = t('office_settings_email_none');
  else if (config.protection_methods.enable_email_auth)
    state = t('office_settings_email_confirmed', { email: config.user_email });
  else state = t('office_settings_email_unconfirmed', { email: config.user_email });
  return (
    <Form
      className="bs-office-security__form"
      aria-label={t('office_settings_email_title')}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('office_settings_email_title')}</h2>
      <p data-testid="email-state">{state}</p>
      <Field
        required
        label={t('office_settings_email')}
        name="email"
        type="email"
        autoComplete="email"
      />
      <Field
        required
        label={t('office_security_password')}
        name="password"
        type="password"
        autoComplete="current-password"
      />
      {security.done === 'email' && security.emailSentTo !== null && (
        <p role="status" className="bs-office-security__done">
          {t('office_settings_email_sent', { email: security.emailSentTo })}
        </p>
      )}
      <ActionOutcome security={security} action="email" />
      <SubmitButton pending={security.pending !== null}>
        {t('office_settings_email_submit')}
      </SubmitButton>
    </Form>
  );
});
