import type {
  CookieAgreementBodySchema,
  CookieAgreementQuerySchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { CookieAgreementApi } from '@betshell/domain';
import type { HttpClient } from './http-client-on-demand';

/**
 * The "log cookie agreement" call of spec/shell.md section 7 ("request with query
 * cookiesAgreeTime"): POST /web-api/cookies-agreement?cookiesAgreeTime=<ms> with the agreement.
 */
export function createCookieAgreementHttpApi(http: HttpClient): CookieAgreementApi {
  return {
    async record(agreement, agreedAtMs) {
      const body: ReadonlyStatic<typeof CookieAgreementBodySchema> = agreement;
      const params = { cookiesAgreeTime: agreedAtMs } satisfies ReadonlyStatic<
        typeof CookieAgreementQuerySchema
      >;
      await http.post('/web-api/cookies-agreement', body, { params });
    },
  };
}
