import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { LotteryGames } from './lottery-games';
import type { LotteryGamesApi, TotoDraws } from './lottery-games-http-api';
import type { LotteryGamesHost } from './lottery-games-host';

const en = {
  lottery_toto_title: 'Toto',
  lottery_toto_match: 'Match {{n}}',
  lottery_toto_combinations: 'Combinations: {{n}}.',
  lottery_cost: 'Cost:',
  lottery_toto_buy: 'Buy the coupon',
  lottery_toto_draw: 'Draw {{id}}',
  lottery_refusal_limit_10:
    'This purchase could take you over your daily loss limit. You can still spend {{left}} today.',
};

const draws: TotoDraws = {
  baseStakes: { RUB: 5000 },
  draws: [
    {
      id: 101,
      status: 'open',
      salesCloseAt: '2026-12-01T10:00:00.000Z',
      settledAt: null,
      jackpot: {},
      matches: Array.from({ length: 15 }, (_, index) => ({
        position: index + 1,
        home: `Home ${index + 1}`,
        away: `Away ${index + 1}`,
        result: null,
      })),
      pools: [],
    },
  ],
};

async function renderToto(section: string, signedIn: boolean) {
  const { bus, stores } = await rootStoreFixture({ language: 'en' });
  act(() =>
    bus.next(
      navigationEventFixture(`/en/toto/${section}`, 'en', {
        page: settledRouteFixture({ name: 'toto', params: { totoSection: section } }),
      }),
    ),
  );
  const buyTotoCoupon = jest.fn();
  const api = {
    totoDraws: jest.fn().mockResolvedValue(draws),
    buyTotoCoupon,
  } as unknown as LotteryGamesApi;
  const askLogin = jest.fn();
  const host: LotteryGamesHost = {
    api,
    language: 'en',
    timeDisplay: stores.settings.timeDisplay,
    signedIn,
    currency: 'RUB',
    askLogin,
    navigate: jest.fn(),
    moneyMoved: jest.fn(),
    sha256Hex: () => '',
    newId: () => 'purchase-1',
  };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <LotteryGames stores={stores} host={host} />
    </I18nextProvider>,
  );
  return { buyTotoCoupon, askLogin };
}

/**
 * Presses outcomes: for each match in order, the outcomes of its pick. The buttons are found by
 * their labels: a role query computes every button's accessible name and visibility again after
 * each of the many clicks, seconds of a busy machine.
 */
async function pick(picks: readonly string[]) {
  const rows = [...document.querySelectorAll<HTMLElement>('.bs-lottery__match')];
  for (const [index, outcomes] of picks.entries())
    for (const outcome of outcomes)
      await userEvent.click(within(rows[index]!).getByLabelText(new RegExp(`: ${outcome}$`)));
}

/** Fifteen matches and more clicks of a simulated player: seconds on a busy machine. */
const MANY_CLICKS_MS = 30_000;

describe('the toto pages', () => {
  it(
    'the calculator counts the combinations of several outcomes and their cost',
    async () => {
      await renderToto('betting-calculator', false);
      await screen.findByRole('button', { name: 'Match 1: 1' });
      await pick(['1X', '1X2', ...new Array<string>(13).fill('2')]);
      expect(screen.getByText(/Combinations: 6\./)).toBeTruthy();
      expect(screen.getByText(/300\.00/)).toBeTruthy();
    },
    MANY_CLICKS_MS,
  );

  it(
    'asks a visitor to sign in before buying, and buys nothing',
    async () => {
      const { buyTotoCoupon, askLogin } = await renderToto('draw', false);
      await screen.findByText('Draw 101');
      await pick(new Array<string>(15).fill('1'));
      await userEvent.click(screen.getByRole('button', { name: 'Buy the coupon' }));
      expect(askLogin).toHaveBeenCalled();
      expect(buyTotoCoupon).not.toHaveBeenCalled();
    },
    MANY_CLICKS_MS,
  );

  it(
    'says in words which limit refused a purchase and what it leaves',
    async () => {
      const { buyTotoCoupon } = await renderToto('draw', true);
      buyTotoCoupon.mockRejectedValue({
        status: 'http-error',
        code: 400,
        errorCode: 'STAKE_REFUSED_BY_LIMIT',
        message: 'A limit you set refuses this purchase',
        details: {
          limitType: 10,
          left: 2_500,
          messageKey: 'responsible_gaming_refused_loss_limit',
        },
        messageKey: 'http_error_request',
      });
      await screen.findByText('Draw 101');
      await pick(new Array<string>(15).fill('1'));
      await userEvent.click(screen.getByRole('button', { name: 'Buy the coupon' }));
      expect(
        await screen.findByText(/over your daily loss limit\. You can still spend ₽25\.00 today/),
      ).toBeTruthy();
    },
    MANY_CLICKS_MS,
  );
});
