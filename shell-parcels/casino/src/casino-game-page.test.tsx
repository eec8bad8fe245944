import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { CasinoLaunchAnswer } from '@betshell/domain/casino';
import type { LaunchGame } from './casino-api';
import { CasinoGamePage } from './casino-game-page';

// The English texts of server/content/dictionaries/casino, as the player reads them.
const en = {
  casino_game_play_for_fun: 'Play for fun',
  casino_game_sign_in_for_real: 'Sign in to play for real money',
  casino_game_launching: 'The game is loading…',
  casino_game_not_launchable: 'This game cannot be played at the moment.',
  casino_game_launch_failed: 'The game could not be started. Please try again.',
  casino_game_frame_title: 'Game: {{name}}',
  casino_game_full_screen: 'Full screen',
  casino_game_exit_full_screen: 'Exit full screen',
  casino_game_close: 'Close the game',
  casino_game_fun_note: 'You are playing for fun: no money is at stake.',
};

const SITE = 'https://site.example/en/casino/game/7/book-of-pharaohs';
const GAME_URL = 'https://site.example/demo-provider/games/slot?mode=real&game=7&lang=en&token=abc';

/** Like the platform's PlatformHttpError: the status in `code`, the body's code and message. */
const refusal = (code: number, errorCode: string, message: string) =>
  Object.assign(new Error(message), { code, errorCode, messageKey: 'http_error_forbidden' });

async function renderGame(setup: { signedIn: boolean; launch: LaunchGame }) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const askLogin = jest.fn();
  const onRound = jest.fn();
  const close = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CasinoGamePage
        gameId={7}
        gameName="Book of Pharaohs"
        lng="en"
        signedIn={setup.signedIn}
        launch={setup.launch}
        askLogin={askLogin}
        onRound={onRound}
        close={close}
        siteHref={SITE}
        messages={window}
      />
    </I18nextProvider>,
  );
  return { askLogin, onRound, close };
}

const launched = (answer: Partial<CasinoLaunchAnswer> = {}) =>
  jest.fn<ReturnType<LaunchGame>, Parameters<LaunchGame>>(() =>
    Promise.resolve({ url: GAME_URL, mode: 'real', expiresAt: 1_900_000_000, ...answer }),
  );

const post = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe("a game's page", () => {
  it("launches a signed-in player's game for real money in a sandboxed frame named after the game", async () => {
    const launch = launched();
    await renderGame({ signedIn: true, launch });

    const frame = await screen.findByTitle('Game: Book of Pharaohs');
    expect(launch).toHaveBeenCalledWith(7, 'real', 'en');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    screen.getByRole('button', { name: 'Full screen' });
  });

  it('shows the reason of a refusal in words and frames nothing', async () => {
    const text = 'You have excluded yourself from play until 1 January 2027.';
    const launch = jest.fn<ReturnType<LaunchGame>, Parameters<LaunchGame>>(() =>
      Promise.reject(refusal(403, 'SELF_EXCLUDED', text)),
    );
    await renderGame({ signedIn: true, launch });

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says a game that cannot be launched in its own words', async () => {
    const launch = jest.fn<ReturnType<LaunchGame>, Parameters<LaunchGame>>(() =>
      Promise.reject(refusal(409, 'GAME_NOT_LAUNCHABLE', 'This game cannot be played yet')),
    );
    await renderGame({ signedIn: true, launch });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game cannot be played at the moment.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers a visitor the game for fun or the sign-in, and launches nothing before a choice', async () => {
    const launch = launched({
      mode: 'fun',
      url: '/demo-provider/games/slot?mode=fun',
      expiresAt: null,
    });
    const { askLogin } = await renderGame({ signedIn: false, launch });

    expect(launch).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to play for real money' }));
    expect(askLogin).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    const frame = await screen.findByTitle('Game: Book of Pharaohs');
    expect(launch).toHaveBeenCalledWith(7, 'fun', 'en');
    expect(frame.getAttribute('src')).toBe('/demo-provider/games/slot?mode=fun');
    screen.getByText('You are playing for fun: no money is at stake.');
  });

  it("refreshes the balance after each round the game's page reports, and ignores other origins", async () => {
    const { onRound } = await renderGame({ signedIn: true, launch: launched() });
    await screen.findByTitle('Game: Book of Pharaohs');

    post('https://evil.example', { type: 'casino-balance' });
    expect(onRound).not.toHaveBeenCalled();

    post('https://site.example', { type: 'casino-balance', balanceMinor: 990 });
    expect(onRound).toHaveBeenCalledTimes(1);
  });

  it('goes back where the player was with the close button', async () => {
    const { close } = await renderGame({ signedIn: true, launch: launched() });
    await screen.findByTitle('Game: Book of Pharaohs');
    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
