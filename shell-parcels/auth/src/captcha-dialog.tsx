import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaDialogStore, CaptchaStore } from '@betshell/domain/sign-in';
import { Button, Dialog, Field, Form, FormError, SubmitButton } from '@betshell/ui';

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
      <Button tone="link" onClick={() => void captcha.refresh()}>
        {t('captcha_refresh')}
      </Button>
      <Field
        label={t('captcha_field')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
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
  if (!dialog.isOpen) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = new FormData(event.currentTarget).get('captcha');
    void dialog.answer(typeof answer === 'string' ? answer : '');
    event.currentTarget.reset();
  };
  return (
    <Dialog
      title={t('captcha_title')}
      onClose={() => dialog.decline()}
      closeLabel={t('auth_close')}
      onTop
    >
      <Form onSubmit={submit}>
        <p className="bs-auth__hint">{t('captcha_hint')}</p>
        <CaptchaField captcha={dialog.captcha} />
        <FormError>{dialog.captcha.errorKey !== null && t(dialog.captcha.errorKey)}</FormError>
        <SubmitButton pending={dialog.captcha.checking}>{t('captcha_submit')}</SubmitButton>
      </Form>
    </Dialog>
  );
});
