import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyCoupon, renderWithKeys } from './bet-history-fixture';
import { PrintCouponPage } from './print-coupon-page';

/** The player's time zone (UTC+3) and clock, in English. */
const TIME_DISPLAY = { timeZone: 3, is12h: false, language: 'en' };

describe('the print-coupon page', () => {
  it('shows the coupon with its selections and sums, and prints it', async () => {
    let printed = 0;
    const asked: number[] = [];
    await renderWithKeys(
      <PrintCouponPage
        couponId={101}
        loadCoupon={(id) => {
          asked.push(id);
          return Promise.resolve(historyCoupon({ state: 'won', payout: 50_625 }));
        }}
        timeDisplay={TIME_DISPLAY}
        coefViewId={0}
        print={() => (printed += 1)}
      />,
    );
    expect(await screen.findByText('print_coupon_title')).toBeTruthy();
    expect(asked).toEqual([101]);
    expect(screen.getByText(/Greens - Whites/)).toBeTruthy();
    // Placed at 18:30 UTC: the player reads it in their time zone, UTC+3.
    expect(screen.getByText(/20 Nov 2026, 21:30/)).toBeTruthy();
    expect(screen.getByText('bet_history_paid_win')).toBeTruthy();
    expect(screen.getAllByText('RUB 506.25')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'print_coupon_print' }));
    expect(printed).toBe(1);
  });

  it('says so when the coupon is not the player’s or does not exist', async () => {
    await renderWithKeys(
      <PrintCouponPage
        couponId={5}
        loadCoupon={() =>
          Promise.reject(Object.assign(new Error('nf'), { code: 404, messageKey: 'http_error' }))
        }
        timeDisplay={TIME_DISPLAY}
        coefViewId={0}
        print={() => undefined}
      />,
    );
    expect(await screen.findByText('print_coupon_not_found')).toBeTruthy();
  });
});
