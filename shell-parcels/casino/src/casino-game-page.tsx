import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@betshell/domain';
import {
  GAME_FRAME_SANDBOX,
  isCasinoBalanceMessage,
  type LaunchMode,
} from '@betshell/domain/casino';
import { Button, FormError } from '@betshell/ui';
import type { LaunchGame } from './casino-api';

export interface CasinoGamePageProps {
  readonly gameId: number;
  /** The game's name as the catalogue says it (the frame's title and the page's heading). */
  readonly gameName: string;
  readonly lng: LanguageCode;
  readonly signedIn: boolean;
  readonly launch: LaunchGame;
  /** A visitor wants real money: the shell's login form opens, back here afterwards. */
  readonly askLogin: () => void;
  /** A round of real money ended: the header's balance is asked again. */
  readonly onRound: () => void;
  /** Back to where the player was: the page before, or the section's lobby. */
  readonly close: () => void;
  /** The page's address, against which a launch answer's relative address is read. */
  readonly siteHref: string;
  /** Where the provider's page posts its messages (the window). */
  readonly messages: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

type GameState =
  | { readonly kind: 'choose' }
  | { readonly kind: 'launching'; readonly mode: LaunchMode }
  | { readonly kind: 'playing'; readonly mode: LaunchMode; readonly url: string }
  | { readonly kind: 'refused'; readonly message: string };

/** What a refusal says: the server's reason for who may not play, our words for the rest. */
function refusalText(error: unknown, t: (key: string) => string): string {
  const failure = error as {
    readonly code?: number;
    readonly errorCode?: unknown;
    readonly message?: unknown;
    readonly messageKey?: unknown;
  };
  if (failure.errorCode === 'GAME_NOT_LAUNCHABLE' || failure.errorCode === 'GAME_NOT_FOUND') {
    return t('casino_game_not_launchable');
  }
  // Self-excluded, timed out, blocked, session limit: the server says why in the asked language.
  if (failure.code === 403 && typeof failure.message === 'string' && failure.message !== '') {
    return failure.message;
  }
  return typeof failure.messageKey === 'string'
    ? t(failure.messageKey)
    : t('casino_game_launch_failed');
}

/**
 * A game's page: the provider's page in a sandboxed frame, launched for real money for a signed-in
 * player and, for a visitor, for fun once asked; the header's balance follows every round the
 * provider's page reports.
 */
export function CasinoGamePage({
  gameId,
  gameName,
  lng,
  signedIn,
  launch,
  askLogin,
  onRound,
  close,
  siteHref,
  messages,
}: CasinoGamePageProps) {
  const { t } = useTranslation();
  const [wantsFun, setWantsFun] = useState(false);
  const [outcome, setOutcome] = useState<{
    readonly asked: LaunchMode;
    readonly state: GameState;
  } | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const stage = useRef<HTMLDivElement>(null);

  const mode: LaunchMode | null = signedIn ? 'real' : wantsFun ? 'fun' : null;
  // The answer of the launch for the mode shown now; until it comes, the game is loading.
  const state: GameState =
    mode === null
      ? { kind: 'choose' }
      : outcome?.asked === mode
        ? outcome.state
        : { kind: 'launching', mode };

  useEffect(() => {
    if (mode === null) return;
    let current = true;
    launch(gameId, mode, lng).then(
      (answer) => {
        if (current) {
          setOutcome({
            asked: mode,
            state: { kind: 'playing', mode: answer.mode, url: answer.url },
          });
        }
      },
      (error: unknown) => {
        if (current) {
          setOutcome({ asked: mode, state: { kind: 'refused', message: refusalText(error, t) } });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, mode, lng, launch, t]);

  const playingUrl = state.kind === 'playing' ? state.url : null;
  const realMoney = state.kind === 'playing' && state.mode === 'real';
  useEffect(() => {
    if (playingUrl === null || !realMoney) return;
    // A launch address may be a path: the provider is then on the site's own origin.
    const origin = new URL(playingUrl, siteHref).origin;
    const listener = (event: MessageEvent) => {
      if (isCasinoBalanceMessage(event, origin)) onRound();
    };
    messages.addEventListener('message', listener);
    return () => messages.removeEventListener('message', listener);
  }, [playingUrl, realMoney, siteHref, messages, onRound]);

  useEffect(() => {
    const element = stage.current;
    if (element === null) return;
    const changed = () => setFullScreen(element.ownerDocument.fullscreenElement === element);
    element.ownerDocument.addEventListener('fullscreenchange', changed);
    return () => element.ownerDocument.removeEventListener('fullscreenchange', changed);
  }, [playingUrl]);

  const toggleFullScreen = () => {
    const element = stage.current;
    if (element === null) return;
    const page = element.ownerDocument;
    if (page.fullscreenElement === element) void page.exitFullscreen();
    else void element.requestFullscreen?.();
  };

  let body;
  if (state.kind === 'choose') {
    body = (
      <div className="bs-casino-game__choices">
        <Button tone="primary" onClick={() => setWantsFun(true)}>
          {t('casino_game_play_for_fun')}
        </Button>
        <Button tone="brand" onClick={askLogin}>
          {t('casino_game_sign_in_for_real')}
        </Button>
      </div>
    );
  } else if (state.kind === 'launching') {
    body = (
      <p className="bs-casino-game__wait" role="status">
        {t('casino_game_launching')}
      </p>
    );
  } else if (state.kind === 'refused') {
    body = <FormError>{state.message}</FormError>;
  } else {
    body = (
      <div className="bs-casino-game__stage" ref={stage}>
        <iframe
          className="bs-casino-game__frame"
          src={state.url}
          title={t('casino_game_frame_title', { name: gameName })}
          sandbox={GAME_FRAME_SANDBOX}
          allow="fullscreen"
          referrerPolicy="origin"
        />
      </div>
    );
  }

  return (
    <section className="bs-casino bs-casino-game" data-page="casino-game" data-game-id={gameId}>
      <div className="bs-casino-game__bar">
        <h1 className="bs-casino__title">{gameName}</h1>
        {state.kind === 'playing' ? (
          <Button onClick={toggleFullScreen} aria-pressed={fullScreen}>
            {t(fullScreen ? 'casino_game_exit_full_screen' : 'casino_game_full_screen')}
          </Button>
        ) : null}
        <Button onClick={close}>{t('casino_game_close')}</Button>
      </div>
      {state.kind === 'playing' && state.mode === 'fun' ? (
        <p className="bs-casino-game__mode">{t('casino_game_fun_note')}</p>
      ) : null}
      {body}
    </section>
  );
}
