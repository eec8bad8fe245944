import { formatTime, type TimeDisplay } from '@betshell/domain';
import {
  casinoRoundNetMinor,
  isCasinoRoundRolledBack,
  type CasinoRound,
  type CasinoRoundsApi,
} from '@betshell/domain/casino';
import { Button, Money, ResponsiveTable, type TableColumn } from '@betshell/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly rounds: readonly CasinoRound[]; readonly more: boolean };

/**
 * The player's casino rounds beside the bets on the office history page: the game, when, the
 * stake, the win and what the round left the player with, and the round id support asks for, a
 * page at a time ("Show older").
 */
export function CasinoRoundsSection(props: {
  readonly api: CasinoRoundsApi;
  readonly timeDisplay: TimeDisplay;
}) {
  const { api, timeDisplay } = props;
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);

  const load = useCallback(
    (pageNumber: number, before: readonly CasinoRound[]) => {
      api.rounds(pageNumber).then(
        (answer) => {
          setPage(pageNumber);
          setLoaded({ status: 'ready', rounds: [...before, ...answer.rounds], more: answer.more });
        },
        () => setLoaded({ status: 'error' }),
      );
    },
    [api],
  );
  useEffect(() => load(1, []), [load]);

  const money = (amountMinor: number, round: CasinoRound, signed = false) => (
    <Money
      amountMinor={amountMinor}
      currency={round.currency}
      language={i18n.language}
      unit="code"
      signed={signed}
    />
  );
  const columns: ReadonlyArray<TableColumn<CasinoRound>> = [
    {
      key: 'game',
      header: t('casino_rounds_game'),
      cell: (round) => round.gameName,
      rowHeader: true,
    },
    {
      key: 'date',
      header: t('bet_history_date'),
      cell: (round) => formatTime(round.startedAt, timeDisplay, 'dateTime'),
    },
    {
      key: 'stake',
      header: t('bet_history_stake'),
      cell: (round) => money(round.stakeMinor, round),
      numeric: true,
    },
    {
      key: 'win',
      header: t('bet_history_win'),
      cell: (round) => money(round.winMinor, round),
      numeric: true,
    },
    {
      key: 'result',
      header: t('casino_rounds_result'),
      cell: (round) =>
        isCasinoRoundRolledBack(round)
          ? t('casino_rounds_rolled_back')
          : money(casinoRoundNetMinor(round), round, true),
      numeric: true,
    },
    { key: 'round', header: t('casino_rounds_round'), cell: (round) => round.roundId },
  ];

  return (
    <section className="bs-bet-history__casino" aria-labelledby="bs-casino-rounds-title">
      <h2 id="bs-casino-rounds-title">{t('casino_rounds_title')}</h2>
      {loaded.status === 'loading' && <p aria-busy="true">{t('bet_history_loading')}</p>}
      {loaded.status === 'error' && (
        <div className="bs-bet-history__error" role="alert">
          <p>{t('casino_rounds_load_failed')}</p>
          <Button
            onClick={() => {
              setLoaded({ status: 'loading' });
              load(1, []);
            }}
          >
            {t('bet_history_retry')}
          </Button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.rounds.length === 0 && (
        <p className="bs-bet-history__empty">{t('casino_rounds_empty')}</p>
      )}
      {loaded.status === 'ready' && loaded.rounds.length > 0 && (
        <ResponsiveTable
          className="bs-bet-history__table"
          columns={columns}
          rows={loaded.rounds}
          rowKey={(round) => round.roundId}
        />
      )}
      {loaded.status === 'ready' && loaded.more && (
        <Button onClick={() => load(page + 1, loaded.rounds)}>{t('casino_rounds_older')}</Button>
      )}
    </section>
  );
}
