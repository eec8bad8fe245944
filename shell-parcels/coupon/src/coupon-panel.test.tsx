import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, bet, refusal, renderCoupon } from './coupon-fixture';

const toggled = (marketId: number, coef: number, over = {}) =>
  ({ type: 'coupon', change: 'selection-toggled', bet: bet(marketId, coef, over) }) as const;

const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('the coupon beside the betting pages', () => {
  it('shows a selection clicked on a betting page with its odds, stake and possible win', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.85));
    expect(screen.getByText('Game 1 · W1')).toBeTruthy();
    const selection = document.querySelector<HTMLElement>('[data-market-id="1"]');
    expect(within(selection as HTMLElement).getByText('1.85')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('coupon_stake').value).toBe('150.00');
    expect(screen.getByText('RUB 277.50')).toBeTruthy();
  });

  it('tells the pages which markets it holds when they change and when a page asks', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.85));
    coupon.publish(toggled(2, 2.1));
    coupon.publish({ type: 'coupon', change: 'selections-wanted' });
    const selections = coupon.events.filter(
      (event) => event.type === 'coupon' && event.change === 'selections',
    );
    expect(selections.at(-1)).toEqual({ type: 'coupon', change: 'selections', marketIds: [1, 2] });
    // Once when it connected (empty), once per change, once asked.
    expect(selections).toHaveLength(4);
  });

  it('removes a selection when its odds are clicked again, and empties on clear', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.85));
    coupon.publish(toggled(2, 2.1));
    coupon.publish(toggled(1, 1.85));
    expect(coupon.store.coupon.bets.map((one) => one.marketId)).toEqual([2]);
    await userEvent.click(screen.getByRole('button', { name: 'coupon_clear' }));
    expect(screen.getByText('coupon_empty')).toBeTruthy();
    expect(coupon.events.at(-1)).toEqual({ type: 'coupon', change: 'cleared' });
  });

  it('makes an accumulator of two selections and offers every coupon type', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 1.5));
    coupon.publish(toggled(2, 2));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'coupon_type_single',
      'coupon_type_express',
      'coupon_type_system',
      'coupon_type_blocks',
      'coupon_type_multiple_singles',
    ]);
    expect(
      screen.getByRole('tab', { name: 'coupon_type_express' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByText('3.00')).toBeTruthy();
  });

  it('offers the systems of the selections and bankers in a system', async () => {
    const coupon = await renderCoupon();
    for (const id of [1, 2, 3, 4]) coupon.publish(toggled(id, 2));
    await userEvent.click(screen.getByRole('tab', { name: 'coupon_type_system' }));
    const system = screen.getByLabelText('coupon_system');
    expect(within(system).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(system, '3');
    expect(coupon.store.coupon.systemValue).toBe(3);
    await userEvent.click(screen.getAllByLabelText('coupon_banker')[0] as HTMLElement);
    expect(coupon.store.coupon.bets[0]?.isBanker).toBe(true);
  });

  it('adds the bonus odds to an accumulator of three and lets the player remove them', async () => {
    const coupon = await renderCoupon();
    for (const id of [1, 2, 3]) coupon.publish(toggled(id, 1.5));
    expect(screen.getByText('coupon_bonus_bet')).toBeTruthy();
    expect(screen.getByText('×1.03')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'coupon_bonus_bet_remove' }));
    expect(screen.queryByText('coupon_bonus_bet')).toBeNull();
  });

  it.each([
    [0, '1.91'],
    [1, '10/11'],
    [2, '-109'],
    [4, '0.91'],
    [5, '-1.09'],
    [6, '0.91'],
  ])(
    'shows the bonus odds as the multiplier ×1.03 in odds format %p, and the prices as %p',
    async (coefViewId, price) => {
      const coupon = await renderCoupon({ coefViewId });
      for (const id of [1, 2, 3]) coupon.publish(toggled(id, 1.91));
      const bonus = document.querySelector<HTMLElement>('.bs-coupon__bonus-bet');
      expect(within(bonus as HTMLElement).getByText('×1.03')).toBeTruthy();
      const selection = document.querySelector<HTMLElement>('[data-market-id="1"]');
      expect(within(selection as HTMLElement).getByText(price)).toBeTruthy();
    },
  );

  it('steps the stake by the currency’s step, takes quick amounts and typed amounts', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_stake_up' }));
    expect(coupon.store.coupon.amount).toBe(25_000);
    await userEvent.click(screen.getByRole('button', { name: 'coupon_stake_down' }));
    expect(coupon.store.coupon.amount).toBe(15_000);
    await userEvent.click(screen.getByRole('button', { name: 'RUB\u00a0500.00' }));
    expect(coupon.store.coupon.amount).toBe(50_000);
    const input = screen.getByLabelText('coupon_stake');
    await userEvent.clear(input);
    await userEvent.type(input, '42.5');
    expect(coupon.store.coupon.amount).toBe(4250);
    await userEvent.type(input, 'x');
    expect(screen.getByText('coupon_stake_not_amount')).toBeTruthy();
  });

  it('reads why a typed stake is no amount with the stake field', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 2));
    const input = screen.getByLabelText('coupon_stake');
    await userEvent.type(input, 'x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('coupon_stake_not_amount');
  });

  it('says the least stake, in the player’s money, when the stake is under it', async () => {
    const coupon = await renderCoupon({
      texts: { 'coupon_problem_stake-below-min_amount': 'The least stake is {{amount}}.' },
    });
    coupon.publish(toggled(1, 2));
    act(() => coupon.store.setAmount(500));
    expect(screen.getByText('The least stake is RUB 10.00.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'coupon_place' }).disabled).toBe(
      true,
    );
  });

  it('offers the deposit page when the server refuses a stake over the balance', async () => {
    const coupon = await renderCoupon();
    coupon.answerWith(() => Promise.reject(refusal(400, 'INSUFFICIENT_FUNDS')));
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    const alert = screen.getByRole('alert');
    const deposit = within(alert).getByRole('link', { name: 'coupon_deposit' });
    expect(deposit.getAttribute('href')).toBe('/en/office/recharge');
    await userEvent.click(deposit);
    expect(coupon.navigated).toEqual(['/en/office/recharge']);
  });

  it('names what stands in the way of the bet and keeps the button off', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('tab', { name: 'coupon_type_express' }));
    act(() => coupon.store.setAmount(100_000_000));
    expect(screen.getByText('coupon_problem_too-few-bets')).toBeTruthy();
    expect(screen.getByText('coupon_problem_stake-above-max_amount')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'coupon_place' }).disabled).toBe(
      true,
    );
  });

  it('places the coupon, shows the success view with a print link and reloads balances', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(coupon.sent[0]).toMatchObject({
      typeId: 0,
      amount: 15_000,
      accountId: 11,
      userId: 42,
      refId: 3,
    });
    expect(screen.getByText('coupon_success')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'coupon_print' }).getAttribute('href')).toBe(
      '/en/print-coupon/9001',
    );
    expect(coupon.events).toContainEqual({ type: 'coupon', change: 'placed', couponId: 9001 });
    expect(coupon.placedIds).toEqual([9001]);
    await userEvent.click(screen.getByRole('button', { name: 'coupon_success_ok' }));
    expect(screen.queryByText('coupon_success')).toBeNull();
  });

  it.each([
    ['INSUFFICIENT_FUNDS', undefined, 'coupon_refusal_insufficient_funds'],
    ['ACCOUNT_NOT_ALLOWED', undefined, 'coupon_refusal_account_not_allowed'],
    ['MARKET_CLOSED', { marketIds: [1] }, 'coupon_refusal_market_closed'],
    ['STAKE_REFUSED_BY_LIMIT', { limitType: 2, left: 500 }, 'coupon_refusal_limit_2'],
    [
      'COUPON_INVALID',
      { problems: [{ code: 'blocked-selection', marketIds: [1] }] },
      'coupon_problem_blocked-selection',
    ],
  ])('says in words that the server refused the coupon with %s', async (code, details, words) => {
    const coupon = await renderCoupon();
    coupon.answerWith(() => Promise.reject(refusal(400, code, details)));
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(within(screen.getByRole('alert')).getByText(words)).toBeTruthy();
    expect(coupon.store.coupon.bets).toHaveLength(1);
  });

  it('shows the new odds when they moved and takes them when the player accepts', async () => {
    const coupon = await renderCoupon();
    coupon.answerWith(() =>
      Promise.reject(refusal(409, 'ODDS_CHANGED', { changes: [{ marketId: 1, coef: 1.9 }] })),
    );
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    const prompt = screen.getByRole('alertdialog', { name: 'coupon_odds_changed' });
    // A question of the UI kit: modal, it takes the focus and reads what it asks.
    expect(prompt.getAttribute('aria-modal')).toBe('true');
    expect(prompt.contains(document.activeElement)).toBe(true);
    expect(prompt.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(prompt).getByText('coupon_odds_change_line')).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'coupon_odds_accept' }));
    expect(coupon.store.coupon.bets[0]?.coef).toBe(1.9);
    coupon.answerWith(() => Promise.resolve({ couponId: 9002, state: 'accepted' }));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(coupon.sent[1]).toMatchObject({ bets: [{ marketId: 1, coef: 1.9 }] });
  });

  it('keeps the coupon as it was when the player closes the odds question', async () => {
    const coupon = await renderCoupon();
    coupon.answerWith(() =>
      Promise.reject(refusal(409, 'ODDS_CHANGED', { changes: [{ marketId: 1, coef: 1.9 }] })),
    );
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(screen.getByRole('alertdialog', { name: 'coupon_odds_changed' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(coupon.store.coupon.bets[0]?.coef).toBe(2);
  });

  it('asks a visitor to log in instead of placing', async () => {
    const coupon = await renderCoupon({ loggedIn: false });
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_sign_in_to_bet' }));
    expect(coupon.askedLogin()).toBe(1);
    expect(screen.queryByText('coupon_one_click')).toBeNull();
  });

  it('asks before one-click clears the coupon, then places a click on odds at once', async () => {
    const coupon = await renderCoupon();
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByText('coupon_settings'));
    await userEvent.click(screen.getByLabelText('coupon_one_click'));
    const question = screen.getByRole('alertdialog', { name: 'coupon_one_click' });
    expect(within(question).getByText('coupon_will_be_cleared')).toBeTruthy();
    expect(within(question).getByText('coupon_one_click_enable_warning')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'coupon_confirm' }));
    expect(coupon.store.coupon.bets).toHaveLength(0);
    const amount = screen.getByLabelText('coupon_one_click_amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    coupon.publish(toggled(5, 1.7));
    await settle();
    expect(coupon.sent[0]).toMatchObject({ typeId: 0, amount: 20_000, bets: [{ marketId: 5 }] });
    expect(coupon.store.coupon.bets).toHaveLength(0);
  });

  it('offers a VIP bet over the maximum on line selections and sends it as one', async () => {
    const coupon = await renderCoupon();
    coupon.answerWith(() => Promise.resolve({ couponId: 77, state: 'vip-pending' }));
    coupon.publish(toggled(1, 2));
    act(() => coupon.store.setAmount(60_000_000));
    await userEvent.click(screen.getByLabelText('coupon_vip_bet'));
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place_vip' }));
    expect(coupon.sent[0]).toMatchObject({ isVipBet: true, amount: 60_000_000 });
    expect(screen.getByText('coupon_success_vip_pending')).toBeTruthy();
  });

  it('bets from the bonus account the player picks, without the maximum', async () => {
    const coupon = await renderCoupon({
      accounts: [account(), account({ id: 12, type: 4, money: 90_000_000, isActive: false })],
    });
    coupon.publish(toggled(1, 2));
    act(() => coupon.store.setAmount(60_000_000));
    expect(screen.getByText('coupon_problem_stake-above-max_amount')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('coupon_account'), '12');
    expect(screen.getByText('coupon_bonus_account_rules')).toBeTruthy();
    expect(screen.queryByText('coupon_problem_stake-above-max_amount')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'coupon_place' }));
    expect(coupon.sent[0]).toMatchObject({ accountId: 12 });
  });

  it('keeps the stake at the most it may be with auto-max', async () => {
    const coupon = await renderCoupon({ accounts: [account({ money: 30_000 })] });
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByText('coupon_settings'));
    await userEvent.click(screen.getByLabelText('coupon_setting_auto_max'));
    expect(coupon.store.coupon.amount).toBe(30_000);
  });

  it('hides the VIP bet and one-click where the site config turns them off', async () => {
    const coupon = await renderCoupon({ siteConfig: { showVipBet: false, show_one_click: false } });
    coupon.publish(toggled(1, 2));
    await userEvent.click(screen.getByText('coupon_settings'));
    expect(screen.queryByLabelText('coupon_vip_bet')).toBeNull();
    expect(screen.queryByLabelText('coupon_one_click')).toBeNull();
  });

  it('loads a coupon by its code into the coupon', async () => {
    const selection = (marketId: number) => ({
      marketId,
      gameId: marketId,
      sportId: 2,
      sportName: 'Tennis',
      champName: 'Open',
      home: 'A',
      away: 'B',
      startsAt: '2026-11-22T18:00:00Z',
      kind: 2,
      outcome: '2',
      param: 0,
      coef: marketId === 1 ? 1.5 : 2,
      blockId: 1,
      isBanker: false,
      amount: null,
      result: null,
      score: null,
    });
    const coupon = await renderCoupon({
      loadCoupon: (couponId) =>
        Promise.resolve({
          couponId,
          createdAt: '2026-11-22T10:00:00Z',
          settledAt: null,
          typeId: 1,
          systemValue: null,
          state: 'open',
          accountId: 11,
          currency: 'RUB',
          amount: 15_000,
          amountByBlockId: {},
          coef: 3,
          bonusBetCoef: null,
          potentialWin: 45_000,
          payout: 0,
          changeCoefAction: 2,
          selections: [selection(1), selection(2)],
        }),
    });
    await userEvent.type(screen.getByLabelText('coupon_load_code'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'coupon_load' }));
    expect(coupon.loaded).toEqual([555]);
    expect(coupon.store.coupon.typeId).toBe(1);
    expect(screen.getAllByText('A - B · 2')).toHaveLength(2);
  });

  it('says when a coupon code is no number or no coupon of the player', async () => {
    await renderCoupon({
      loadCoupon: () => Promise.reject(refusal(404, 'NOT_FOUND')),
    });
    await userEvent.type(screen.getByLabelText('coupon_load_code'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'coupon_load' }));
    expect(screen.getByText('coupon_load_bad_code')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('coupon_load_code'));
    await userEvent.type(screen.getByLabelText('coupon_load_code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'coupon_load' }));
    expect(screen.getByText('coupon_load_not_found')).toBeTruthy();
  });
});
