import { isBonusGameKey, type BonusGameKey } from '@betshell/domain/bonus-games';
import { Button, Money } from '@betshell/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusGameBoard } from './bonus-game-board';
import type { BonusGameOutcome, BonusGamesApi, BonusGameView } from './bonus-games-http-api';

export interface BonusGamePageProps {
  readonly gameKey: BonusGameKey;
  readonly signedIn: boolean;
  readonly api: BonusGamesApi;
  readonly askLogin: () => void;
  /** After a prize is credited: the header's balance reads it again. */
  readonly onCredited: () => void;
}

/**
 * A bonus game's page (spec/shell.md section 2.4, the bonus game keys): a visitor is asked to sign
 * in; a player with no award of the game reads so; otherwise the board reveals the prize the server
 * drew when the game was awarded, credited once by the reveal.
 */
export function BonusGamePage({
  gameKey,
  signedIn,
  api,
  askLogin,
  onCredited,
}: BonusGamePageProps) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<BonusGameView | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<BonusGameOutcome | null>(null);

  const load = useCallback(() => {
    api.view(gameKey).then(
      (loaded) => {
        setView(loaded);
        setOutcome(loaded.award?.outcome ?? null);
      },
      () => setFailed(true),
    );
  }, [api, gameKey]);

  useEffect(() => {
    if (signedIn) load();
  }, [signedIn, load]);

  const title = t(`bonus_games_title_${gameKey}`);
  const reveal = async () => {
    if (view === null || view.award === null || pending || outcome !== null) return;
    setPending(true);
    try {
      setOutcome(await api.reveal(view.award.id));
      onCredited();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  let body;
  if (!signedIn) {
    body = (
      <>
        <p>{t('bonus_games_sign_in')}</p>
        <Button tone="brand" onClick={askLogin}>
          {t('bonus_games_sign_in_button')}
        </Button>
      </>
    );
  } else if (failed) {
    body = <p role="alert">{t('bonus_games_error')}</p>;
  } else if (view === null) {
    body = <p aria-busy="true">{t('bonus_games_loading')}</p>;
  } else if (view.award === null) {
    body = <p data-none="">{t('bonus_games_none')}</p>;
  } else {
    const left = view.waiting - (outcome !== null && view.award.outcome === null ? 1 : 0);
    body = (
      <>
        <p>{t(`bonus_games_how_${view.look}`)}</p>
        <BonusGameBoard
          look={view.look}
          prizesMinor={view.prizesMinor}
          currency={view.currency}
          slot={outcome?.slot ?? null}
          canReveal={outcome === null && !pending}
          onReveal={() => void reveal()}
        />
        {outcome === null ? (
          <Button tone="primary" disabled={pending} onClick={() => void reveal()}>
            {t(`bonus_games_reveal_${view.look}`)}
          </Button>
        ) : (
          <p role="status" className="bs-bonus-games__won" data-won={outcome.prizeMinor}>
            {t('bonus_games_won')}{' '}
            <Money
              amountMinor={outcome.prizeMinor}
              currency={view.currency}
              language={i18n.language}
            />
          </p>
        )}
        {outcome !== null && left > 0 && (
          <Button tone="secondary" onClick={load}>
            {t('bonus_games_next', { count: left })}
          </Button>
        )}
      </>
    );
  }
  return (
    <section className="bs-bonus-games" data-game={gameKey} aria-labelledby="bs-bonus-game-title">
      <h1 id="bs-bonus-game-title">{title}</h1>
      {body}
    </section>
  );
}

/** The key of the settled page's game, or null when the address names no bonus game. */
export function bonusGameKeyOf(params: Readonly<Record<string, string>>): BonusGameKey | null {
  const key = params['bonusGameKey'];
  return key !== undefined && isBonusGameKey(key) ? key : null;
}
