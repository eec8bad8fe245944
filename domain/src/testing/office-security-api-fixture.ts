import type { OfficeSecurityApi } from '../office-security/office-security-api';
import type { UserConfig } from '../auth/user-config';

/**
 * An office security transport for tests that answers `config` as the player's user config: every
 * other call the test does not give fails loudly, so a test that reaches the server where it
 * should not sees it at once.
 */
export function officeSecurityApiFixture(
  config: UserConfig,
  over: Partial<OfficeSecurityApi> = {},
): OfficeSecurityApi {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    fetchUserConfig: () => Promise.resolve(config),
    changePassword: unexpected,
    startTwoFactor: unexpected,
    confirmTwoFactor: unexpected,
    turnOffTwoFactor: unexpected,
    sendPhoneCode: unexpected,
    bindPhone: unexpected,
    setEmail: unexpected,
    setSecureQuestion: unexpected,
    setHideBalance: unexpected,
    ...over,
  };
}
