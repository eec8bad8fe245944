import type {
  NewSupportRequest,
  SupportApi,
  SupportContact,
  SupportFile,
  SupportRequestList,
  SupportSummary,
  SupportThread,
} from '@betshell/domain/support';

/** The part of the platform's HTTP client (axios) the support calls use. */
export interface SupportHttpClient {
  get<T>(url: string): Promise<{ data: T }>;
  post<T>(url: string, body: object): Promise<{ data: T }>;
}

const BASE = '/web-api/support';

/** The form the server reads (multipart): text fields, then each file as `attachment`. */
function formOf(
  fields: Readonly<Record<string, string | undefined>>,
  files: readonly SupportFile[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  // The domain knows a file by its shape; the browser's picker gives File objects.
  for (const file of files) form.append('attachment', file as File, file.name);
  return form;
}

/** SupportApi over the platform's HTTP client (docs/support.md). */
export function createSupportHttpApi(http: SupportHttpClient, language: () => string): SupportApi {
  return {
    summary: async () => (await http.get<SupportSummary>(`${BASE}/summary`)).data,
    list: async () => (await http.get<SupportRequestList>(`${BASE}/requests`)).data,
    open: async (request: NewSupportRequest) =>
      (
        await http.post<SupportThread>(
          `${BASE}/requests`,
          formOf(
            {
              topic: request.topic,
              message: request.message,
              subTopic: request.subTopic,
              paymentId: request.paymentId === undefined ? undefined : String(request.paymentId),
              paymentConsultant: request.paymentConsultant ?? undefined,
              language: language(),
            },
            request.files,
          ),
        )
      ).data,
    thread: async (id) => (await http.get<SupportThread>(`${BASE}/requests/${id}`)).data,
    reply: async (id, message, files) =>
      (
        await http.post<SupportThread>(
          `${BASE}/requests/${id}/messages`,
          formOf({ message }, files),
        )
      ).data,
    contact: async (form: SupportContact) => {
      await http.post(`${BASE}/contact?lng=${encodeURIComponent(language())}`, form);
    },
    attachmentUrl: (uploadId) => `${BASE}/uploads/${encodeURIComponent(uploadId)}`,
  };
}
