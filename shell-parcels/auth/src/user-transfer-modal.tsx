import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRIES } from '@betshell/domain/auth';
import type { CaptchaStore, UserTransferStore } from '@betshell/domain/sign-in';
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

const field = (event: FormEvent<HTMLFormElement>, name: string) => {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

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
  const titleId = useId();
  const codeStep = transfer.codeSentTo !== null;
  useEffect(() => {
    if (!codeStep) void captcha.refresh();
  }, [captcha, codeStep]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeStep) {
      void transfer.checkCode(userId, field(event, 'code')).then((token) => {
        if (token !== null) transferred(token);
      });
      return;
    }
    const countryCode = field(event, 'countryCode');
    const phone = field(event, 'phone');
    void captcha.check(field(event, 'captcha')).then((solution) => {
      if (solution !== null) void transfer.sendCode(userId, countryCode, phone, solution);
    });
  };

  const step = codeStep ? transfer.check : transfer.send;
  return (
    <div className="bs-auth__backdrop">
      <div
        className="bs-auth__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-dialog="user-transfer"
      >
        <button
          type="button"
          className="bs-auth__close"
          aria-label={t('auth_close')}
          onClick={close}
        >
          ×
        </button>
        <h2 id={titleId}>{t('transfer_title')}</h2>
        <form className="bs-auth__form" onSubmit={submit} key={String(codeStep)}>
          {codeStep ? (
            <>
              <p className="bs-auth__hint" role="status">
                {t('auth_sms_sent', { phone: transfer.codeSentTo })}
              </p>
              <label>
                {t('auth_field_sms_code')}
                <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
              </label>
            </>
          ) : (
            <>
              <p className="bs-auth__hint">{t('transfer_hint')}</p>
              <label>
                {t('transfer_country_code')}
                <select name="countryCode" defaultValue="+7">
                  {[...new Set(PHONE_COUNTRIES.map((country) => country.phoneCode))].map((code) => (
                    <option key={code} value={`+${code}`}>
                      +{code}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('auth_field_phone')}
                <input
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  required
                />
              </label>
              <CaptchaField captcha={captcha} />
              {captcha.errorKey !== null && (
                <p className="bs-auth__error" role="alert">
                  {t(captcha.errorKey)}
                </p>
              )}
            </>
          )}
          {step.errorKey !== null && (
            <p className="bs-auth__error" role="alert">
              {t(step.errorKey)}
            </p>
          )}
          <button
            type="submit"
            className="bs-auth__submit"
            disabled={step.submitting || captcha.checking}
          >
            {t(codeStep ? 'transfer_confirm' : 'auth_send_sms')}
          </button>
        </form>
      </div>
    </div>
  );
});
