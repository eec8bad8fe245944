import { LOGIN_PAGE_FORM_SLOT_ID } from '@betshell/domain/sign-in';
import { useTranslation } from 'react-i18next';

/**
 * `/{lng}/login` as a page (spec/shell.md section 2.8): its heading, and the place where the
 * sign-in chrome puts the login form (LOGIN_PAGE_FORM_SLOT_ID), the modal's own, so the two never
 * differ. After sign-in the player goes where the address asks (redirect_url, from_url, ...).
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <section className="bs-account" data-page="login" aria-labelledby="bs-login-page">
      <h1 id="bs-login-page">{t('login_page_title')}</h1>
      <div id={LOGIN_PAGE_FORM_SLOT_ID} />
    </section>
  );
}
