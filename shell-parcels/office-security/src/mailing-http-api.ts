import type {
  MailingAnswerSchema,
  MailingChangeSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { MailingApi } from '@betshell/domain/office-security';

/** What the parcel needs of the platform's HTTP client (platform.http, axios). */
export interface HttpPut {
  put<T>(url: string, body: object): Promise<{ readonly data: T }>;
}

/**
 * MailingApi over HTTP (docs/sign-in.md): PUT /web-api/user/mailing answers
 * `{ success, mailing }`. It lives in the parcel, not the platform, so the first page does not
 * carry it.
 */
export function createMailingHttpApi(http: HttpPut): MailingApi {
  return {
    async saveMailing(change) {
      const body: ReadonlyStatic<typeof MailingChangeSchema> = change;
      const answer = await http.put<ReadonlyStatic<typeof MailingAnswerSchema>>(
        '/web-api/user/mailing',
        body,
      );
      return answer.data.mailing;
    },
  };
}
