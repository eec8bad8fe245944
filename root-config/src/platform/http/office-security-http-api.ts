import type {
  BindPhoneBodySchema,
  ChangePasswordBodySchema,
  HideBalanceBodySchema,
  PasswordBodySchema,
  ReadonlyStatic,
  SecureQuestionBodySchema,
  SetEmailBodySchema,
  SmsAnswerSchema,
  SmsBodySchema,
  TSchema,
  TwoFactorCodeBodySchema,
  TwoFactorOffBodySchema,
  UserConfigAnswerSchema,
} from '@betshell/api-contract';
import type {
  OfficeSecurityApi,
  Protection,
  TwoFactorEnrolment,
} from '@betshell/domain/office-security';
import type { HttpClient } from './http-client-on-demand';

const SECURITY = '/web-api/office/security';

/**
 * OfficeSecurityApi over HTTP (docs/sign-in.md): GET /web-api/user/config answers
 * `{ result }`; the changes under /web-api/office/security answer the new protection; the phone
 * code is the sign-in API's SMS with purpose bind_phone.
 */
export function createOfficeSecurityHttpApi(http: HttpClient): OfficeSecurityApi {
  const post = async <T, B extends TSchema>(path: string, body: ReadonlyStatic<B>): Promise<T> =>
    (await http.post<T>(path, body)).data;
  return {
    async fetchUserConfig() {
      return (await http.get<ReadonlyStatic<typeof UserConfigAnswerSchema>>('/web-api/user/config'))
        .data.result;
    },
    changePassword: (oldPassword, newPassword) =>
      post<Protection, typeof ChangePasswordBodySchema>(`${SECURITY}/password`, {
        oldPassword,
        newPassword,
      }),
    startTwoFactor: (password) =>
      post<TwoFactorEnrolment, typeof PasswordBodySchema>(`${SECURITY}/two-factor/start`, {
        password,
      }),
    confirmTwoFactor: (code) =>
      post<Protection, typeof TwoFactorCodeBodySchema>(`${SECURITY}/two-factor/confirm`, { code }),
    turnOffTwoFactor: (password, code) =>
      post<Protection, typeof TwoFactorOffBodySchema>(`${SECURITY}/two-factor/off`, {
        password,
        code,
      }),
    async sendPhoneCode(phone) {
      await post<ReadonlyStatic<typeof SmsAnswerSchema>, typeof SmsBodySchema>('/auth-api/v1/sms', {
        phone,
        purpose: 'bind_phone',
      });
    },
    bindPhone: (phone, code) =>
      post<Protection, typeof BindPhoneBodySchema>(`${SECURITY}/phone`, { phone, code }),
    setEmail: (email, password) =>
      post<Protection, typeof SetEmailBodySchema>(`${SECURITY}/email`, { email, password }),
    setSecureQuestion: (question, answer, password) =>
      post<Protection, typeof SecureQuestionBodySchema>(`${SECURITY}/secure-question`, {
        question,
        answer,
        password,
      }),
    async setHideBalance(hide) {
      await http.put('/web-api/user/hide-balance', {
        hide,
      } satisfies ReadonlyStatic<typeof HideBalanceBodySchema>);
    },
  };
}
