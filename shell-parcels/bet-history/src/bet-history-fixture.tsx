// Test support of the bet-history tests: coupons as the server answers them and a render whose
// texts are the keys themselves.
import type { BetHistoryCoupon } from '@betshell/domain/betting';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

export function historyCoupon(over: Partial<BetHistoryCoupon> = {}): BetHistoryCoupon {
  return {
    couponId: 101,
    createdAt: '2026-11-20T18:30:00Z',
    typeId: 1,
    systemValue: null,
    currency: 'RUB',
    stake: 15_000,
    coef: 3.375,
    potentialWin: 50_625,
    paidWin: null,
    state: 'open',
    selections: [
      {
        gameId: 1,
        marketId: 11,
        coef: 1.5,
        isBanker: false,
        blockId: 1,
        isLive: false,
        kind: 1,
        sportId: 1,
        names: { sport: 'Football', champ: 'Premier', game: 'Reds - Blues', market: 'W1' },
        result: 'won',
        score: '2:1',
      },
      {
        gameId: 2,
        marketId: 22,
        coef: 2.25,
        isBanker: false,
        blockId: 1,
        isLive: false,
        kind: 1,
        sportId: 1,
        names: { sport: 'Football', champ: 'Premier', game: 'Greens - Whites', market: 'X' },
        result: 'open',
        score: null,
      },
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
