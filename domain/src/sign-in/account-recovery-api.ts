import type {
  ActivateAnswerSchema,
  ActivateBodySchema,
  ForgotPasswordBodySchema,
  ReadonlyStatic,
  ResetPasswordBodySchema,
} from '@betshell/api-contract';
import type { SmsPurpose } from '../auth/one-time-secrets';

/** POST /auth-api/v1/password/forgot: a link to the e-mail or a code to the phone (decisions.md). */
export type ForgotPasswordBody = ReadonlyStatic<typeof ForgotPasswordBodySchema>;
/** POST /auth-api/v1/password/reset: the e-mailed link's token, or the phone and its SMS code. */
export type ResetPasswordBody = ReadonlyStatic<typeof ResetPasswordBodySchema>;
/** POST /auth-api/v1/activate: the e-mailed link's token, or (signed in) the phone and its code. */
export type ActivateBody = ReadonlyStatic<typeof ActivateBodySchema>;

export type ActivateAnswer = ReadonlyStatic<typeof ActivateAnswerSchema>;

/**
 * The recovery and activation calls of the platform API (docs/sign-in.md). Every failure
 * rejects with an HttpFailure, as the SignInApi's do.
 */
export interface AccountRecoveryApi {
  readonly sendSms: (phone: string, purpose: SmsPurpose) => Promise<void>;
  readonly forgotPassword: (body: ForgotPasswordBody) => Promise<void>;
  readonly resetPassword: (body: ResetPasswordBody) => Promise<void>;
  readonly activate: (body: ActivateBody) => Promise<ActivateAnswer>;
}

/** The paths of those calls, once, for every parcel's transport. */
export const ACCOUNT_RECOVERY_PATH = {
  sms: '/auth-api/v1/sms',
  forgotPassword: '/auth-api/v1/password/forgot',
  resetPassword: '/auth-api/v1/password/reset',
  activate: '/auth-api/v1/activate',
} as const;

/** Google one-tap's client id (limits-coupon-signin.md section 7); 404 when the site has none. */
export const GOOGLE_CLIENT_ID_PATH = '/social-api/oauth/google-one-tap/clientId';
