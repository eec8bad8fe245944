import type { BetHistoryApi, BetHistoryFilter } from './bet-history';
import { historyCoupon } from './bet-history-fixtures';
import { BetHistoryStore } from './bet-history-store';

const coupon = (couponId: number) => historyCoupon({ couponId });

function api(total = 25): BetHistoryApi & { asked: BetHistoryFilter[] } {
  const asked: BetHistoryFilter[] = [];
  return {
    asked,
    history: (filter) => {
      asked.push(filter);
      return Promise.resolve({ entities: [coupon(filter.pageNumber)], total_count: total });
    },
    coupon: (id) => Promise.resolve(coupon(id)),
  };
}

describe('the bet history store', () => {
  it('loads the first page and counts the pages', async () => {
    const store = new BetHistoryStore(api());
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.pageCount).toBe(3);
    expect(store.entities.map((one) => one.couponId)).toEqual([1]);
  });

  it('starts again from the first page when the filters change', async () => {
    const transport = api();
    const store = new BetHistoryStore(transport);
    await store.load();
    await store.goToPage(3);
    await store.applyFilters({ dateFrom: '2026-11-01', dateTo: null, state: 'won' });
    expect(transport.asked.at(-1)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: null,
      state: 'won',
      pageNumber: 1,
    });
  });

  it('asks for nothing when the range ends before it starts', async () => {
    const transport = api();
    const store = new BetHistoryStore(transport);
    await store.applyFilters({ dateFrom: '2026-11-22', dateTo: '2026-11-01', state: null });
    expect(store.filterProblem).toBe('from-after-to');
    expect(transport.asked).toHaveLength(0);
  });

  it('does not go past the last page', async () => {
    const transport = api(5);
    const store = new BetHistoryStore(transport);
    await store.load();
    await store.goToPage(2);
    expect(transport.asked).toHaveLength(1);
  });

  it('keeps the failure to say it', async () => {
    const failure = new Error('down');
    const store = new BetHistoryStore({ ...api(), history: () => Promise.reject(failure) });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe(failure);
  });

  it('shows the answer of the latest request only', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const store = new BetHistoryStore({
      ...api(),
      history: async (filter) => {
        calls += 1;
        if (calls === 1) await slow;
        return { entities: [coupon(calls === 1 ? 100 : 200)], total_count: 30 + filter.pageNumber };
      },
    });
    const first = store.load();
    await store.load();
    release();
    await first;
    expect(store.entities.map((one) => one.couponId)).toEqual([200]);
  });
});
