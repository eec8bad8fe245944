import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES } from '@betshell/domain/auth';
import type { CaptchaStore, UserTransferStore } from '@betshell/domain/sign-in';
import { Dialog, Field, FieldFrame, Form, FormError, SubmitButton, formText } from '@betshell/ui';
import { CaptchaField } from './captcha-dialog';

export interface UserTransferModalProps {
  readonly transfer: UserTransferStore;
  readonly captcha: CaptchaStore;
  readonly userId: number;
  /** Later: the modal closes for this page; it comes back at the next start while required. */
  readonly close: () => void;
  /** The code was right: the landing address with the one-time token (a full load). */
  readonly transferred: (redirectToken: string) => void;
}

/**
 * The user transfer (limits-coupon-signin.md sections 3 and 7) for a player whose account an
 * operator marked (`isRequiredTransfer`): a phone with a captcha, then the SMS code.
 */
export const UserTransferModal = observer(function UserTransferModal({
  transfer,
  captcha,
  userId,
  close,
  transferred,
}: UserTransferModalProps) {
  const { t } = useTranslation();
  const codeStep = transfer.codeSentTo !== null;
  useEffect(() => {
    if (!codeStep) void captcha.refresh();
  }, [captcha, codeStep]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeStep) {
      void transfer.checkCode(userId, formText(event, 'code')).then((token) => {
        if (token !== null) transferred(token);
      });
      return;
    }
    const countryCode = formText(event, 'countryCode');
    const phone = formText(event, 'phone');
    void captcha.check(formText(event, 'captcha')).then((solution) => {
      if (solution !== null) void transfer.sendCode(userId, countryCode, phone, solution);
    });
  };

  const step = codeStep ? transfer.check : transfer.send;
  return (
    <Dialog
      title={t('transfer_title')}
      onClose={close}
      closeLabel={t('auth_close')}
      data-dialog="user-transfer"
    >
      <Form onSubmit={submit} key={String(codeStep)}>
        {codeStep ? (
          <>
            <p className="bs-auth__hint" role="status">
              {t('auth_sms_sent', { phone: transfer.codeSentTo })}
            </p>
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
            <p className="bs-auth__hint">{t('transfer_hint')}</p>
            <FieldFrame label={t('transfer_country_code')}>
              <select name="countryCode" defaultValue="+7">
                {[...new Set(PHONE_COUNTRIES.map((country) => country.phoneCode))].map((code) => (
                  <option key={code} value={`+${code}`}>
                    +{code}
                  </option>
                ))}
              </select>
            </FieldFrame>
            <Field
              label={t('auth_field_phone')}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
            />
            <CaptchaField captcha={captcha} />
            <FormError>{captcha.errorKey !== null && t(captcha.errorKey)}</FormError>
          </>
        )}
        <FormError>{step.errorKey !== null && t(step.errorKey)}</FormError>
        <SubmitButton pending={step.submitting || captcha.checking}>
          {t(codeStep ? 'transfer_confirm' : 'auth_send_sms')}
        </SubmitButton>
      </Form>
    </Dialog>
  );
});
