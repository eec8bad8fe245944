import { formatTime } from '@betshell/domain';
import type { EventStatistics } from '@betshell/domain/sportsbook';
import { useTranslation } from 'react-i18next';
import { useSportsbook } from './view-context';

type Form = EventStatistics['form']['home'];

/** A team's latest results as letters, the latest first. */
function FormRow({ team, form }: { readonly team: string; readonly form: Form }) {
  const { t } = useTranslation();
  return (
    <li className="bs-sections__form-row">
      <span className="bs-sections__form-team">{team}</span>
      <span className="bs-sections__form">
        {form.length === 0
          ? t('sections_no_games')
          : form.map((result, index) => (
              <abbr
                key={index}
                title={t(`sections_form_${result}`)}
                className={`bs-sections__result bs-sections__result--${result}`}
              >
                {t(`sections_form_short_${result}`)}
              </abbr>
            ))}
      </span>
    </li>
  );
}

/** The live figures: each line the two sides' counts (or shares) with a bar between them. */
export function LiveFigures({ statistics }: { readonly statistics: EventStatistics }) {
  const { t } = useTranslation();
  const { live } = statistics;
  if (live.lines.length === 0)
    return <p className="bs-sportsbook__empty">{t('sections_not_started')}</p>;
  return (
    <table className="bs-sections__figures">
      <caption className="bs-sportsbook__sr">{t('sections_live_figures')}</caption>
      <thead>
        <tr>
          <th scope="col">{statistics.home}</th>
          <th scope="col">{t('sections_figure')}</th>
          <th scope="col">{statistics.away}</th>
        </tr>
      </thead>
      <tbody>
        {live.lines.map((line) => {
          const total = line.home + line.away;
          const share = total === 0 ? 50 : Math.round((line.home / total) * 100);
          const unit = line.percent ? '%' : '';
          return (
            <tr key={line.key} data-stat={line.key}>
              <td className="bs-sections__figure-value">
                {line.home}
                {unit}
              </td>
              <td>
                <span className="bs-sections__figure-name">{t(`sections_stat_${line.key}`)}</span>
                <span className="bs-sections__bar" aria-hidden="true">
                  <span className="bs-sections__bar-home" style={{ width: `${share}%` }} />
                </span>
              </td>
              <td className="bs-sections__figure-value">
                {line.away}
                {unit}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A game's statistics: the live figures the feed produces, both teams' form, their meetings and the
 * championship's table with the two teams marked. The popup shows the same, narrower.
 */
export function StatisticsPanel({ statistics }: { readonly statistics: EventStatistics }) {
  const { t } = useTranslation();
  const { timeDisplay } = useSportsbook();
  const teamIds = [statistics.homeTeamId, statistics.awayTeamId];
  return (
    <div className="bs-sections__statistics">
      <section className="bs-sections__panel" aria-labelledby="bs-stat-live">
        <h3 id="bs-stat-live">
          {t('sections_live_figures')}
          {statistics.live.minute > 0 ? (
            <span className="bs-sections__minute">
              {' '}
              {t('sections_minute', { minute: statistics.live.minute })}
            </span>
          ) : null}
        </h3>
        <LiveFigures statistics={statistics} />
      </section>
      <section className="bs-sections__panel" aria-labelledby="bs-stat-form">
        <h3 id="bs-stat-form">{t('sections_form')}</h3>
        <ul className="bs-sections__form-list">
          <FormRow team={statistics.home} form={statistics.form.home} />
          <FormRow team={statistics.away} form={statistics.form.away} />
        </ul>
      </section>
      <section className="bs-sections__panel" aria-labelledby="bs-stat-meetings">
        <h3 id="bs-stat-meetings">{t('sections_meetings')}</h3>
        {statistics.meetings.length === 0 ? (
          <p className="bs-sportsbook__empty">{t('sections_no_games')}</p>
        ) : (
          <ul className="bs-sections__meetings">
            {statistics.meetings.map((game) => (
              <li key={game.id}>
                <span className="bs-sportsbook__time">
                  {formatTime(game.playedAt, timeDisplay, 'game')}
                </span>{' '}
                {game.home}{' '}
                <strong>
                  {game.homeScore}:{game.awayScore}
                </strong>{' '}
                {game.away}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        className="bs-sections__panel bs-sections__panel--wide"
        aria-labelledby="bs-stat-table"
      >
        <h3 id="bs-stat-table">
          {t('sections_table')}: {statistics.champName}
        </h3>
        <div className="bs-sections__scroll">
          <table className="bs-sportsbook__results bs-sections__table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('sections_table_team')}</th>
                <th scope="col">
                  <abbr title={t('sections_table_played')}>{t('sections_table_played_short')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('sections_form_W')}>{t('sections_form_short_W')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('sections_form_D')}>{t('sections_form_short_D')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('sections_form_L')}>{t('sections_form_short_L')}</abbr>
                </th>
                <th scope="col">{t('sections_table_goals')}</th>
                <th scope="col">{t('sections_table_points')}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.table.map((row, index) => (
                <tr
                  key={row.teamId}
                  className={teamIds.includes(row.teamId) ? 'bs-sections__row--playing' : undefined}
                >
                  <td>{index + 1}</td>
                  <td>{row.name}</td>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.drawn}</td>
                  <td>{row.lost}</td>
                  <td>
                    {row.scored}:{row.conceded}
                  </td>
                  <td>
                    <strong>{row.points}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
