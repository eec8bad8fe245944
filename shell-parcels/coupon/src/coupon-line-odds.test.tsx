import type { CouponLineApi, LineEvent } from '@betshell/domain/betting';
import { lineEventFixture } from '@betshell/domain/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bet, renderCoupon } from './coupon-fixture';

/** The line as a fake transport: each game's answer as the test sets it, and what was asked. */
function fakeLine() {
  const games = new Map<number, LineEvent>();
  const asked: number[] = [];
  const api: CouponLineApi = {
    event(gameId) {
      asked.push(gameId);
      return Promise.resolve(games.get(gameId) ?? null);
    },
  };
  /** Game `id` with its one market `id` at `coef`. */
  const set = (id: number, coef: number, change: Partial<LineEvent> = {}, isBlocked = false) =>
    games.set(
      id,
      lineEventFixture(id, {
        markets: [{ id, kind: 1, outcome: '1', param: 0, coef, isBlocked, result: null }],
        ...change,
      }),
    );
  return { api, asked, set };
}

const toggled = (marketId: number, coef: number, isLive = true) =>
  ({
    type: 'coupon',
    change: 'selection-toggled',
    bet: bet(marketId, coef, { isLive }),
  }) as const;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

const selection = (marketId: number) =>
  document.querySelector<HTMLElement>(`[data-market-id="${marketId}"]`) as HTMLElement;

const placeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'coupon_place' });

describe('the coupon following the line', () => {
  it('asks the line nothing while it is empty', async () => {
    const line = fakeLine();
    const coupon = await renderCoupon({ line: line.api });
    act(() => coupon.clock.advance(60_000));
    await settle();
    expect(line.asked).toEqual([]);
  });

  it('shows a suspended selection blocked and refuses to place it in words, until the market reopens', async () => {
    const line = fakeLine();
    line.set(1, 1.85, { state: 'live', isSuspended: true });
    const coupon = await renderCoupon({ line: line.api });
    coupon.publish(toggled(1, 1.85));
    await settle();
    expect(within(selection(1)).getByText('coupon_bet_suspended')).toBeTruthy();
    expect(selection(1).className).toContain('bs-coupon__bet--blocked');
    expect(screen.getByText('coupon_problem_blocked-selection')).toBeTruthy();
    expect(placeButton().disabled).toBe(true);

    line.set(1, 1.85, { state: 'live' });
    act(() => coupon.clock.advance(5_000));
    await settle();
    expect(within(selection(1)).queryByText('coupon_bet_suspended')).toBeNull();
    expect(screen.queryByText('coupon_problem_blocked-selection')).toBeNull();
    expect(placeButton().disabled).toBe(false);
  });

  it('says a selection’s game is over when the line has finished it', async () => {
    const line = fakeLine();
    line.set(1, 1.85, { state: 'finished' }, true);
    const coupon = await renderCoupon({ line: line.api });
    coupon.publish(toggled(1, 1.85));
    await settle();
    expect(within(selection(1)).getByText('coupon_bet_finished')).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });

  it('takes higher odds under the default action: the odds, the total and the possible win follow', async () => {
    const line = fakeLine();
    line.set(1, 2, { state: 'live' });
    const coupon = await renderCoupon({ line: line.api });
    coupon.publish(toggled(1, 1.85));
    await settle();
    expect(coupon.store.coupon.bets[0]?.coef).toBe(2);
    expect(within(selection(1)).getByTitle('coupon_odds_moved_up')).toBeTruthy();
    const totals = document.querySelector('.bs-coupon__totals') as HTMLElement;
    expect(within(totals).getByText('2.00')).toBeTruthy();
    expect(within(totals).getByText('RUB 300.00')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'coupon_line_odds_moved' })).toBeNull();
  });

  it('shows lower odds before and now, asks before placing, and places at them once taken', async () => {
    const line = fakeLine();
    line.set(1, 1.7, { state: 'live' });
    const coupon = await renderCoupon({ line: line.api });
    coupon.publish(toggled(1, 1.85));
    await settle();
    expect(within(selection(1)).getByText('coupon_bet_odds_now_down')).toBeTruthy();
    const asked = screen.getByRole('group', { name: 'coupon_line_odds_moved' });
    expect(within(asked).getByText(/coupon_odds_change_line/)).toBeTruthy();
    expect(within(asked).getByText(/coupon_odds_moved_down/)).toBeTruthy();
    expect(screen.getByText('coupon_problem_odds-changed')).toBeTruthy();
    expect(placeButton().disabled).toBe(true);

    await userEvent.click(within(asked).getByRole('button', { name: 'coupon_line_odds_accept' }));
    expect(screen.queryByRole('group', { name: 'coupon_line_odds_moved' })).toBeNull();
    await userEvent.click(placeButton());
    await settle();
    expect(coupon.sent[0]?.bets[0]?.coef).toBe(1.7);
  });

  it('asks about every change when the player chose to be asked', async () => {
    const line = fakeLine();
    line.set(1, 2, { state: 'live' });
    const coupon = await renderCoupon({ line: line.api });
    act(() => coupon.store.setChangeCoefAction(0));
    coupon.publish(toggled(1, 1.85));
    await settle();
    expect(coupon.store.coupon.bets[0]?.coef).toBe(1.85);
    expect(within(selection(1)).getByText('coupon_bet_odds_now_up')).toBeTruthy();
  });

  it('stops asking while the tab is hidden', async () => {
    const line = fakeLine();
    line.set(1, 1.85, { state: 'live' });
    const coupon = await renderCoupon({ line: line.api });
    coupon.publish(toggled(1, 1.85));
    await settle();
    act(() => coupon.lineWatch.setVisible(false));
    act(() => coupon.clock.advance(30_000));
    await settle();
    expect(line.asked).toEqual([1]);
    act(() => coupon.lineWatch.setVisible(true));
    await settle();
    expect(line.asked).toEqual([1, 1]);
  });
});
