import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reaction } from 'mobx';
import { bet, renderCoupon } from './coupon-fixture';
import { COUPON_ADDED_MS } from './coupon-added';
import { COUPON_BAR_HEIGHT_PROPERTY } from './coupon-screen';

const toggled = (marketId: number, coef: number) =>
  ({ type: 'coupon', change: 'selection-toggled', bet: bet(marketId, coef) }) as const;

/** A window narrower than the coupon's column: a phone. */
function onAPhone() {
  const query = {
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => query,
  });
}

const barHeight = () => document.documentElement.style.getPropertyValue(COUPON_BAR_HEIGHT_PROPERTY);

const bar = () => screen.getByRole('button', { name: /^coupon_title \d/ });

describe('the coupon on a phone', () => {
  beforeEach(onAPhone);
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    jest.useRealTimers();
  });

  it('shows no bar and keeps no room while the coupon is empty, then a bar with the count and total odds', async () => {
    const coupon = await renderCoupon();
    expect(screen.queryByRole('button', { name: /^coupon_title/ })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(barHeight()).toBe('');

    coupon.publish(toggled(1, 1.5));
    coupon.publish(toggled(2, 2));
    expect(bar().textContent).toBe('coupon_title 2coupon_total_coef 3.00');
    expect(barHeight()).toBe('3.5rem');

    await userEvent.click(bar());
    await userEvent.click(screen.getByRole('button', { name: 'coupon_clear' }));
    expect(screen.queryByRole('button', { name: /^coupon_title/ })).toBeNull();
    expect(barHeight()).toBe('');
  });

  it('opens the whole coupon in a sheet on a tap on the bar, keeps that in the coupon summary the bottom navigation reads, and closes on Escape with the focus back on the bar', async () => {
    const coupon = await renderCoupon({ texts: { coupon_sheet_close: 'Close the coupon' } });
    coupon.publish(toggled(1, 1.5));
    const user = userEvent.setup();
    await user.click(bar());

    const sheet = screen.getByRole('dialog', { name: 'coupon_title 1' });
    expect(within(sheet).getByText('Game 1 · W1')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'coupon_place' })).toBeTruthy();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(bar().getAttribute('aria-expanded')).toBe('true');
    expect(coupon.summary.sheetOpen).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bar());
    expect(coupon.summary.sheetOpen).toBe(false);

    await user.click(bar());
    await user.click(screen.getByRole('button', { name: 'Close the coupon' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(coupon.summary.sheetOpen).toBe(false);
    expect(coupon.events.filter((event) => event.type === 'coupon-sheet')).toEqual([]);
  });

  it('leaves out of its settings the switch that keeps a side coupon in view, which a sheet has no use for', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.5));
    await userEvent.click(bar());
    const sheet = screen.getByRole('dialog', { name: 'coupon_title 1' });
    expect(within(sheet).getByLabelText('coupon_setting_possible_win_shown')).toBeTruthy();
    expect(within(sheet).queryByLabelText('coupon_setting_coupon_fixed')).toBeNull();
  });

  it("opens, toggles and closes on the bottom navigation's requests, also while empty", async () => {
    const coupon = await renderCoupon();
    const seen: boolean[] = [];
    const stop = reaction(
      () => coupon.summary.sheetOpen,
      (open) => seen.push(open),
    );
    coupon.publish({ type: 'coupon-sheet', change: 'open' });
    expect(within(screen.getByRole('dialog')).getByText('coupon_empty')).toBeTruthy();
    coupon.publish({ type: 'coupon-sheet', change: 'toggle' });
    expect(screen.queryByRole('dialog')).toBeNull();
    coupon.publish({ type: 'coupon-sheet', change: 'toggle' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    coupon.publish({ type: 'coupon-sheet', change: 'close' });
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
    expect(seen).toEqual([true, false, true, false]);
  });

  it('says an added selection in a live region and highlights the bar for a moment; a removal says nothing', async () => {
    const coupon = await renderCoupon({ texts: { coupon_added: 'Added to the coupon' } });
    jest.useFakeTimers();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    coupon.publish(toggled(1, 1.5));
    expect(status.textContent).toBe('Added to the coupon');
    expect(bar().parentElement?.className).toContain('bs-coupon-bar--added');

    act(() => jest.advanceTimersByTime(COUPON_ADDED_MS));
    expect(status.textContent).toBe('');
    expect(bar().parentElement?.className).not.toContain('bs-coupon-bar--added');

    coupon.publish(toggled(2, 2));
    act(() => jest.advanceTimersByTime(COUPON_ADDED_MS));
    coupon.publish(toggled(2, 2));
    expect(bar().textContent).toContain('coupon_title 1');
    expect(status.textContent).toBe('');
    expect(bar().parentElement?.className).not.toContain('bs-coupon-bar--added');
  });
  it('keeps the focus in the sheet when placing empties the coupon, so Escape still closes it', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.5));
    coupon.publish(toggled(2, 2));
    const user = userEvent.setup();
    await user.click(bar());
    await user.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(coupon.sent).toHaveLength(1);
    const sheet = screen.getByRole('dialog', { name: 'coupon_title 0' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
