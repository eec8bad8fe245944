// Test support of the bet-history tests: an express of two as the server answers it, built on the
// domain's history fixtures, and a render whose texts are the keys themselves.
import type { BetHistoryCoupon } from '@betshell/domain/betting';
import { historyCoupon as domainHistoryCoupon, historySelection } from '@betshell/domain/testing';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

const PLAYED_AT = { startsAt: '2026-11-20T19:00:00Z' };

export function historyCoupon(over: Partial<BetHistoryCoupon> = {}): BetHistoryCoupon {
  return domainHistoryCoupon({
    createdAt: '2026-11-20T18:30:00Z',
    typeId: 1,
    coef: 3.375,
    potentialWin: 50_625,
    selections: [
      historySelection(11, {
        ...PLAYED_AT,
        home: 'Reds',
        away: 'Blues',
        result: 'win',
        score: { home: 2, away: 1 },
      }),
      historySelection(22, {
        ...PLAYED_AT,
        home: 'Greens',
        away: 'Whites',
        kind: 3,
        outcome: 'over',
        param: 2.5,
        coef: 2.25,
      }),
    ],
    ...over,
  });
}

export async function renderWithKeys(element: ReactElement) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  await act(async () => {
    render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
    await Promise.resolve();
  });
}
