import { createBetHistoryHttpApi, type BetHistoryHttp } from './bet-history-http-api';

function http(): BetHistoryHttp & { calls: [string, Record<string, string> | undefined][] } {
  const calls: [string, Record<string, string> | undefined][] = [];
  return {
    calls,
    get: <T>(url: string, config?: { params: Record<string, string> }) => {
      calls.push([url, config?.params]);
      return Promise.resolve({ data: { entities: [], total_count: 0 } as T });
    },
  };
}

describe('the bet history over HTTP', () => {
  it('asks GET /web-api/bets/history with the filters, a page of ten and the page’s language', async () => {
    const transport = http();
    await createBetHistoryHttpApi(transport, () => 'ru').history({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      state: 'lost',
      pageNumber: 2,
    });
    expect(transport.calls).toEqual([
      [
        '/web-api/bets/history',
        {
          pageNumber: '2',
          pageSize: '10',
          from: '2026-11-01',
          to: '2026-12-01',
          state: 'lost',
          lng: 'ru',
        },
      ],
    ]);
  });

  it('reads one coupon at GET /web-api/coupon/{id} in the page’s language', async () => {
    const transport = http();
    await createBetHistoryHttpApi(transport, () => 'en').coupon(42);
    expect(transport.calls).toEqual([['/web-api/coupon/42', { lng: 'en' }]]);
  });
});
