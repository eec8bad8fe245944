import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { bet, renderCoupon } from './coupon-fixture';

const toggled = (marketId: number, coef: number) =>
  ({ type: 'coupon', change: 'selection-toggled', bet: bet(marketId, coef) }) as const;

/** A window wide enough for the coupon's column (jsdom has no matchMedia: the column). */
describe('the coupon on a wide screen whose player hid the right panel', () => {
  afterEach(() => jest.useRealTimers());

  it('is the bar and the sheet of a phone, says an added selection, and is the column again when shown', async () => {
    const panels = observable({ rightPanelHidden: true });
    const coupon = await renderCoupon({ panels });
    expect(screen.queryByRole('complementary')).toBeNull();

    coupon.publish(toggled(1, 1.5));
    const bar = screen.getByRole('button', { name: /^coupon_title 1/ });
    expect(screen.getByRole('status').textContent).toBe('coupon_added');
    await userEvent.click(bar);
    expect(screen.getByRole('dialog', { name: 'coupon_title 1' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    act(() => {
      runInAction(() => {
        panels.rightPanelHidden = false;
      });
    });
    expect(screen.getByRole('complementary', { name: 'coupon_title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^coupon_title 1coupon_total_coef/ })).toBeNull();
  });
});
