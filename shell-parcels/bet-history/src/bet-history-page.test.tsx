import {
  BetHistoryStore,
  type BetHistoryApi,
  type BetHistoryFilter,
} from '@betshell/domain/betting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyCoupon, renderWithKeys } from './bet-history-fixture';
import { BetHistoryPage } from './bet-history-page';

/** The player's time zone (UTC+3) and clock, in English. */
const TIME_DISPLAY = { timeZone: 3, is12h: false, language: 'en' };

function api(total: number): BetHistoryApi & { asked: BetHistoryFilter[] } {
  const asked: BetHistoryFilter[] = [];
  return {
    asked,
    history: (filter) => {
      asked.push(filter);
      return Promise.resolve({
        entities: [historyCoupon({ couponId: 100 + filter.pageNumber })],
        total_count: total,
      });
    },
    coupon: (id) => Promise.resolve(historyCoupon({ couponId: id })),
  };
}

async function renderPage(transport: BetHistoryApi) {
  const store = new BetHistoryStore(transport);
  await renderWithKeys(
    <BetHistoryPage
      store={store}
      timeDisplay={TIME_DISPLAY}
      coefViewId={0}
      printHref={(id) => `/en/print-coupon/${id}`}
    />,
  );
  await screen.findByRole('table');
  return store;
}

describe('the office bet history', () => {
  it('lists the player’s coupons with their stake, possible win and state', async () => {
    await renderPage(api(1));
    const row = screen.getByRole('button', { name: '№ 101' }).closest('tr') as HTMLElement;
    expect(row.getAttribute('data-state')).toBe('open');
    expect(within(row).getByRole('rowheader').textContent).toBe('№ 101');
    expect(within(row).getByText('RUB 150.00').closest('td')?.getAttribute('data-label')).toBe(
      'bet_history_stake',
    );
    expect(within(row).getByText('RUB 506.25')).toBeTruthy();
    expect(within(row).getByText('bet_history_state_open')).toBeTruthy();
    expect(within(row).getByText('bet_history_type_express')).toBeTruthy();
  });

  it('opens a coupon to its selections, results and a link to print it, and closes it', async () => {
    await renderPage(api(1));
    const coupon = screen.getByRole('button', { name: '№ 101' });
    expect(coupon.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(coupon);
    expect(coupon.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen
        .getByText(/Reds - Blues/)
        .closest('tr')
        ?.getAttribute('data-result'),
    ).toBe('win');
    expect(screen.getByText('bet_history_result_won')).toBeTruthy();
    expect(screen.getByText('3.375')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'bet_history_print' }).getAttribute('href')).toBe(
      '/en/print-coupon/101',
    );
    await userEvent.click(coupon);
    expect(screen.queryByText(/Reds - Blues/)).toBeNull();
  });

  it('asks for the filters the player set, from the first page', async () => {
    const transport = api(1);
    await renderPage(transport);
    await userEvent.type(screen.getByLabelText('bet_history_date_from'), '2026-11-01');
    await userEvent.selectOptions(screen.getByLabelText('bet_history_state'), 'won');
    await userEvent.click(screen.getByRole('button', { name: 'bet_history_apply' }));
    expect(transport.asked.at(-1)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: null,
      state: 'won',
      pageNumber: 1,
    });
  });

  it('refuses a date range that ends before it starts, in words', async () => {
    const transport = api(1);
    await renderPage(transport);
    await userEvent.type(screen.getByLabelText('bet_history_date_from'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('bet_history_date_to'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'bet_history_apply' }));
    expect(screen.getByText('bet_history_filter_from-after-to')).toBeTruthy();
    expect(transport.asked).toHaveLength(1);
  });

  it('goes through the pages', async () => {
    const transport = api(25);
    await renderPage(transport);
    expect(screen.getByText('bet_history_page_of')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'bet_history_next' }));
    expect(await screen.findByRole('button', { name: '№ 102' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'bet_history_previous' }).disabled,
    ).toBe(false);
  });

  it('says when there are no bets, and when the history cannot load', async () => {
    await renderWithKeys(
      <BetHistoryPage
        store={
          new BetHistoryStore({
            ...api(0),
            history: () => Promise.resolve({ entities: [], total_count: 0 }),
          })
        }
        timeDisplay={TIME_DISPLAY}
        coefViewId={0}
        printHref={(id) => String(id)}
      />,
    );
    expect(await screen.findByText('bet_history_empty')).toBeTruthy();
  });

  it('offers to try again when the history cannot load', async () => {
    let fail = true;
    const transport = api(1);
    await renderWithKeys(
      <BetHistoryPage
        store={
          new BetHistoryStore({
            ...transport,
            history: (filter) =>
              fail ? Promise.reject(new Error('down')) : transport.history(filter),
          })
        }
        timeDisplay={TIME_DISPLAY}
        coefViewId={0}
        printHref={(id) => String(id)}
      />,
    );
    expect(await screen.findByText('bet_history_load_failed')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'bet_history_retry' }));
    expect(await screen.findByRole('button', { name: '№ 101' })).toBeTruthy();
  });
});
