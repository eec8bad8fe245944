import type {
  ReadonlyStatic,
  SupportContactSchema,
  SupportRequestListSchema,
  SupportRequestSummarySchema,
  SupportSummarySchema,
  SupportThreadSchema,
} from '@betshell/api-contract';
import type { PaymentRequestTopic, SupportTopic } from './support-topics';

export type SupportSummary = ReadonlyStatic<typeof SupportSummarySchema>;
export type SupportRequestSummary = ReadonlyStatic<typeof SupportRequestSummarySchema>;
export type SupportRequestList = ReadonlyStatic<typeof SupportRequestListSchema>;
export type SupportThread = ReadonlyStatic<typeof SupportThreadSchema>;
export type SupportContact = ReadonlyStatic<typeof SupportContactSchema>;

/** A file the player picked: the browser's File, which the domain (no DOM) knows by its shape. */
export interface SupportFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** What a new request says; a payment request names its sub-topic, payment and consultant. */
export interface NewSupportRequest {
  readonly topic: SupportTopic | PaymentRequestTopic;
  readonly message: string;
  readonly files?: readonly SupportFile[];
  readonly subTopic?: string;
  readonly paymentId?: number;
  readonly paymentConsultant?: string | null;
}

/**
 * The support API (docs/support.md) under /web-api/support: the platform runtime answers it over
 * HTTP; tests give their own.
 */
export interface SupportApi {
  summary(): Promise<SupportSummary>;
  list(): Promise<SupportRequestList>;
  open(request: NewSupportRequest): Promise<SupportThread>;
  /** The thread; reading it marks the operators' answers read. */
  thread(id: number): Promise<SupportThread>;
  reply(id: number, message: string, files?: readonly SupportFile[]): Promise<SupportThread>;
  contact(form: SupportContact): Promise<void>;
  /** Where a message's file downloads from. */
  attachmentUrl(uploadId: string): string;
}

/** The part of the platform's HTTP client (axios) the summary and the contact form use. */
export interface SupportHttp {
  get<T>(url: string): Promise<{ data: T }>;
  post<T>(url: string, body: object): Promise<{ data: T }>;
}

/** GET /web-api/support/summary, for the support button and the office menu. */
export function createSupportSummaryHttpApi(http: SupportHttp): Pick<SupportApi, 'summary'> {
  return { summary: async () => (await http.get<SupportSummary>('/web-api/support/summary')).data };
}

/** POST /web-api/support/contact?lng=: a visitor's contact form. */
export async function sendSupportContact(
  http: SupportHttp,
  language: string,
  form: SupportContact,
): Promise<void> {
  await http.post(`/web-api/support/contact?lng=${encodeURIComponent(language)}`, form);
}
