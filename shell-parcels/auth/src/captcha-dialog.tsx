import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaDialogStore, CaptchaStore } from '@betshell/domain/sign-in';

/** The image the server drew, a button for another one, and the answer field (`captcha`). */
export const CaptchaField = observer(function CaptchaField({
  captcha,
}: {
  readonly captcha: CaptchaStore;
}) {
  const { t } = useTranslation();
  return (
    <div className="bs-auth__captcha">
      {captcha.image !== null ? (
        <img src={captcha.image.image} alt={t('captcha_image_alt')} width={160} height={60} />
      ) : (
        <span className="bs-auth__hint">
          {t(captcha.loading ? 'captcha_loading' : 'captcha_none')}
        </span>
      )}
      <button type="button" className="bs-auth__link" onClick={() => void captcha.refresh()}>
        {t('captcha_refresh')}
      </button>
      <label>
        {t('captcha_field')}
        <input name="captcha" autoComplete="off" autoCapitalize="off" spellCheck={false} required />
      </label>
    </div>
  );
});

/**
 * The captcha the platform's HTTP client asks for (registered with `platform.captcha`): over
 * whatever is open, since the call it answers may come from any form.
 */
export const CaptchaDialog = observer(function CaptchaDialog({
  dialog,
}: {
  readonly dialog: CaptchaDialogStore;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!dialog.isOpen) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = new FormData(event.currentTarget).get('captcha');
    void dialog.answer(typeof answer === 'string' ? answer : '');
    event.currentTarget.reset();
  };
  return (
    <div className="bs-auth__backdrop bs-auth__backdrop--top">
      <div className="bs-auth__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button
          type="button"
          className="bs-auth__close"
          aria-label={t('auth_close')}
          onClick={() => dialog.decline()}
        >
          ×
        </button>
        <h2 id={titleId}>{t('captcha_title')}</h2>
        <form className="bs-auth__form" onSubmit={submit}>
          <p className="bs-auth__hint">{t('captcha_hint')}</p>
          <CaptchaField captcha={dialog.captcha} />
          {dialog.captcha.errorKey !== null && (
            <p className="bs-auth__error" role="alert">
              {t(dialog.captcha.errorKey)}
            </p>
          )}
          <button type="submit" className="bs-auth__submit" disabled={dialog.captcha.checking}>
            {t('captcha_submit')}
          </button>
        </form>
      </div>
    </div>
  );
});
