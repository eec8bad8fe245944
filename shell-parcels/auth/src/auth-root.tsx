import { when } from 'mobx';
import { useEffect, useState } from 'react';
import {
  ofType,
  type RootStore,
  type ShellEventBus,
  type Clock,
  type KeyValueStorage,
} from '@betshell/domain';
import {
  LoginModalStore,
  SessionWatchStore,
  afterSignInTarget,
  configuredSignInTarget,
  loginModalRequest,
  returnTargetOf,
  SHOW_FORGOT_PASSWORD_MODAL_PARAM,
  type SignInApi,
} from '@betshell/domain/sign-in';
import { AuthExtras, type AuthExtrasApis } from './auth-extras';
import { LoginModal } from './login-modal';

export interface AuthRootProps {
  readonly api: SignInApi;
  /** The calls of the forgot-password modal, the captcha and the user transfer. */
  readonly extras: AuthExtrasApis;
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  readonly navigate: (url: string) => void;
  /** A full load of the url: the page starts again (after the server ended the session). */
  readonly load: (url: string) => void;
  readonly visible: () => boolean;
  /** The user id of the user_token cookie's token, or null. */
  readonly tokenUserId: () => number | null;
  /** Whether a logout was asked before this parcel listened (logout-request.ts); taking clears it. */
  readonly takeLogoutRequest: () => boolean;
  readonly log: (message: string, detail: unknown) => void;
  /**
   * Follows the secure data while the player is signed in (followSecureData of the domain);
   * answers the stop. None in tests that do not look at it.
   */
  readonly followSecureData?: () => () => void;
}

// Pages for visitors only: after sign-in there is nothing left for the player on them.
const VISITOR_PAGES: ReadonlySet<string> = new Set(['login', 'registration', 'user-passwordreset']);

/**
 * The sign-in chrome: the login modal, opened by the header (bus `sign-in`), by the address
 * (`showLoginModal=1&returnUrl=`, put there by the guards) or by the login page; and the session
 * behaviour of the page (session-watch-store.ts).
 */
export function AuthRoot(props: AuthRootProps) {
  const { api, bus, stores, navigate, takeLogoutRequest } = props;
  const home = () => `/${stores.settings.language}/`;
  const [history] = useState(() => ({
    previous: null as string | null,
    current: null as string | null,
  }));
  const [modal] = useState(
    () =>
      new LoginModalStore({
        api,
        bus,
        signedIn: (asked) => {
          const page = stores.navigation.page;
          // The modal's own return url, else one the address names (redirect_url, from_url, ...:
          // spec/shell.md section 2.10), same-site paths only.
          const returnUrl = asked ?? returnTargetOf(stores.navigation.search);
          // A return url is where the player asked to go; a configured route comes next.
          const configured =
            returnUrl === null
              ? configuredSignInTarget(
                  stores.siteConfig.config?.signInRedirects ?? [],
                  page?.kind === 'route' ? page.name : null,
                  stores.settings.language,
                )
              : null;
          const target =
            configured ??
            afterSignInTarget({
              returnUrl,
              onVisitorPage: page?.kind === 'route' && VISITOR_PAGES.has(page.name),
              previousPath: history.previous,
              home: home(),
            });
          if (target !== null) navigate(target);
        },
      }),
  );
  const [watch] = useState(
    () =>
      new SessionWatchStore({
        api,
        bus,
        session: stores.session,
        clock: props.clock,
        storage: props.storage,
        visible: props.visible,
        tokenUserId: props.tokenUserId,
        log: props.log,
        goHome: () => navigate(home()),
        restart: () => props.load(home()),
      }),
  );

  const { followSecureData } = props;
  useEffect(() => followSecureData?.(), [followSecureData]);

  const [googleOffered, setGoogleOffered] = useState(false);
  useEffect(
    // Asked once, when the login modal first opens: most pages never need the answer.
    () =>
      when(
        () => modal.isOpen,
        () => {
          props.extras.googleClientId().then(
            (clientId) => setGoogleOffered(clientId !== null),
            (error: unknown) => props.log('Google client id', error),
          );
        },
      ),
    [modal, props],
  );

  useEffect(() => {
    let live = true;
    if (takeLogoutRequest()) {
      // The player clicked logout before this parcel mounted (it comes after the first paint):
      // leave first, then watch. Starting first would announce the player on the bus, and the
      // token that announcement asks for could answer after the logout and sign the page back in.
      void watch.logout().then(() => live && watch.start());
    } else watch.start();
    const requests = bus.pipe(ofType('sign-in')).subscribe((event) => {
      if (event.change === 'logout') {
        takeLogoutRequest();
        void watch.logout();
      } else if (!stores.session.authorised) modal.open(event.returnUrl ?? null);
    });
    const openFromAddress = (search: string) => {
      const request = loginModalRequest(search);
      if (request !== null && !stores.session.authorised) modal.open(request.returnUrl);
    };
    const navigations = bus.pipe(ofType('navigation')).subscribe((event) => {
      const path = `${event.pathname}${event.search}`;
      if (history.current !== path) {
        history.previous = history.current;
        history.current = path;
      }
      openFromAddress(event.search);
      if (
        event.page.kind === 'route' &&
        event.page.name === 'login' &&
        !stores.session.authorised
      ) {
        modal.open(null);
      }
    });
    openFromAddress(stores.navigation.search);
    if (stores.navigation.page?.kind === 'route' && stores.navigation.page.name === 'login') {
      if (!stores.session.authorised) modal.open(null);
    }
    return () => {
      live = false;
      requests.unsubscribe();
      navigations.unsubscribe();
      watch.dispose();
      modal.close();
    };
  }, [bus, stores, watch, modal, history, takeLogoutRequest]);

  return (
    <>
      <LoginModal
        modal={modal}
        registrationHref={`/${stores.settings.language}/registration`}
        socialHref={
          googleOffered ? `/${stores.settings.language}/registration/socialregistration` : null
        }
        forgotPassword={() => {
          // The modal's own address (spec/shell.md 2.8): the forgot-password modal opens from it.
          modal.close();
          navigate(`/${stores.settings.language}/?${SHOW_FORGOT_PASSWORD_MODAL_PARAM}=1`);
        }}
        navigate={navigate}
        onLoginPage={() => stores.navigation.routeName === 'login'}
      />
      <AuthExtras
        apis={props.extras}
        bus={bus}
        stores={stores}
        watch={watch}
        navigate={navigate}
        load={props.load}
        tokenUserId={props.tokenUserId}
        log={props.log}
      />
    </>
  );
}
