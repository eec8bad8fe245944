import { createCouponLineHttpApi, type CouponLineHttp } from './coupon-line-http-api';

// The platform's error type, without starting a platform in the test: an HTTP failure with its code.
class HttpFailure extends Error {
  constructor(readonly code: number) {
    super(`HTTP ${code}`);
  }
}
jest.mock('@betshell/platform', () => ({
  isPlatformHttpError: (error: unknown) => error instanceof HttpFailure,
}));

function fakeHttp(answer: () => unknown) {
  const calls: string[] = [];
  const http: CouponLineHttp = {
    get<T>(url: string, config: { params: Record<string, string> }) {
      calls.push(`GET ${url} ${JSON.stringify(config.params)}`);
      try {
        return Promise.resolve({ data: answer() as T });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return { http, calls };
}

describe('the coupon asking the line', () => {
  it('asks one game at GET /web-api/line/events/{id} in the page’s language', async () => {
    const { http, calls } = fakeHttp(() => ({ id: 5 }));
    expect(await createCouponLineHttpApi(http).event(5, 'ru')).toEqual({ id: 5 });
    expect(calls).toEqual(['GET /web-api/line/events/5 {"lng":"ru"}']);
  });

  it('answers null for a game the line no longer has', async () => {
    const { http } = fakeHttp(() => {
      throw new HttpFailure(404);
    });
    expect(await createCouponLineHttpApi(http).event(5, 'en')).toBeNull();
  });

  it('passes any other failure on, so the coupon keeps what it knew', async () => {
    const { http } = fakeHttp(() => {
      throw new HttpFailure(503);
    });
    await expect(createCouponLineHttpApi(http).event(5, 'en')).rejects.toThrow('HTTP 503');
  });
});
