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
  loginModalRequest,
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
  readonly log: (message: string, detail: unknown) => void;
}

// Pages for visitors only: after sign-in there is nothing left for the player on them.
const VISITOR_PAGES: ReadonlySet<string> = new Set(['login', 'registration', 'user-passwordreset']);

/**
 * The sign-in chrome: the login modal, opened by the header (bus `sign-in`), by the address
 * (`showLoginModal=1&returnUrl=`, put there by the guards) or by the login page; and the session
 * behaviour of the page (session-watch-store.ts).
 */
export function AuthRoot(props: AuthRootProps) {
  const { api, bus, stores, navigate } = props;
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
        signedIn: (returnUrl) => {
          const page = stores.navigation.page;
          const target = afterSignInTarget({
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

  useEffect(() => {
    watch.start();
    const requests = bus.pipe(ofType('sign-in')).subscribe((event) => {
      if (event.change === 'logout') void watch.logout();
      else if (!stores.session.authorised) modal.open(event.returnUrl ?? null);
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
      requests.unsubscribe();
      navigations.unsubscribe();
      watch.dispose();
      modal.close();
    };
  }, [bus, stores, watch, modal, history]);

  return (
    <>
      <LoginModal
        modal={modal}
        registrationHref={`/${stores.settings.language}/registration`}
        forgotPassword={() => {
          // The modal's own address (spec/shell.md 2.8): the forgot-password modal opens from it.
          modal.close();
          navigate(`/${stores.settings.language}/?${SHOW_FORGOT_PASSWORD_MODAL_PARAM}=1`);
        }}
        navigate={navigate}
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
