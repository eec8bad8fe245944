import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { BonusGameKey } from '@betshell/domain/bonus-games';
import { BonusGamePage } from './bonus-game-page';
import type { BonusGameOutcome, BonusGamesApi, BonusGameView } from './bonus-games-http-api';

const en = {
  bonus_games_title_fortuna: 'Wheel of fortune',
  bonus_games_sign_in: 'Sign in to play your bonus games.',
  bonus_games_sign_in_button: 'Sign in',
  bonus_games_none: 'You have no award of this game yet.',
  bonus_games_how_wheel: 'Spin the wheel.',
  bonus_games_reveal_wheel: 'Spin',
  bonus_games_won: 'You won:',
};

const view = (rest: Partial<BonusGameView> = {}): BonusGameView => ({
  gameKey: 'fortuna',
  look: 'wheel',
  currency: 'USD',
  prizesMinor: [1_000, 2_000, 5_000],
  award: { id: 4, awardedAt: '2026-11-28T00:00:00.000Z', outcome: null },
  waiting: 1,
  ...rest,
});

async function renderPage(gameKey: BonusGameKey, signedIn: boolean, shown: BonusGameView) {
  const api = {
    view: jest.fn<Promise<BonusGameView>, [BonusGameKey]>().mockResolvedValue(shown),
    reveal: jest
      .fn<Promise<BonusGameOutcome>, [number]>()
      .mockResolvedValue({ slot: 2, prizeMinor: 5_000, revealedAt: '2026-11-28T00:01:00.000Z' }),
  } satisfies BonusGamesApi;
  const askLogin = jest.fn();
  const onCredited = jest.fn();
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BonusGamePage
        gameKey={gameKey}
        signedIn={signedIn}
        api={api}
        askLogin={askLogin}
        onCredited={onCredited}
      />
    </I18nextProvider>,
  );
  // The page's first answer arrives.
  await act(() => Promise.resolve());
  return { api, askLogin, onCredited };
}

describe('a bonus game page', () => {
  it('asks a visitor to sign in and asks the server nothing', async () => {
    const { api, askLogin } = await renderPage('chest', false, view());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(askLogin).toHaveBeenCalled();
    expect(api.view).not.toHaveBeenCalled();
  });

  it('says so to a player with no award of the game', async () => {
    await renderPage('memory', true, view({ look: 'memory', award: null, waiting: 0 }));
    expect(await screen.findByText(/You have no award of this game yet/)).toBeTruthy();
  });

  it('spins the wheel to the prize the server answers, and has the balance read again', async () => {
    const { api, onCredited } = await renderPage('fortuna', true, view());
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(api.reveal).toHaveBeenCalledWith(4);
    expect((await screen.findByRole('status')).textContent).toContain('You won:');
    expect(onCredited).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });
});
