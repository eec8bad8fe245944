import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  ofType,
  parseQuery,
  type CaptchaPresenter,
  type RootStore,
  type ShellEventBus,
} from '@betshell/domain';
import {
  CaptchaDialogStore,
  CaptchaStore,
  PasswordResetStore,
  SHOW_FORGOT_PASSWORD_MODAL_PARAM,
  TRANSFER_QUERY,
  UserTransferStore,
  signInErrorKey,
  transferLandingToken,
  transferLandingUrl,
  withoutParams,
  type AccountRecoveryApi,
  type CaptchaApi,
  type SessionWatchStore,
  type UserTransferApi,
} from '@betshell/domain/sign-in';
import { CaptchaDialog } from './captcha-dialog';
import { ForgotPasswordModal } from './forgot-password-modal';
import { UserTransferModal } from './user-transfer-modal';

export interface AuthExtrasApis {
  readonly recovery: Pick<AccountRecoveryApi, 'forgotPassword' | 'resetPassword'>;
  readonly captcha: CaptchaApi;
  readonly transfer: UserTransferApi;
  /** Google's client id, or null when the site offers no Google sign-in (404). */
  readonly googleClientId: () => Promise<string | null>;
  /** platform.captcha.register: the HTTP client asks this parcel's dialog; answers unregister. */
  readonly registerCaptcha: (presenter: CaptchaPresenter) => () => void;
}

export interface AuthExtrasProps {
  readonly apis: AuthExtrasApis;
  readonly bus: ShellEventBus;
  readonly stores: RootStore;
  readonly watch: SessionWatchStore;
  readonly navigate: (url: string) => void;
  readonly load: (url: string) => void;
  readonly tokenUserId: () => number | null;
  readonly log: (message: string, detail: unknown) => void;
}

const forgotRequested = (search: string) =>
  parseQuery(search)[SHOW_FORGOT_PASSWORD_MODAL_PARAM] === '1';

/**
 * The sign-in chrome besides the login modal: the forgot-password modal (`showForgotPasswordModal=1`
 * for a visitor), the captcha dialog of the HTTP client, the user transfer of a marked player and
 * the transfer landing (`?transfered=1&redirectToken=`), which signs the player in.
 */
export const AuthExtras = observer(function AuthExtras(props: AuthExtrasProps) {
  const { apis, bus, stores, watch, navigate } = props;
  const [recovery] = useState(() => new PasswordResetStore(apis.recovery, bus));
  const [captchaDialog] = useState(() => new CaptchaDialogStore(apis.captcha));
  const [transfer] = useState(() => new UserTransferStore(apis.transfer));
  const [transferCaptcha] = useState(() => new CaptchaStore(apis.captcha));
  const [forgotOpen, setForgotOpen] = useState(false);
  const [transferClosed, setTransferClosed] = useState(false);

  useEffect(() => apis.registerCaptcha(captchaDialog), [apis, captchaDialog]);

  useEffect(() => {
    const landed = new Set<string>();
    const look = (search: string) => {
      if (forgotRequested(search) && !stores.session.authorised) setForgotOpen(true);
      const token = transferLandingToken(search);
      if (token === null || landed.has(token)) return;
      landed.add(token);
      apis.transfer.userData(token).then(
        (answer) => {
          bus.next({ type: 'session', change: 'signed-in', userId: answer.user.id });
          bus.next({ type: 'notification', kind: 'success', message: { key: 'transfer_done' } });
          const { pathname, search: now } = stores.navigation;
          navigate(
            withoutParams(pathname, now, [TRANSFER_QUERY.transfered, TRANSFER_QUERY.redirectToken]),
          );
        },
        (error: unknown) => {
          props.log('User transfer landing failed', error);
          bus.next({
            type: 'notification',
            kind: 'error',
            message: { key: signInErrorKey(error) },
          });
        },
      );
    };
    look(stores.navigation.search);
    const navigations = bus.pipe(ofType('navigation')).subscribe((event) => look(event.search));
    return () => navigations.unsubscribe();
  }, [apis, bus, stores, navigate, props]);

  const closeForgot = () => {
    setForgotOpen(false);
    recovery.clear();
    const { pathname, search } = stores.navigation;
    if (forgotRequested(search)) {
      navigate(withoutParams(pathname, search, [SHOW_FORGOT_PASSWORD_MODAL_PARAM]));
    }
  };

  const userId = stores.session.userId ?? props.tokenUserId();
  const transferRequired =
    stores.session.authorised && watch.userConfig?.isRequiredTransfer === true && userId !== null;

  return (
    <>
      {forgotOpen && !stores.session.authorised && (
        <ForgotPasswordModal
          recovery={recovery}
          close={closeForgot}
          signIn={() => {
            closeForgot();
            bus.next({ type: 'sign-in', change: 'open-login' });
          }}
        />
      )}
      {transferRequired && !transferClosed && (
        <UserTransferModal
          transfer={transfer}
          captcha={transferCaptcha}
          userId={userId}
          close={() => setTransferClosed(true)}
          transferred={(token) =>
            props.load(transferLandingUrl(`/${stores.settings.language}/`, token))
          }
        />
      )}
      <CaptchaDialog dialog={captchaDialog} />
    </>
  );
});
