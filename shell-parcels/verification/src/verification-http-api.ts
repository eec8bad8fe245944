import type { PersonalDataBodySchema, ReadonlyStatic } from '@betshell/api-contract';
import type { Verification, VerificationApi } from '@betshell/domain/verification';

/** What the parcel needs of the platform's HTTP client (platform.http, axios). */
export interface VerificationHttp {
  get<T>(url: string): Promise<{ readonly data: T }>;
  put<T>(url: string, body: object): Promise<{ readonly data: T }>;
  post<T>(url: string, body?: object): Promise<{ readonly data: T }>;
}

const BASE = '/web-api/office/verification';

/**
 * VerificationApi over HTTP (docs/verification.md). It lives in the parcel, not the platform, so
 * no other page carries it.
 */
export function createVerificationHttpApi(http: VerificationHttp): VerificationApi {
  return {
    load: async () => (await http.get<Verification>(BASE)).data,
    async savePersonalData(data) {
      const body: ReadonlyStatic<typeof PersonalDataBodySchema> = data;
      return (await http.put<Verification>(`${BASE}/personal-data`, body)).data;
    },
    submit: async () => (await http.post<Verification>(`${BASE}/submit`, {})).data,
    async uploadDocument(kind, file) {
      // FormData: the client sends multipart/form-data with its boundary. The page hands over
      // the browser's File, which the domain names only by what it shows.
      if (!(file instanceof Blob)) throw new TypeError('A document is sent as the picked File');
      const body = new FormData();
      body.append('file', file, file.name);
      return (await http.post<Verification>(`${BASE}/documents/${kind}`, body)).data;
    },
  };
}
