import { LIMITS_API, createLimitsHttpApi, type LimitsHttp } from './limits-http-api';

interface Request {
  readonly method: string;
  readonly url: string;
  readonly body?: object;
  readonly headers: Readonly<Record<string, string>>;
  readonly params?: Readonly<Record<string, number>>;
}

/** An HTTP client that answers every request with `data` and keeps what was asked. */
function recordingHttp(data: unknown = null): { http: LimitsHttp; requests: Request[] } {
  const requests: Request[] = [];
  const answer = <T>() => Promise.resolve({ data: data as T });
  return {
    requests,
    http: {
      get<T>(url: string, options: Omit<Request, 'method' | 'url'>) {
        requests.push({ method: 'get', url, ...options });
        return answer<T>();
      },
      post<T>(url: string, body: object, options: Omit<Request, 'method' | 'url'>) {
        requests.push({ method: 'post', url, body, ...options });
        return answer<T>();
      },
      delete(url: string, options: Omit<Request, 'method' | 'url'>) {
        requests.push({ method: 'delete', url, ...options });
        return answer();
      },
    },
  };
}

describe('the limits service over HTTP', () => {
  it('asks the reasons under the service path with the page language in the language header', async () => {
    const { http, requests } = recordingHttp([{ id: 1, selfExcludeReason: 'Слишком много' }]);
    const reasons = await createLimitsHttpApi(http, () => 'ru').selfExcludeReasons();
    expect(reasons).toEqual([{ id: 1, selfExcludeReason: 'Слишком много' }]);
    expect(requests).toEqual([
      { method: 'get', url: `${LIMITS_API}/reasons/selfexclude`, headers: { language: 'ru' } },
    ]);
  });

  it('posts the limits to save in the body the service expects', async () => {
    const answer = { status: 'saved', questions: [], tokenGuid: null, limitsData: [] };
    const { http, requests } = recordingHttp(answer);
    const result = await createLimitsHttpApi(http, () => 'en').save([
      { limitType: 20, limitValue: 1000 },
    ]);
    expect(result).toEqual(answer);
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: `${LIMITS_API}/limits`,
      body: { limits: [{ limitType: 20, limitValue: 1000 }] },
    });
  });

  it('sends approve as the action call and cancel as the delete call with the limit type', async () => {
    const { http, requests } = recordingHttp();
    const api = createLimitsHttpApi(http, () => 'en');
    await api.limitAction(21, 1);
    await api.cancel(21);
    expect(requests).toMatchObject([
      { method: 'post', url: `${LIMITS_API}/limitaction`, body: { limitType: 21, action: 1 } },
      { method: 'delete', url: `${LIMITS_API}/limit`, params: { limitType: 21 } },
    ]);
  });
});
