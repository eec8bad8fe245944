import { IDEMPOTENCY_KEY_PATTERN } from './payments';
import { createPaymentsHttpApi, newIdempotencyKey, type PaymentsHttp } from './payments-http-api';

interface Request {
  readonly method: string;
  readonly url: string;
  readonly body?: object;
  readonly params?: object;
}

function recordingHttp(data: unknown): { http: PaymentsHttp; requests: Request[] } {
  const requests: Request[] = [];
  const answer = <T>() => Promise.resolve({ data: data as T });
  return {
    requests,
    http: {
      get<T>(url: string, options?: { params?: object }) {
        requests.push({ method: 'get', url, params: options?.params });
        return answer<T>();
      },
      post<T>(url: string, body: object) {
        requests.push({ method: 'post', url, body });
        return answer<T>();
      },
    },
  };
}

describe('the money calls over HTTP', () => {
  it('starts a deposit at the path of decisions.md and answers the provider page to go to', async () => {
    const answer = { id: 7, status_id: 1, redirectUrl: '/demo-pay/abc?lng=en' };
    const { http, requests } = recordingHttp(answer);
    const request = { amountMinor: 1000, idempotencyKey: 'key-12345678', lng: 'en' };
    await expect(createPaymentsHttpApi(http).deposit(request)).resolves.toEqual(answer);
    expect(requests).toEqual([{ method: 'post', url: '/web-api/payments/deposit', body: request }]);
  });

  it('asks a page of the payment history with the archive flag', async () => {
    const { http, requests } = recordingHttp({ entities: [], total_count: 0 });
    await createPaymentsHttpApi(http).history(3, false);
    expect(requests).toEqual([
      {
        method: 'get',
        url: '/web-api/payments/history',
        params: { pageNumber: 3, isIncludeArchive: false },
      },
    ]);
  });

  it('sends withdrawal requests and the pending requests to their paths', async () => {
    const { http, requests } = recordingHttp({});
    const api = createPaymentsHttpApi(http);
    await api.withdraw({ amountMinor: 500, idempotencyKey: 'key-abcdefgh' });
    await api.requests(2);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'post /web-api/payments/withdraw',
      'get /web-api/payments/requests',
    ]);
  });
});

describe('an idempotency key', () => {
  it('fits the pattern the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });

  it('differs between two attempts', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
