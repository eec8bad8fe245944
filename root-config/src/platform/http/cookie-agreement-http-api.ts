import type { AxiosInstance } from 'axios';
import type { CookieAgreementApi } from '@betshell/domain';

/**
 * The "log cookie agreement" call of spec/shell.md section 7 ("request with query
 * cookiesAgreeTime"): POST /web-api/cookies-agreement?cookiesAgreeTime=<ms> with the agreement.
 */
export function createCookieAgreementHttpApi(http: AxiosInstance): CookieAgreementApi {
  return {
    async record(agreement, agreedAtMs) {
      await http.post('/web-api/cookies-agreement', agreement, {
        params: { cookiesAgreeTime: agreedAtMs },
      });
    },
  };
}
