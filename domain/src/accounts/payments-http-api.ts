import type {
  PaymentAnswerSchema,
  PaymentHistoryQuerySchema,
  PaymentHistorySchema,
  PaymentRequestSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';

/** What a deposit or withdrawal request sends (the API contract, @betshell/api-contract). */
export type PaymentRequest = ReadonlyStatic<typeof PaymentRequestSchema>;

/** What the server answers a deposit or withdrawal; a deposit names the provider's page. */
export type PaymentAnswer = ReadonlyStatic<typeof PaymentAnswerSchema>;

/** A page of the history as our server answers it: the spec's fields plus currency and kind. */
export type PaymentHistoryAnswer = ReadonlyStatic<typeof PaymentHistorySchema>;

/** A history item as our server answers it. */
export type PaymentHistoryEntry = PaymentHistoryAnswer['entities'][number];

/** The money calls of the office pages and the header's balance. */
export interface PaymentsApi {
  deposit(request: PaymentRequest): Promise<PaymentAnswer>;
  withdraw(request: PaymentRequest): Promise<PaymentAnswer>;
  history(pageNumber: number, includeArchive: boolean): Promise<PaymentHistoryAnswer>;
  /** The withdrawal requests still waiting for an operator. */
  requests(pageNumber: number): Promise<PaymentHistoryAnswer>;
}

/** The part of the platform's HTTP client (axios) the money calls use. */
export interface PaymentsHttp {
  get<T>(url: string, options?: { readonly params?: object }): Promise<{ data: T }>;
  post<T>(url: string, body: object): Promise<{ data: T }>;
}

/**
 * PaymentsApi at the paths of decisions.md, over a plain interface so nothing here imports axios.
 * It is served with the accounts rules (`@betshell/domain/accounts`), so only the parcels that
 * show money carry it, never the first page.
 */
export function createPaymentsHttpApi(http: PaymentsHttp): PaymentsApi {
  return {
    deposit: async (request) =>
      (await http.post<PaymentAnswer>('/web-api/payments/deposit', request)).data,
    withdraw: async (request) =>
      (await http.post<PaymentAnswer>('/web-api/payments/withdraw', request)).data,
    history: async (pageNumber, includeArchive) =>
      (
        await http.get<PaymentHistoryAnswer>('/web-api/payments/history', {
          params: {
            pageNumber,
            isIncludeArchive: includeArchive,
          } satisfies ReadonlyStatic<typeof PaymentHistoryQuerySchema>,
        })
      ).data,
    requests: async (pageNumber) =>
      (
        await http.get<PaymentHistoryAnswer>('/web-api/payments/requests', {
          params: { pageNumber } satisfies ReadonlyStatic<typeof PaymentHistoryQuerySchema>,
        })
      ).data,
  };
}

/** A fresh idempotency key (IDEMPOTENCY_KEY_PATTERN): random, so two tabs never share one. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let key = '';
  for (let i = 0; i < 32; i += 1) key += alphabet[Math.floor(random() * alphabet.length)];
  return key;
}
