import type { CashOutRequest } from '@betshell/api-contract';
import { OpenBetsStore, type BetHistoryCoupon } from '@betshell/domain/betting';
import { manualClock } from '@betshell/domain/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { refusal } from './coupon-fixture';
import { OpenBets } from './open-bets';

const coupon = {
  couponId: 9000007,
  createdAt: '2026-11-22T12:00:00Z',
  settledAt: null,
  typeId: 0,
  systemValue: null,
  state: 'open',
  accountId: 11,
  currency: 'RUB',
  amount: 10_000,
  amountByBlockId: {},
  coef: 2,
  bonusBetCoef: null,
  potentialWin: 20_000,
  payout: 0,
  changeCoefAction: 2,
  cashOut: {
    available: true,
    value: 11_875,
    reason: null,
    partial: true,
    stakeInPlay: 10_000,
    cashedOutStake: 0,
    cashedOut: 0,
  },
  selections: [
    {
      marketId: 5,
      gameId: 5,
      sportId: 1,
      sportName: 'Football',
      champName: 'Premier',
      home: 'Reds',
      away: 'Blues',
      startsAt: '2026-11-22T18:00:00Z',
      kind: 1,
      outcome: '1',
      param: 0,
      coef: 2,
      blockId: 1,
      isBanker: false,
      amount: null,
      result: null,
      score: null,
      currentCoef: 1.6,
      marketState: 'open',
    },
  ],
} as const satisfies BetHistoryCoupon;

const texts = {
  cash_out_take: 'Cash out {{amount}}',
  cash_out_confirm: 'Confirm {{amount}}',
  cash_out_value_changed: 'Now {{amount}}',
};

describe('the open bets of the slip', () => {
  it('asks the player to confirm the value, sends it, and says when it has moved', async () => {
    const sent: CashOutRequest[] = [];
    const store = new OpenBetsStore(
      {
        openCoupons: () => Promise.resolve({ entities: [coupon], total_count: 1 }),
        cashOut: (_id, request) => {
          sent.push(request);
          return Promise.reject(refusal(409, 'CASH_OUT_VALUE_CHANGED', { value: 11_000 }));
        },
      },
      manualClock(Date.parse('2026-11-22T17:00:00Z')),
      () => 'en',
      null,
      () => undefined,
    );
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: texts } } });
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <OpenBets store={store} coefViewId={0} />
        </I18nextProvider>,
      );
      await Promise.resolve();
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cash out RUB\s?118\.75$/ }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^Confirm RUB\s?118\.75$/ }));
    expect(sent.map((one) => one.value)).toEqual([11_875]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Now RUB\s?110\.00/);
    act(() => store.stop());
  });
});
