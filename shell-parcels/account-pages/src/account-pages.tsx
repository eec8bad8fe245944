import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { type RootStore, type ShellEventBus } from '@betshell/domain';
import { type RegistrationAnswer } from '@betshell/domain/auth';
import {
  RegistrationStore,
  configuredSignInTarget,
  linkToken,
  returnTargetOf,
  type AccountRecoveryApi,
  type RegistrationBody,
} from '@betshell/domain/sign-in';
import type { WelcomeOfferView } from '@betshell/domain/bonuses';
import { ActivationPage } from './activation-page';
import { ConfirmTermsPage } from './confirm-terms-page';
import { LoginPage } from './login-page';
import { StopNewsletterPage } from './stop-newsletter-page';
import { PasswordResetPage } from './password-reset-page';
import { RegistrationPage, type RegistrationSocial } from './registration-page';

export interface AccountPagesApi {
  readonly register: (body: RegistrationBody) => Promise<RegistrationAnswer>;
  readonly confirmTerms: () => Promise<void>;
  readonly recovery: AccountRecoveryApi;
  /** Stops a letter's player's letters by its link's token (STOP_NEWSLETTER_PATH). */
  readonly stopNewsletter: (token: string) => Promise<void>;
  /** The welcome offers the registration shows (WELCOME_OFFERS_PATH). */
  readonly welcomeOffers: (lng: string) => Promise<readonly WelcomeOfferView[]>;
}

export interface AccountPagesProps {
  readonly api: AccountPagesApi;
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  readonly social: RegistrationSocial;
}

/** The pages that confirm a contact: the e-mail link's and the phone's (spec/shell.md 2.8). */
const ACTIVATION_PAGES: ReadonlySet<string> = new Set(['user-activation', 'user-accountverify']);

/** The account area's sign-in pages, by the settled route. */
export const AccountPages = observer(function AccountPages({
  api,
  bus,
  stores,
  navigate,
  social,
}: AccountPagesProps) {
  const [registration] = useState(() => new RegistrationStore({ api, bus }));
  const page = stores.navigation.page;
  const name = page?.kind === 'route' ? page.name : null;
  const home = `/${stores.settings.language}/`;
  const signIn = () => bus.next({ type: 'sign-in', change: 'open-login' });
  if (name === 'confirm-terms') {
    return (
      <ConfirmTermsPage
        confirm={api.confirmTerms}
        confirmed={() => {
          bus.next({ type: 'terms', changed: false });
          navigate(returnTargetOf(stores.navigation.search) ?? home);
        }}
      />
    );
  }
  if (name === 'login') return <LoginPage />;
  if (name === 'stopnewsletter') {
    return (
      <StopNewsletterPage
        stop={api.stopNewsletter}
        token={linkToken(stores.navigation.search)}
        home={home}
        navigate={navigate}
      />
    );
  }
  if (name === 'user-passwordreset') {
    return (
      <PasswordResetPage
        api={api.recovery}
        token={linkToken(stores.navigation.search)}
        signIn={signIn}
        bus={bus}
      />
    );
  }
  if (name !== null && ACTIVATION_PAGES.has(name)) {
    return (
      <ActivationPage
        api={api.recovery}
        token={linkToken(stores.navigation.search)}
        authorised={stores.session.authorised}
        signIn={signIn}
      />
    );
  }
  if (name === 'registration' || registration.credentials !== null) {
    const socialRoute = page?.kind === 'route' && page.params['type'] === 'socialregistration';
    // spec/shell.md sections 2.10 and 4: where the address asks to return (redirect_url,
    // from_url, ...: same-site paths only), else a configured target of the registration route,
    // else home.
    const afterRegistration =
      returnTargetOf(stores.navigation.search) ??
      configuredSignInTarget(
        stores.siteConfig.config?.signInRedirects ?? [],
        'registration',
        stores.settings.language,
      ) ??
      home;
    return (
      <RegistrationPage
        // registration and registration/socialregistration start on their own tab.
        key={socialRoute ? 'social' : 'any'}
        registration={registration}
        stores={stores}
        navigate={navigate}
        done={afterRegistration}
        sendRegistrationSms={(phone) => api.recovery.sendSms(phone, 'register')}
        social={social}
        initialType={socialRoute ? 'soc_reg' : 'one_click'}
        welcomeOffers={api.welcomeOffers}
      />
    );
  }
  return null;
});
