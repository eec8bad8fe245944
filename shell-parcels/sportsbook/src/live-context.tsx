import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveClockOf, MARKET_KINDS } from '@betshell/domain/betting';
import { periodUnitOf, type LineEvent } from '@betshell/domain/sportsbook';

/** How often a live game's minute is read again (ours): a minute of the demo clock is under one. */
const CLOCK_REFRESH_MS = 15_000;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** A live game's period and minute: "2nd half 67'", "3rd quarter", "Set 2". */
export function LiveMinute({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const now = useNow(event.state === 'live');
  if (event.state !== 'live') return null;
  const clock = liveClockOf(
    { sportId: event.sportId, startsAtMs: Date.parse(event.startsAt), periods: event.periods },
    now,
  );
  const period = t(`sportsbook_period_${periodUnitOf(event.sportId)}_${clock.period}`, {
    defaultValue: t('sportsbook_period_n', { n: clock.period }),
  });
  return (
    <span className="bs-sportsbook__minute" data-minute={clock.minute ?? ''}>
      {period}
      {clock.minute === null ? null : ` ${clock.minute}′`}
    </span>
  );
}

type Side = 'home' | 'away';
interface Moment {
  readonly side: Side;
  readonly minute: number;
  readonly what: 'goal' | 'card' | 'corner';
  readonly who: string | null;
}

const MARK: Readonly<Record<Moment['what'], string>> = { goal: '⚽', card: '🟨', corner: '⚑' };

/**
 * A simple tracker of a game the feed keeps statistics of: the score, corners and cards side by
 * side, and the moments on a line from the first minute to the last (goals with their scorers,
 * cards, corners), each also in words for a screen reader.
 */
export function MatchTracker({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const stats = event.stats;
  if (stats === undefined || event.state === 'line') return null;
  const scorer = (side: Side, shirt: number) =>
    event.markets.find(
      (market) =>
        market.kind === MARKET_KINDS.playerToScore && market.outcome === `${side}:${shirt}`,
    )?.player ?? `#${shirt}`;
  const moments: Moment[] = [
    ...(stats.goals ?? []).map((goal) => ({
      side: goal.side,
      minute: goal.minute,
      what: 'goal' as const,
      who: scorer(goal.side, goal.player),
    })),
    ...(stats.cardEvents ?? []).map((card) => ({ ...card, what: 'card' as const, who: null })),
    ...(stats.cornerMinutes ?? []).map((corner) => ({
      ...corner,
      what: 'corner' as const,
      who: null,
    })),
  ].sort((a, b) => a.minute - b.minute);
  const last = Math.max(90, ...moments.map((moment) => moment.minute));
  const rows: [string, { home: number; away: number } | undefined][] = [
    ['sportsbook_tracker_goals', event.score],
    ['sportsbook_tracker_corners', stats.corners],
    ['sportsbook_tracker_cards', stats.cards],
  ];
  return (
    <section className="bs-sportsbook__tracker" aria-label={t('sportsbook_tracker')}>
      <h3>{t('sportsbook_tracker')}</h3>
      <dl className="bs-sportsbook__tracker-stats">
        {rows.map(([key, pair]) =>
          pair === undefined ? null : (
            <div key={key} className="bs-sportsbook__tracker-stat">
              <dt>{t(key)}</dt>
              <dd>
                <span>{pair.home}</span>
                <span
                  className="bs-sportsbook__tracker-bar"
                  aria-hidden="true"
                  style={{
                    ['--home-share' as string]: `${
                      pair.home + pair.away === 0 ? 50 : (pair.home * 100) / (pair.home + pair.away)
                    }%`,
                  }}
                />
                <span>{pair.away}</span>
              </dd>
            </div>
          ),
        )}
      </dl>
      <div className="bs-sportsbook__tracker-line" aria-hidden="true">
        {moments.map((moment, index) => (
          <span
            key={index}
            className={`bs-sportsbook__tracker-mark bs-sportsbook__tracker-mark--${moment.side}`}
            style={{ left: `${(moment.minute * 100) / last}%` }}
            title={`${moment.minute}′ ${moment.who ?? ''}`}
          >
            {MARK[moment.what]}
          </span>
        ))}
      </div>
      <ol className="bs-sportsbook__tracker-moments">
        {moments
          .filter((moment) => moment.what !== 'corner')
          .map((moment, index) => (
            <li key={index} className={`bs-sportsbook__tracker-moment--${moment.side}`}>
              {moment.minute}′ {MARK[moment.what]}{' '}
              {t(`sportsbook_tracker_${moment.what}`, {
                team: moment.side === 'home' ? event.home : event.away,
                player: moment.who ?? '',
              })}
            </li>
          ))}
      </ol>
    </section>
  );
}
