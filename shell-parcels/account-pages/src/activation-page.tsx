import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { activationChannels } from '@betshell/domain/auth';
import { ActivationStore, type AccountRecoveryApi, PHONE_EXAMPLE } from '@betshell/domain/sign-in';
import { Button, Field, Form, FormError, SubmitButton, formText } from '@betshell/ui';

export interface ActivationPageProps {
  readonly api: Pick<AccountRecoveryApi, 'activate' | 'sendSms'>;
  /** The e-mailed link's token (`?token=`), or null: then a phone is confirmed by SMS. */
  readonly token: string | null;
  readonly authorised: boolean;
  /** Opens the login modal (a phone is confirmed signed in). */
  readonly signIn: () => void;
}

/**
 * `/{lng}/user/activate`, `/user/activatefast` and `/user/accountverify` (spec/shell.md 2.8 and 4,
 * activation types 0 none, 1 e-mail, 2 phone and e-mail, 3 phone): the e-mail link confirms itself
 * on arrival; a signed-in player confirms a phone with an SMS code.
 */
export const ActivationPage = observer(function ActivationPage({
  api,
  token,
  authorised,
  signIn,
}: ActivationPageProps) {
  const { t } = useTranslation();
  const [activation] = useState(() => new ActivationStore(api));
  useEffect(() => {
    if (token !== null) {
      void activation.activateByLink(token);
    }
  }, [activation, token]);

  let body;
  if (activation.activationType !== null) {
    const channels = activationChannels(activation.activationType);
    body = (
      <p role="status">
        {t(token !== null ? 'activation_email_done' : 'activation_phone_done')}{' '}
        {channels.email && channels.phone ? t('activation_all_done') : null}
      </p>
    );
  } else if (token !== null) {
    body =
      activation.confirm.errorKey !== null ? (
        <FormError>{t(activation.confirm.errorKey)}</FormError>
      ) : (
        <p role="status">{t('activation_checking')}</p>
      );
  } else if (!authorised) {
    body = (
      <>
        <p>{t('activation_sign_in_first')}</p>
        <Button tone="primary" onClick={signIn}>
          {t('auth_submit')}
        </Button>
      </>
    );
  } else {
    const codeStep = activation.smsSentTo !== null;
    const step = codeStep ? activation.confirm : activation.sms;
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (codeStep) {
        void activation.activateByCode(formText(event, 'code'));
      } else {
        void activation.sendCode(formText(event, 'phone'));
      }
    };
    body = (
      <Form onSubmit={submit} key={String(codeStep)}>
        {codeStep ? (
          <>
            <p role="status">{t('auth_sms_sent', { phone: activation.smsSentTo })}</p>
            <Field
              label={t('auth_field_sms_code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        ) : (
          <>
            <p>{t('activation_phone_hint')}</p>
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
        <FormError>{step.errorKey !== null && t(step.errorKey)}</FormError>
        <SubmitButton pending={step.submitting}>
          {t(codeStep ? 'activation_confirm' : 'auth_send_sms')}
        </SubmitButton>
      </Form>
    );
  }

  return (
    <section className="bs-account" data-page="activation" aria-labelledby="bs-activation-title">
      <h1 id="bs-activation-title">{t('activation_title')}</h1>
      {body}
    </section>
  );
});
