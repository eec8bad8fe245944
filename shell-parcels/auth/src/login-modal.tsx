import { observer } from 'mobx-react-lite';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  LOGIN_FORM_CHOICES,
  LOGIN_PAGE_FORM_SLOT_ID,
  type LoginFormChoice,
  type LoginModalStore,
  PHONE_EXAMPLE,
} from '@betshell/domain/sign-in';
import { Button, Dialog, Field, Form, FormError, SubmitButton, Tabs } from '@betshell/ui';

export interface LoginModalProps {
  readonly modal: LoginModalStore;
  /** The registration page of the current language. */
  readonly registrationHref: string;
  /**
   * Google sign-in (registration/socialregistration, which also signs in a player Google already
   * knows), or null when the site offers none.
   */
  readonly socialHref: string | null;
  /** Closes the login modal for the forgot-password one. */
  readonly forgotPassword: () => void;
  readonly navigate: (url: string) => void;
  /**
   * Whether the page is the login page, whose place for the form (LOGIN_PAGE_FORM_SLOT_ID) takes
   * the form instead of a dialog, once the page has made it.
   */
  readonly onLoginPage?: () => boolean;
}

/** Hears every change of the page's elements (another parcel renders the one looked for). */
function watchThePage(changed: () => void): () => void {
  const watch = new MutationObserver(changed);
  watch.observe(document.body, { childList: true, subtree: true });
  return () => watch.disconnect();
}

const NO_WATCH = () => () => undefined;

/** The element of `id` while `active`, found when it appears. */
function useElementById(id: string, active: boolean): HTMLElement | null {
  return useSyncExternalStore(active ? watchThePage : NO_WATCH, () =>
    active ? document.getElementById(id) : null,
  );
}

const field = (form: FormEvent<HTMLFormElement>, name: string) => {
  const value = new FormData(form.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The login modal (limits-coupon-signin.md section 3): three forms and the two-step code step. */
export const LoginModal = observer(function LoginModal({
  modal,
  registrationHref,
  socialHref,
  forgotPassword,
  navigate,
  onLoginPage = () => false,
}: LoginModalProps) {
  const { t } = useTranslation();
  const [smsPhone, setSmsPhone] = useState('');
  const slot = useElementById(LOGIN_PAGE_FORM_SLOT_ID, modal.isOpen && onLoginPage());
  if (!modal.isOpen) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const save = new FormData(event.currentTarget).get('save') === 'on';
    switch (modal.form) {
      case 'login_password':
        void modal.submit({
          form: 'login_password',
          uLogin: field(event, 'login'),
          uPassword: field(event, 'password'),
          save,
        });
        break;
      case 'phone_password':
        void modal.submit({
          form: 'phone_password',
          phone_number: field(event, 'phone'),
          uPassword: field(event, 'password'),
          save,
        });
        break;
      case 'sms':
        if (modal.smsSentTo === null) void modal.sendSms(field(event, 'phone'));
        else
          void modal.submit({
            form: 'sms',
            phone_number: modal.smsSentTo,
            'sms-code': field(event, 'smsCode'),
            save,
          });
        break;
      case 'login_password_two_step_code':
        void modal.submitCode(field(event, 'code'));
        break;
    }
  };

  const twoStep = modal.form === 'login_password_two_step_code';
  const content = (
    <>
      {!twoStep && (
        <Tabs
          tabs={LOGIN_FORM_CHOICES.map((form) => ({ id: form, label: t(`auth_form_${form}`) }))}
          selected={modal.form as LoginFormChoice}
          onSelect={(form) => modal.choose(form)}
        />
      )}
      <Form onSubmit={submit} key={modal.form}>
        {modal.form === 'login_password' && (
          <Field label={t('auth_field_login')} name="login" autoComplete="username" required />
        )}
        {(modal.form === 'phone_password' || modal.form === 'sms') && (
          <Field
            label={t('auth_field_phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE}
            required
            readOnly={modal.smsSentTo !== null}
            value={modal.form === 'sms' ? smsPhone : undefined}
            onChange={modal.form === 'sms' ? (e) => setSmsPhone(e.target.value) : undefined}
          />
        )}
        {(modal.form === 'login_password' || modal.form === 'phone_password') && (
          <Field
            label={t('auth_field_password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        {modal.form === 'sms' && modal.smsSentTo !== null && (
          <>
            <p className="bs-auth__hint">{t('auth_sms_sent', { phone: modal.smsSentTo })}</p>
            <Field
              label={t('auth_field_sms_code')}
              name="smsCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        )}
        {twoStep && (
          <>
            <p className="bs-auth__hint">{t('auth_two_step_hint')}</p>
            <Field
              label={t('auth_field_two_step_code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </>
        )}
        {!twoStep && (
          <Field label={t('auth_field_remember')} name="save" type="checkbox" defaultChecked />
        )}
        <FormError>{modal.errorKey !== null && t(modal.errorKey)}</FormError>
        <SubmitButton pending={modal.submitting}>
          {t(modal.form === 'sms' && modal.smsSentTo === null ? 'auth_send_sms' : 'auth_submit')}
        </SubmitButton>
      </Form>
      {!twoStep && modal.form !== 'sms' && (
        <p className="bs-auth__register">
          <Button tone="link" onClick={forgotPassword}>
            {t('forgot_password_link')}
          </Button>
        </p>
      )}
      {!twoStep && socialHref !== null && (
        <p className="bs-auth__register">
          <a
            href={socialHref}
            data-social="google"
            onClick={(event) => {
              event.preventDefault();
              modal.close();
              navigate(socialHref);
            }}
          >
            {t('auth_social_google')}
          </a>
        </p>
      )}
      {!twoStep && (
        <p className="bs-auth__register">
          <a
            href={registrationHref}
            onClick={(event) => {
              event.preventDefault();
              modal.close();
              navigate(registrationHref);
            }}
          >
            {t('auth_go_register')}
          </a>
        </p>
      )}
    </>
  );
  // On the login page the form is the page's; elsewhere, a dialog over the page.
  if (slot !== null) {
    return createPortal(
      <div className="bs-auth__page" data-login-form="page">
        {twoStep && <h2>{t('auth_two_step_title')}</h2>}
        {content}
      </div>,
      slot,
    );
  }
  return (
    <Dialog
      title={t(twoStep ? 'auth_two_step_title' : 'auth_login_title')}
      onClose={() => modal.close()}
      closeLabel={t('auth_close')}
    >
      {content}
    </Dialog>
  );
});
