import { createCouponHttpApi, type CouponHttp } from './coupon-http-api';

function http(answer: unknown): CouponHttp & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    get: <T>(url: string, config?: { params: Record<string, string> }) => {
      calls.push(`GET ${url} ${JSON.stringify(config?.params)}`);
      return Promise.resolve({ data: answer as T });
    },
    post: <T>(url: string, body: unknown) => {
      calls.push(`POST ${url} ${JSON.stringify(body)}`);
      return Promise.resolve({ data: answer as T });
    },
  };
}

describe('the coupon over HTTP', () => {
  it('places a coupon with POST /web-api/coupon and answers what the server answered', async () => {
    const transport = http({ couponId: 5, state: 'accepted' });
    const placed = await createCouponHttpApi(transport, () => 'en').place({ id: 'x' } as never);
    expect(placed).toEqual({ couponId: 5, state: 'accepted' });
    expect(transport.calls).toEqual(['POST /web-api/coupon {"id":"x"}']);
  });

  it('reads one coupon at GET /web-api/coupon/{id} in the page’s language', async () => {
    const transport = http({ couponId: 8 });
    await createCouponHttpApi(transport, () => 'ru').coupon(8);
    expect(transport.calls).toEqual(['GET /web-api/coupon/8 {"lng":"ru"}']);
  });
});
