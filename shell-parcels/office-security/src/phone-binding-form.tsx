import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcome } from './action-outcome';
import { fieldOf } from './field-of';
import { Field, Form, SubmitButton } from '@betshell/ui';

/**
 * Binding a phone: a code goes by SMS to the phone typed (the outbox in development), and the code
 * binds it (spec/shell.md section 4: the activation type moves 0 to 3 and 1 to 2).
 */
export const PhoneBindingForm = observer(function PhoneBindingForm({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const config = security.config;
  const bound = config?.protection_methods.enable_phone_binding === true;
  const sentTo = security.phoneCodeSentTo;
  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void security.sendPhoneCode(fieldOf(event.currentTarget, 'phone'));
  };
  const bind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void security.bindPhone(fieldOf(event.currentTarget, 'code'));
  };
  return (
    <section className="bs-office-security__form" aria-labelledby="bs-phone-title">
      <h2 id="bs-phone-title">{t('office_settings_phone_title')}</h2>
      <p data-testid="bound-phone">
        {bound && config?.phone_number
          ? t('office_settings_phone_bound', { phone: `+${config.phone_number}` })
          : t('office_settings_phone_not_bound')}
      </p>
      <ActionOutcome security={security} action="phone" doneKey="office_settings_phone_done" />
      {sentTo === null ? (
        <Form aria-label={t('office_settings_phone_send_title')} onSubmit={sendCode}>
          <Field
            required
            label={t('office_settings_phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={32}
          />
          <ActionOutcome security={security} action="phone-code" />
          <SubmitButton pending={security.pending !== null}>
            {t('office_settings_phone_send_code')}
          </SubmitButton>
        </Form>
      ) : (
        <Form aria-label={t('office_settings_phone_code_title')} onSubmit={bind}>
          <p role="status">{t('office_settings_phone_code_sent', { phone: sentTo })}</p>
          <Field
            required
            label={t('office_settings_phone_code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <ActionOutcome security={security} action="phone" />
          <SubmitButton pending={security.pending !== null}>
            {t('office_settings_phone_bind')}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
});
