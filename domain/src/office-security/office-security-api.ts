import type {
  ProtectionSchema,
  ReadonlyStatic,
  TwoFactorEnrolmentSchema,
} from '@betshell/api-contract';
import type { UserConfig } from '../auth/user-config';

/** What every office security call answers: the new protection level and methods. */
export type Protection = ReadonlyStatic<typeof ProtectionSchema>;

/** POST /web-api/office/security/two-factor/start: the secret to put in an authenticator app. */
export type TwoFactorEnrolment = ReadonlyStatic<typeof TwoFactorEnrolmentSchema>;

/**
 * The office security API (docs/sign-in.md): the user config, and the calls of the security
 * and settings pages under /web-api/office/security. The platform runtime answers it over HTTP.
 */
export interface OfficeSecurityApi {
  fetchUserConfig(): Promise<UserConfig>;
  changePassword(oldPassword: string, newPassword: string): Promise<Protection>;
  startTwoFactor(password: string): Promise<TwoFactorEnrolment>;
  confirmTwoFactor(code: string): Promise<Protection>;
  turnOffTwoFactor(password: string, code: string): Promise<Protection>;
  /** POST /auth-api/v1/sms with purpose bind_phone: the code goes to the phone (the outbox). */
  sendPhoneCode(phone: string): Promise<void>;
  bindPhone(phone: string, code: string): Promise<Protection>;
  setEmail(email: string, password: string): Promise<Protection>;
  setSecureQuestion(question: string, answer: string, password: string): Promise<Protection>;
  /** PUT /web-api/user/hide-balance: the user config's `user_hide_balance`, the player's choice. */
  setHideBalance(hide: boolean): Promise<void>;
}
