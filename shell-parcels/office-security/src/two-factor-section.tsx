import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcome } from './action-outcome';
import { fieldOf } from './field-of';
import { Field, Form, SubmitButton } from '@betshell/ui';

const CODE_FIELD = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } as const;

/**
 * Two-factor authentication (RFC 6238): turned on with the password, then a code of the
 * authenticator app the secret was put in; turned off with the password and a code. The secret
 * shows as text and as the otpauth address, which authenticator apps accept typed or pasted.
 */
export const TwoFactorSection = observer(function TwoFactorSection({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const busy = security.pending !== null;
  const submit =
    (send: (form: HTMLFormElement) => Promise<boolean>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      void send(form).then((ok) => ok && form.reset());
    };

  let body;
  if (security.twoFactorOn) {
    body = (
      <Form
        aria-label={t('office_security_two_factor_off_title')}
        onSubmit={submit((form) =>
          security.turnOffTwoFactor(fieldOf(form, 'password'), fieldOf(form, 'code')),
        )}
      >
        <p>{t('office_security_two_factor_is_on')}</p>
        <Field
          required
          label={t('office_security_password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <Field required label={t('office_security_two_factor_code')} name="code" {...CODE_FIELD} />
        <ActionOutcome security={security} action="two-factor-off" />
        <SubmitButton pending={busy}>{t('office_security_two_factor_off_submit')}</SubmitButton>
      </Form>
    );
  } else if (security.enrolment !== null) {
    body = (
      <Form
        aria-label={t('office_security_two_factor_confirm_title')}
        onSubmit={submit((form) => security.confirmTwoFactor(fieldOf(form, 'code')))}
      >
        <p>{t('office_security_two_factor_add_secret')}</p>
        <dl className="bs-office-security__secret">
          <dt>{t('office_security_two_factor_secret')}</dt>
          <dd>
            <code data-testid="two-factor-secret">{security.enrolment.secret}</code>
          </dd>
          <dt>{t('office_security_two_factor_uri')}</dt>
          <dd>
            <code data-testid="two-factor-uri">{security.enrolment.otpauthUri}</code>
          </dd>
        </dl>
        <Field required label={t('office_security_two_factor_code')} name="code" {...CODE_FIELD} />
        <ActionOutcome security={security} action="two-factor-confirm" />
        <SubmitButton pending={busy}>{t('office_security_two_factor_confirm_submit')}</SubmitButton>
      </Form>
    );
  } else {
    body = (
      <Form
        aria-label={t('office_security_two_factor_on_title')}
        onSubmit={submit((form) => security.startTwoFactor(fieldOf(form, 'password')))}
      >
        <p>{t('office_security_two_factor_is_off')}</p>
        <Field
          required
          label={t('office_security_password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <ActionOutcome security={security} action="two-factor-start" />
        <ActionOutcome
          security={security}
          action="two-factor-off"
          doneKey="office_security_two_factor_off_done"
        />
        <SubmitButton pending={busy}>{t('office_security_two_factor_on_submit')}</SubmitButton>
      </Form>
    );
  }
  return (
    <section className="bs-office-security__form" aria-labelledby="bs-two-factor-title">
      <h2 id="bs-two-factor-title">{t('office_security_two_factor_title')}</h2>
      {body}
      {security.twoFactorOn && (
        <ActionOutcome
          security={security}
          action="two-factor-confirm"
          doneKey="office_security_two_factor_on_done"
        />
      )}
    </section>
  );
});
