import type { EventStatistics } from '@betshell/domain/sportsbook';
import { useTranslation } from 'react-i18next';

/** How many of the latest moments the tracker lists under its field (ours). */
const MOMENTS_LISTED = 8;

/**
 * The stream type's match view: no video, the feed's moments drawn as a tracker does. A field with
 * the two sides' halves, the latest moment marked in the half of the side that made it (its
 * attack goes towards the other's goal), and the latest moments listed under it; the newest is
 * read out to a screen reader as it comes.
 */
export function MatchTracker({ statistics }: { readonly statistics: EventStatistics }) {
  const { t } = useTranslation();
  const moments = statistics.live.moments;
  const latest = moments[0];
  const teamOf = (side: 'home' | 'away') => (side === 'home' ? statistics.home : statistics.away);
  // Home attacks to the right: its moments are drawn in the right half, the away side's left.
  const x = latest === undefined ? 50 : latest.side === 'home' ? 78 : 22;
  const y = latest === undefined ? 30 : 12 + ((latest.minute * 37) % 36);
  return (
    <section className="bs-sections__tracker" aria-labelledby="bs-tracker-title">
      <h3 id="bs-tracker-title">
        {t('sections_tracker')}{' '}
        {statistics.live.minute > 0 ? (
          <span className="bs-sections__minute">
            {t('sections_minute', { minute: statistics.live.minute })}
          </span>
        ) : null}
      </h3>
      <svg
        className="bs-sections__field"
        viewBox="0 0 100 60"
        role="img"
        aria-label={t('sections_tracker_field', {
          home: statistics.home,
          away: statistics.away,
          score: `${statistics.score.home}:${statistics.score.away}`,
        })}
      >
        <rect className="bs-sections__field-ground" x="1" y="1" width="98" height="58" rx="2" />
        <line className="bs-sections__field-line" x1="50" y1="1" x2="50" y2="59" />
        <circle className="bs-sections__field-line" cx="50" cy="30" r="8" />
        <rect className="bs-sections__field-line" x="1" y="18" width="12" height="24" />
        <rect className="bs-sections__field-line" x="87" y="18" width="12" height="24" />
        <text className="bs-sections__field-team" x="25" y="8" textAnchor="middle">
          {statistics.away}
        </text>
        <text className="bs-sections__field-team" x="75" y="8" textAnchor="middle">
          {statistics.home}
        </text>
        <text className="bs-sections__field-score" x="50" y="57" textAnchor="middle">
          {statistics.score.home}:{statistics.score.away}
        </text>
        {latest === undefined ? null : (
          <g className={`bs-sections__field-moment bs-sections__field-moment--${latest.side}`}>
            <circle cx={x} cy={y} r="4" />
            <text x={x} y={y + 9} textAnchor="middle">
              {t(`sections_stat_${latest.key}`)}
            </text>
          </g>
        )}
      </svg>
      <p className="bs-sportsbook__sr" aria-live="polite">
        {latest === undefined
          ? ''
          : t('sections_moment', {
              minute: latest.minute,
              what: t(`sections_stat_${latest.key}`),
              team: teamOf(latest.side),
            })}
      </p>
      {moments.length === 0 ? (
        <p className="bs-sportsbook__empty">{t('sections_not_started')}</p>
      ) : (
        <ol className="bs-sections__moments" aria-label={t('sections_moments')}>
          {moments.slice(0, MOMENTS_LISTED).map((moment, index) => (
            <li key={`${moment.minute}-${moment.side}-${moment.key}-${index}`}>
              <span className="bs-sections__moment-minute">{moment.minute}′</span>{' '}
              {t(`sections_stat_${moment.key}`)} — {teamOf(moment.side)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
