// @betshell/account-pages: the sign-in pages of the account area: registration,
// confirm-terms, password reset, activation, the login page and stopnewsletter. The root config mounts it on those routes
// (the layout table, root-config/src/layout/shell-layout.ts).
import { isHttpFailure } from '@betshell/domain';
import type { RegistrationAnswer } from '@betshell/domain/auth';
import { WELCOME_OFFERS_PATH, type WelcomeOffersAnswer } from '@betshell/domain/bonuses';
import {
  ACCOUNT_RECOVERY_PATH,
  GOOGLE_CLIENT_ID_PATH,
  STOP_NEWSLETTER_PATH,
  type ActivateAnswer,
} from '@betshell/domain/sign-in';
import { platform } from '@betshell/platform';
import { useEffect, useState } from 'react';
import { AccountPages, type AccountPagesApi } from './account-pages';
import { accountPagesStyles } from './account-pages-styles';
import { loadGoogleIdentity } from './google-sign-in-button';

const api: AccountPagesApi = {
  register: async (body) =>
    (await platform.http.post<RegistrationAnswer>('/auth-api/v1/register', body)).data,
  confirmTerms: async () => {
    await platform.http.post('/web-api/api-v3/v2/user/agreement-rules/confirm', {});
  },
  recovery: {
    sendSms: async (phone, purpose) => {
      await platform.http.post(ACCOUNT_RECOVERY_PATH.sms, { phone, purpose });
    },
    forgotPassword: async (body) => {
      await platform.http.post(ACCOUNT_RECOVERY_PATH.forgotPassword, body);
    },
    resetPassword: async (body) => {
      await platform.http.post(ACCOUNT_RECOVERY_PATH.resetPassword, body);
    },
    activate: async (body) =>
      (await platform.http.post<ActivateAnswer>(ACCOUNT_RECOVERY_PATH.activate, body)).data,
  },
  stopNewsletter: async (token) => {
    await platform.http.post(STOP_NEWSLETTER_PATH, { token });
  },
  welcomeOffers: async (lng) =>
    (await platform.http.get<WelcomeOffersAnswer>(WELCOME_OFFERS_PATH, { params: { lng } })).data
      .offers,
};

/** Google's client id, or null when the site has none (404 GOOGLE_ONE_TAP_OFF) or it failed. */
async function googleClientId(): Promise<string | null> {
  try {
    return (await platform.http.get<{ clientId: string }>(GOOGLE_CLIENT_ID_PATH)).data.clientId;
  } catch (error) {
    if (!isHttpFailure(error) || error.code !== 404) console.error('Google client id', error);
    return null;
  }
}

function AccountPagesRoot() {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void googleClientId().then((id) => {
      if (live) setClientId(id);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <AccountPages
      api={api}
      bus={platform.bus}
      stores={platform.stores}
      navigate={platform.navigate}
      social={{ googleClientId: clientId, loadGoogle: loadGoogleIdentity }}
    />
  );
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'account-pages',
  rootComponent: AccountPagesRoot,
  styles: accountPagesStyles,
  errorBoundary: () => <section className="bs-account" />,
});
