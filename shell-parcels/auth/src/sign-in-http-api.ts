import type {
  CaptchaAnswerBodySchema,
  CaptchaVerdictSchema,
  CheckTransferCodeBodySchema,
  DisconnectAnswerSchema,
  GoogleClientIdSchema,
  ReadonlyStatic,
  SessionCheckAnswerSchema,
  SmsAnswerSchema,
  SmsBodySchema,
  SuccessSchema,
  TransferRedirectTokenSchema,
  TransferUserDataBodySchema,
  TransferredUserSchema,
  UserConfigAnswerSchema,
} from '@betshell/api-contract';
import { isHttpFailure } from '@betshell/domain';
import type { LoginAnswer, RegistrationAnswer, TermsStatus } from '@betshell/domain/auth';
import {
  ACCOUNT_RECOVERY_PATH,
  CAPTCHA_PATH,
  GOOGLE_CLIENT_ID_PATH,
  USER_TRANSFER_PATH,
  type CaptchaImage,
  type SignInApi,
} from '@betshell/domain/sign-in';
import type { Platform } from '@betshell/platform';
import type { AuthExtrasApis } from './auth-extras';

/**
 * The sign-in calls over `platform.http` (decisions.md's paths; docs/sign-in.md). The client
 * adds the CSRF token, the fingerprint and the bearer, and turns every failure into a
 * PlatformHttpError, which the stores read as an HttpFailure.
 */
export function createSignInHttpApi(http: Pick<Platform['http'], 'get' | 'post'>): SignInApi {
  return {
    login: async (payload) => (await http.post<LoginAnswer>('/auth-api/v1/login', payload)).data,
    sendLoginSms: async (phone) => {
      await http.post<ReadonlyStatic<typeof SmsAnswerSchema>>('/auth-api/v1/sms', {
        phone,
        purpose: 'login',
      } satisfies ReadonlyStatic<typeof SmsBodySchema>);
    },
    register: async (body) =>
      (await http.post<RegistrationAnswer>('/auth-api/v1/register', body)).data,
    check: async () =>
      (await http.get<ReadonlyStatic<typeof SessionCheckAnswerSchema>>('/auth-api/v1/check')).data
        .user_id,
    disconnect: async () => {
      await http.post<ReadonlyStatic<typeof DisconnectAnswerSchema>>('/auth-api/v1/disconnect', {});
    },
    session: async () => (await http.get<unknown>('/web-api/session')).data,
    userConfig: async () =>
      (await http.get<ReadonlyStatic<typeof UserConfigAnswerSchema>>('/web-api/user/config')).data
        .result,
    termsStatus: async () =>
      (await http.get<TermsStatus>('/web-api/api-v3/v2/user/agreement-rules/status')).data,
  };
}

/** The forgot-password, captcha and user transfer calls of the sign-in chrome. */
export function createAuthExtrasHttpApis(
  http: Pick<Platform['http'], 'get' | 'post'>,
  registerCaptcha: Platform['captcha']['register'],
): AuthExtrasApis {
  return {
    recovery: {
      forgotPassword: async (body) => {
        await http.post<ReadonlyStatic<typeof SuccessSchema>>(
          ACCOUNT_RECOVERY_PATH.forgotPassword,
          body,
        );
      },
      resetPassword: async (body) => {
        await http.post<ReadonlyStatic<typeof SuccessSchema>>(
          ACCOUNT_RECOVERY_PATH.resetPassword,
          body,
        );
      },
    },
    captcha: {
      update: async () => (await http.get<CaptchaImage>(CAPTCHA_PATH.update)).data,
      validate: async (captchaId, captcha) =>
        (
          await http.post<ReadonlyStatic<typeof CaptchaVerdictSchema>>(CAPTCHA_PATH.validate, {
            captchaId,
            captcha,
          } satisfies ReadonlyStatic<typeof CaptchaAnswerBodySchema>)
        ).data,
    },
    transfer: {
      sendCode: async (userId, body) => {
        await http.post(USER_TRANSFER_PATH.sendCode(userId), body);
      },
      checkCode: async (userId, code) =>
        (
          await http.post<ReadonlyStatic<typeof TransferRedirectTokenSchema>>(
            USER_TRANSFER_PATH.checkCode(userId),
            { code } satisfies ReadonlyStatic<typeof CheckTransferCodeBodySchema>,
          )
        ).data,
      userData: async (redirectToken) =>
        (
          await http.post<ReadonlyStatic<typeof TransferredUserSchema>>(
            USER_TRANSFER_PATH.userData,
            { redirectToken } satisfies ReadonlyStatic<typeof TransferUserDataBodySchema>,
          )
        ).data,
    },
    googleClientId: async () => {
      try {
        return (await http.get<ReadonlyStatic<typeof GoogleClientIdSchema>>(GOOGLE_CLIENT_ID_PATH))
          .data.clientId;
      } catch (error) {
        // 404 GOOGLE_ONE_TAP_OFF: the site has no Google sign-in, which is no failure.
        if (isHttpFailure(error) && error.code === 404) return null;
        throw error;
      }
    },
    registerCaptcha,
  };
}
