// Test support of the bet-history tests: coupons as the server answers them and a render whose
// texts are the keys themselves.
import type { BetHistoryCoupon, BetHistorySelection } from '@betshell/domain/betting';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

const selection = (
  marketId: number,
  home: string,
  away: string,
  over: Partial<BetHistorySelection>,
): BetHistorySelection => ({
  marketId,
  gameId: marketId,
  sportId: 1,
  sportName: 'Football',
  champName: 'Premier',
  home,
  away,
  startsAt: '2026-11-20T19:00:00Z',
  kind: 1,
  outcome: '1',
  param: 0,
  coef: 1.5,
  blockId: 1,
  isBanker: false,
  amount: null,
  result: null,
  score: null,
  ...over,
});

export function historyCoupon(over: Partial<BetHistoryCoupon> = {}): BetHistoryCoupon {
  return {
    couponId: 101,
    createdAt: '2026-11-20T18:30:00Z',
    settledAt: null,
    typeId: 1,
    systemValue: null,
    state: 'open',
    accountId: 11,
    currency: 'RUB',
    amount: 15_000,
    amountByBlockId: {},
    coef: 3.375,
    bonusBetCoef: null,
    potentialWin: 50_625,
    payout: 0,
    changeCoefAction: 2,
    selections: [
      selection(11, 'Reds', 'Blues', { result: 'win', score: { home: 2, away: 1 } }),
      selection(22, 'Greens', 'Whites', { kind: 3, outcome: 'over', param: 2.5, coef: 2.25 }),
    ],
    ...over,
  };
}

export async function renderWithKeys(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  await act(async () => {
    render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
    await Promise.resolve();
  });
}
