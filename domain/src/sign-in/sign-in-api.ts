import type {
  LoginAnswer,
  LoginPayload,
  RegistrationAnswer,
  RegistrationBody,
} from '../auth/sign-in-vocabulary';
import type { TermsStatus, UserConfig } from '../auth/user-config';

export type { RegistrationBody } from '../auth/sign-in-vocabulary';

/**
 * The sign-in calls of the platform API (decisions.md, "Paths the spec does not show"), as the
 * sign-in stores need them. The browser's implementation uses `platform.http`; every failure
 * rejects with an HttpFailure (`isHttpFailure`), whose `messageKey` the player can read.
 */
export interface SignInApi {
  readonly login: (payload: LoginPayload) => Promise<LoginAnswer>;
  /** An SMS code for the `sms` login form. */
  readonly sendLoginSms: (phone: string) => Promise<void>;
  readonly register: (body: RegistrationBody) => Promise<RegistrationAnswer>;
  /** GET /auth-api/v1/check: the signed-in player's id; 401 `SESSION_ENDED` with the reason. */
  readonly check: () => Promise<number>;
  readonly disconnect: () => Promise<void>;
  /** GET /web-api/session: the server session's times (loaded once, after the page is ready). */
  readonly session: () => Promise<unknown>;
  readonly userConfig: () => Promise<UserConfig>;
  readonly termsStatus: () => Promise<TermsStatus>;
}

/** spec/shell.md section 4: the auth check is polled every 60 s while the page is visible. */
export const AUTH_CHECK_INTERVAL_MS = 60_000;
/** spec/shell.md section 4: the session is loaded about 8 s after the page is ready. */
export const SESSION_LOAD_DELAY_MS = 8_000;
/**
 * Where the page remembers, until its next start, that the session ended by inactivity (local
 * storage: the notice must survive the reload and a closed tab, spec/shell.md section 4).
 */
export const INACTIVITY_NOTICE_KEY = 'session_inactivity_notice';
/** The dictionary key of that notice. */
export const INACTIVITY_NOTICE_MESSAGE_KEY = 'auth_inactivity_notice';
/** The query that opens the forgot-password modal (user/forgotpassword redirects home with it). */
export const SHOW_FORGOT_PASSWORD_MODAL_PARAM = 'showForgotPasswordModal';
