import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  CasinoStore,
  type CasinoApi,
  type GamePreviewItem,
  type GamesPreviewAnswer,
} from '@betshell/domain/casino';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import type { LaunchGame } from './casino-api';
import { CasinoRoot } from './casino-root';

// The English texts of server/content/dictionaries/casino, as the player reads them.
const en = {
  casino_game_play_for_fun: 'Play for fun',
  casino_game_sign_in_for_real: 'Sign in to play for real money',
  casino_game_launching: 'The game is loading…',
  casino_game_frame_title: 'Game: {{name}}',
  casino_game_full_screen: 'Full screen',
  casino_game_close: 'Close the game',
  casino_game_fun_note: 'You are playing for fun: no money is at stake.',
  casino_load_failed: 'The games could not be loaded.',
  casino_retry: 'Try again',
};

const jet: GamePreviewItem = {
  id: 1008,
  name: 'Aviator Jet',
  route: 'aviator-jet',
  oldRoute: null,
  categories: [],
  tagId: null,
  providerId: 2,
  image: '/web-api/games/images/1008.svg',
  providerGame: 'crash',
};
const CATALOGUE: GamesPreviewAnswer = {
  Success: true,
  Value: {
    'crash-games': {
      RI: 4,
      TR: 1,
      GT: 'category',
      GN: 'Crash games',
      R: 'crash-games',
      OR: null,
      CRID: 4,
      GF: [jet],
      Actions: [],
      GTR: [],
      GP: [{ Id: 2, Name: 'Northwind Gaming' }],
    },
  },
};

async function renderGameRoute(gameRoute: string, preview: CasinoApi['preview']) {
  const pathname = `/en/games/${gameRoute}`;
  const { stores, bus } = await rootStoreFixture({ language: 'en' });
  bus.next(
    navigationEventFixture(pathname, 'en', {
      page: settledRouteFixture({ name: 'games-game', area: 'games', params: { gameRoute } }),
    }),
  );
  const store = new CasinoStore({
    preview,
    addFavorite: () => Promise.resolve(),
    removeFavorite: () => Promise.resolve(),
    landings: () => Promise.resolve({ landings: [] }),
  });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const launch = jest.fn<ReturnType<LaunchGame>, Parameters<LaunchGame>>(() =>
    Promise.resolve({ url: '/demo-provider/games/crash?mode=fun', mode: 'fun', expiresAt: 1 }),
  );
  const notFound = jest.fn<void, [string]>();
  const close = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <CasinoRoot
        store={store}
        stores={stores}
        navigate={jest.fn()}
        askLogin={jest.fn()}
        notFound={notFound}
        game={{
          launch,
          onRound: jest.fn(),
          close,
          siteHref: `https://site.example${pathname}`,
          messages: window,
        }}
      />
    </I18nextProvider>,
  );
  await act(() => store.load('en'));
  return { launch, notFound, close, pathname };
}

describe("the games area's game page", () => {
  it('opens the game its route names, for fun for a visitor, and closes to the games hub', async () => {
    const page = await renderGameRoute('aviator-jet', () => Promise.resolve(CATALOGUE));
    expect(screen.getByRole('heading', { name: 'Aviator Jet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    expect(await screen.findByTitle('Game: Aviator Jet')).toBeTruthy();
    expect(page.launch).toHaveBeenCalledWith(1008, 'fun', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(page.close).toHaveBeenCalledWith('/en/games');
    expect(page.notFound).not.toHaveBeenCalled();
  });

  it('tells the shell its address is not found when the catalogue has no such route', async () => {
    const page = await renderGameRoute('no-such-game', () => Promise.resolve(CATALOGUE));
    expect(page.notFound).toHaveBeenCalledWith(page.pathname);
    expect(page.launch).not.toHaveBeenCalled();
  });

  it('waits for the catalogue, and offers to try again when it did not load rather than 404', async () => {
    const page = await renderGameRoute('aviator-jet', () => Promise.reject(new Error('down')));
    expect(screen.getByRole('alert').textContent).toMatch('The games could not be loaded.');
    expect(page.notFound).not.toHaveBeenCalled();
  });
});
