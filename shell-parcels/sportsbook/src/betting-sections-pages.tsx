import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  CYBER_SPORT_IDS,
  ESPORTS_DISCIPLINES,
  ESPORTS_SPORT_ID,
  LIVE_POLL_MS,
  SPECIAL_SECTIONS,
  SPORT_TYPES,
  bettingSectionPaths,
  champsOf,
  esportsPaths,
  gamesOfTeam,
  inOrderOf,
  isOfSportType,
  marblePicks,
  narrowed,
  teamsOf,
  topEvents,
  type BettingSectionView,
  type EventStatistics,
  type LineEvent,
} from '@betshell/domain/sportsbook';
import { AppLink } from './app-link';
import { EventList, GameClock, Teams } from './event-row';
import { MatchTracker } from './match-tracker';
import { useSectionsApi } from './sections-api';
import { GameHeader, GameMarkets, GameStatisticsLink } from './sportsbook-pages';
import { StatisticsPanel } from './statistics-panel';
import { useAnswer } from './use-answer';
import { useSportsbook } from './view-context';

type Special = (typeof SPECIAL_SECTIONS)[number];

/** Every game the page has, in play first. */
function useAllGames(): LineEvent[] {
  const { store } = useSportsbook();
  return [...store.data.live, ...store.data.line];
}

/** A game's statistics, asked again while it is in play. */
function useStatistics(gameId: number | null, live: boolean) {
  const api = useSectionsApi();
  const { lng } = useSportsbook();
  return useAnswer<EventStatistics | null>(
    `${gameId ?? ''}:${lng}`,
    api === null || gameId === null ? null : () => api.statistics(gameId, lng),
    live ? LIVE_POLL_MS : null,
  );
}

function Empty({ text }: { readonly text: string }) {
  return <p className="bs-sportsbook__empty">{text}</p>;
}

/** One game opened from a section: its header, a link to its statistics and every market. */
const SectionGame = observer(function SectionGame() {
  const { t } = useTranslation();
  const { store } = useSportsbook();
  const game = store.data.game;
  if (game === null) return <Empty text={t('sportsbook_game_not_found')} />;
  return (
    <article className="bs-sportsbook__game">
      <GameHeader event={game} />
      <GameStatisticsLink event={game} />
      <GameMarkets event={game} />
    </article>
  );
});

/** The stream type's match view: the tracker over the feed's moments, the figures, the markets. */
const StreamGame = observer(function StreamGame() {
  const { t } = useTranslation();
  const { store, lng } = useSportsbook();
  const game = store.data.game;
  const statistics = useStatistics(game?.id ?? null, game?.state === 'live');
  if (game === null) return <Empty text={t('sportsbook_game_not_found')} />;
  return (
    <article className="bs-sportsbook__game bs-sections__stream">
      <GameHeader event={game} />
      {statistics.status === 'ready' && statistics.value !== null ? (
        <MatchTracker statistics={statistics.value} />
      ) : statistics.status === 'error' ? (
        <p role="alert">{t('sportsbook_load_failed')}</p>
      ) : (
        <p role="status">{t('sportsbook_loading')}</p>
      )}
      <p>
        <AppLink href={bettingSectionPaths.statistic(lng, game.id)}>
          {t('sections_statistics_of_game')}
        </AppLink>
      </p>
      <GameMarkets event={game} />
    </article>
  );
});

/** Esports and cyber: the type switch, then the type's disciplines or sports and their games. */
const EsportsPage = observer(function EsportsPage({ view }: { readonly view: BettingSectionView }) {
  const { t } = useTranslation();
  const { lng, store } = useSportsbook();
  const route = view.page === 'cyber' ? 'cyber' : 'esports';
  const type = view.sportType ?? 'real';
  const games = useAllGames().filter(
    (event) =>
      isOfSportType(type, event) &&
      (view.sportId === null || event.sportId === view.sportId) &&
      (view.champId === null || event.champId === view.champId),
  );
  const title = t(route === 'cyber' ? 'sections_cyber' : 'sections_esports');
  const cyberSports = store.data.sports.filter((sport) => CYBER_SPORT_IDS.includes(sport.id));
  let body;
  if (view.gameId !== null) body = type === 'stream' ? <StreamGame /> : <SectionGame />;
  else if (type === 'stream')
    body =
      games.length === 0 ? (
        <Empty text={t('sportsbook_no_live')} />
      ) : (
        <ul className="bs-sections__cards">
          {games.map((event) => (
            <li key={event.id} className="bs-sections__card" data-event-id={event.id}>
              <span className="bs-sportsbook__crumbs">
                {event.sportName}. {event.champName}
              </span>
              <AppLink
                href={esportsPaths.game(lng, route, 'stream', event)}
                className="bs-sportsbook__teams"
              >
                <Teams event={event} />
              </AppLink>
              <span>
                <span className="bs-sportsbook__live">{t('sportsbook_live_badge')}</span>{' '}
                <GameClock event={event} />
              </span>
              <AppLink href={esportsPaths.game(lng, route, 'stream', event)}>
                {t('sections_watch')}
              </AppLink>
            </li>
          ))}
        </ul>
      );
  else body = <EventList events={games} label={title} />;
  return (
    <section className="bs-sportsbook__block" data-sport-type={type}>
      <h2>{title}</h2>
      <nav className="bs-sportsbook__tabs" aria-label={t('sections_types')}>
        {SPORT_TYPES.map((one) => (
          <AppLink key={one} href={esportsPaths.type(lng, route, one)} current={type === one}>
            {t(`sections_type_${one}`)}
          </AppLink>
        ))}
      </nav>
      {view.gameId === null && type === 'real' ? (
        <nav className="bs-sportsbook__sports" aria-label={t('sections_disciplines')}>
          <AppLink href={esportsPaths.type(lng, route, 'real')} current={view.champId === null}>
            {t('sportsbook_all_sports')}
          </AppLink>
          {ESPORTS_DISCIPLINES.map((discipline) => (
            <AppLink
              key={discipline.key}
              href={esportsPaths.champ(lng, route, 'real', ESPORTS_SPORT_ID, discipline.champId)}
              current={view.champId === discipline.champId}
            >
              {discipline.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
      {view.gameId === null && type === 'virtual' ? (
        <nav className="bs-sportsbook__sports" aria-label={t('sportsbook_sports')}>
          <AppLink href={esportsPaths.type(lng, route, 'virtual')} current={view.sportId === null}>
            {t('sportsbook_all_sports')}
          </AppLink>
          {cyberSports.map((sport) => (
            <AppLink
              key={sport.id}
              href={`${esportsPaths.type(lng, route, 'virtual')}/${sport.id}`}
              current={view.sportId === sport.id}
            >
              {sport.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
      {body}
    </section>
  );
});

/** The disciplines: each esports discipline and cyber sport with how many games it has. */
const DisciplinesPage = observer(function DisciplinesPage() {
  const { t } = useTranslation();
  const { lng, store } = useSportsbook();
  const games = useAllGames();
  const count = (test: (event: LineEvent) => boolean) => {
    const of = games.filter(test);
    return t('sections_games_count', {
      count: of.length,
      live: of.filter((event) => event.state === 'live').length,
    });
  };
  return (
    <section className="bs-sportsbook__block">
      <h2>{t('sections_disciplines')}</h2>
      <h3>{t('sections_type_real')}</h3>
      <ul className="bs-sections__disciplines">
        {ESPORTS_DISCIPLINES.map((discipline) => (
          <li key={discipline.key} data-discipline={discipline.key}>
            <AppLink
              href={esportsPaths.champ(
                lng,
                'esports',
                'real',
                ESPORTS_SPORT_ID,
                discipline.champId,
              )}
            >
              {discipline.name}
            </AppLink>{' '}
            <span className="bs-sportsbook__count">
              {count((event) => event.champId === discipline.champId)}
            </span>
          </li>
        ))}
      </ul>
      <h3>{t('sections_type_virtual')}</h3>
      <ul className="bs-sections__disciplines">
        {store.data.sports
          .filter((sport) => CYBER_SPORT_IDS.includes(sport.id))
          .map((sport) => (
            <li key={sport.id}>
              <AppLink href={`${esportsPaths.type(lng, 'cyber', 'virtual')}/${sport.id}`}>
                {sport.name}
              </AppLink>{' '}
              <span className="bs-sportsbook__count">
                {count((event) => event.sportId === sport.id)}
              </span>
            </li>
          ))}
      </ul>
      <p>
        <AppLink href={esportsPaths.type(lng, 'esports', 'stream')}>
          {t('sections_type_stream')}
        </AppLink>
      </p>
    </section>
  );
});

/** statistic and statisticpopup: one game's statistics, or the games to choose one from. */
const StatisticPage = observer(function StatisticPage({
  view,
}: {
  readonly view: BettingSectionView;
}) {
  const { t } = useTranslation();
  const { lng, store } = useSportsbook();
  const games = useAllGames();
  const game = store.data.game;
  const statistics = useStatistics(view.gameId, game?.state === 'live');
  const popup = view.page === 'statisticpopup';
  if (view.gameId === null)
    return (
      <section className="bs-sportsbook__block">
        <h2>{t('sections_statistics')}</h2>
        {champsOf(games).map((champ) => (
          <section key={champ.id} className="bs-sportsbook__champ">
            <h3 className="bs-sportsbook__champ-title">
              {champ.sportName}. {champ.name}
            </h3>
            <ul className="bs-sections__links">
              {champ.events.map((event) => (
                <li key={event.id}>
                  <AppLink href={bettingSectionPaths.statistic(lng, event.id)}>
                    {event.home} — {event.away}
                  </AppLink>{' '}
                  <GameClock event={event} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    );
  let body;
  if (statistics.status === 'loading') body = <p role="status">{t('sportsbook_loading')}</p>;
  else if (statistics.status === 'error') body = <p role="alert">{t('sportsbook_load_failed')}</p>;
  else if (statistics.value === null) body = <Empty text={t('sportsbook_game_not_found')} />;
  else body = <StatisticsPanel statistics={statistics.value} />;
  return (
    <section className={`bs-sportsbook__block${popup ? ' bs-sections--popup' : ''}`}>
      {popup ? null : (
        <p className="bs-sportsbook__crumbs">
          <AppLink href={bettingSectionPaths.statistic(lng)}>{t('sections_statistics')}</AppLink>
        </p>
      )}
      <h2>
        {t('sections_statistics')}
        {game === null ? null : `: ${game.home} — ${game.away}`}
      </h2>
      {game === null ? null : (
        <p>
          <GameClock event={game} />{' '}
          <span className="bs-sportsbook__crumbs">
            {game.sportName}. {game.champName}
          </span>{' '}
          {popup ? null : (
            <a
              href={bettingSectionPaths.statisticPopup(lng, game.id)}
              target="_blank"
              rel="noopener"
            >
              {t('sections_open_popup')}
            </a>
          )}
        </p>
      )}
      {body}
    </section>
  );
});

/** One game in play of the results zone: its score and its live figures. */
function ZoneGame({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  const statistics = useStatistics(event.id, true);
  const lines =
    statistics.status === 'ready' && statistics.value !== null ? statistics.value.live.lines : [];
  return (
    <li className="bs-sections__card" data-event-id={event.id}>
      <span className="bs-sportsbook__crumbs">
        {event.sportName}. {event.champName}
      </span>
      <AppLink href={bettingSectionPaths.statistic(lng, event.id)} className="bs-sportsbook__teams">
        <Teams event={event} />
      </AppLink>
      <span>
        <GameClock event={event} />
        {statistics.status === 'ready' && statistics.value !== null
          ? ` ${t('sections_minute', { minute: statistics.value.live.minute })}`
          : null}
      </span>
      <dl className="bs-sections__zone-figures">
        {lines.slice(0, 4).map((line) => (
          <div key={line.key}>
            <dt>{t(`sections_stat_${line.key}`)}</dt>
            <dd>
              {line.home}
              {line.percent ? '%' : ''} : {line.away}
              {line.percent ? '%' : ''}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** How many games in play the zone follows at once (ours: each asks its figures every 5 s). */
const ZONE_GAMES = 12;

/** results/zone: the games in play with their scores and live figures, as a match centre. */
const ResultsZonePage = observer(function ResultsZonePage() {
  const { t } = useTranslation();
  const { lng, store } = useSportsbook();
  const live = store.data.live.slice(0, ZONE_GAMES);
  return (
    <section className="bs-sportsbook__block">
      <h2>{t('sportsbook_results')}</h2>
      <nav className="bs-sportsbook__tabs" aria-label={t('sportsbook_results')}>
        <AppLink href={`/${lng}/results`}>{t('sportsbook_results_finished')}</AppLink>
        <AppLink href={`/${lng}/results/live`}>{t('sportsbook_results_live')}</AppLink>
        <AppLink href={bettingSectionPaths.resultsZone(lng)} current>
          {t('sections_zone')}
        </AppLink>
      </nav>
      {live.length === 0 ? (
        <Empty text={t('sportsbook_no_live')} />
      ) : (
        <ul className="bs-sections__cards">
          {live.map((event) => (
            <ZoneGame key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** The five sections' menu and the line/live switch of the one on screen. */
function SpecialMenu({
  view,
  page,
}: {
  readonly view: BettingSectionView;
  readonly page: Special;
}) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  return (
    <>
      <nav className="bs-sportsbook__tabs" aria-label={t('sections_special')}>
        {SPECIAL_SECTIONS.map((one) => (
          <AppLink key={one} href={bettingSectionPaths.special(lng, one)} current={one === page}>
            {t(`sections_${one.replace('-', '_')}`)}
          </AppLink>
        ))}
      </nav>
      <nav className="bs-sportsbook__sports" aria-label={t('sportsbook_sections')}>
        <AppLink href={bettingSectionPaths.special(lng, page)} current={view.section === null}>
          {t('sections_all')}
        </AppLink>
        <AppLink
          href={bettingSectionPaths.special(lng, page, 'live')}
          current={view.section === 'live'}
        >
          {t('sportsbook_live')}
        </AppLink>
        <AppLink
          href={bettingSectionPaths.special(lng, page, 'line')}
          current={view.section === 'line'}
        >
          {t('sportsbook_line')}
        </AppLink>
      </nav>
    </>
  );
}

/** topgame: the open games with the most bets, the most first. */
const TopGameList = observer(function TopGameList({ view }: { readonly view: BettingSectionView }) {
  const { t } = useTranslation();
  const api = useSectionsApi();
  const games = narrowed(useAllGames(), view);
  const top = useAnswer('topgame', api === null ? null : () => api.topGames(), LIVE_POLL_MS);
  if (top.status === 'loading') return <p role="status">{t('sportsbook_loading')}</p>;
  const ranked = top.status === 'ready' ? top.value.games : [];
  const bets = new Map(ranked.map((game) => [game.eventId, game.bets]));
  const listed = inOrderOf(
    games,
    ranked.map((game) => game.eventId),
  );
  if (listed.length === 0)
    return (
      <>
        <Empty text={t('sections_no_bets_yet')} />
        <EventList events={topEvents(games)} label={t('sections_top_events')} />
      </>
    );
  return (
    <>
      <ol className="bs-sections__ranking" aria-label={t('sections_topgame')}>
        {listed.map((event) => (
          <li key={event.id} data-event-id={event.id}>
            {event.home} — {event.away}{' '}
            <span className="bs-sportsbook__count">
              {t('sections_bets_count', { count: bets.get(event.id) ?? 0 })}
            </span>
          </li>
        ))}
      </ol>
      <EventList events={listed} label={t('sections_topgame')} />
    </>
  );
});

/** betsonyour: the open games of the teams the signed-in player has bet on. */
const BetsOnYourList = observer(function BetsOnYourList({
  view,
}: {
  readonly view: BettingSectionView;
}) {
  const { t } = useTranslation();
  const api = useSectionsApi();
  const { lng } = useSportsbook();
  const games = narrowed(useAllGames(), view);
  const yours = useAnswer(
    `betsonyour:${lng}`,
    api === null ? null : () => api.betsOnYour(lng),
    null,
  );
  if (yours.status === 'loading') return <p role="status">{t('sportsbook_loading')}</p>;
  if (yours.status === 'error') return <p role="alert">{t('sportsbook_load_failed')}</p>;
  if (yours.value === null) return <Empty text={t('sections_betsonyour_sign_in')} />;
  if (yours.value.teams.length === 0) return <Empty text={t('sections_betsonyour_none')} />;
  return (
    <>
      <p>
        {t('sections_betsonyour_teams')}{' '}
        {yours.value.teams.map((team, index) => (
          <span key={team}>
            {index === 0 ? '' : ', '}
            <AppLink href={bettingSectionPaths.team(lng, team)}>{team}</AppLink>
          </span>
        ))}
      </p>
      <EventList events={inOrderOf(games, yours.value.eventIds)} label={t('sections_betsonyour')} />
    </>
  );
});

/** team: every game of the team the address names (`?team=`), with all its markets. */
const TeamList = observer(function TeamList({
  view,
  search,
}: {
  readonly view: BettingSectionView;
  readonly search: string;
}) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  const games = narrowed(useAllGames(), view);
  const team = new URLSearchParams(search).get('team');
  if (team === null || team === '')
    return (
      <>
        <p>{t('sections_team_choose')}</p>
        <ul className="bs-sections__teams">
          {teamsOf(games).map((name) => (
            <li key={name}>
              <AppLink href={bettingSectionPaths.team(lng, name)}>{name}</AppLink>
            </li>
          ))}
        </ul>
      </>
    );
  const own = gamesOfTeam(games, team);
  return (
    <>
      <h3>{team}</h3>
      {own.length === 0 ? (
        <Empty text={t('sportsbook_no_events')} />
      ) : (
        own.map((event) => (
          <article
            key={event.id}
            className="bs-sportsbook__game bs-sections__team-game"
            data-event-id={event.id}
          >
            <GameHeader event={event} level={3} />
            <GameMarkets event={event} />
          </article>
        ))
      )}
    </>
  );
});

/** The five special sections: betsonyour, topgame, marble, team, top events. */
const SpecialPage = observer(function SpecialPage({
  view,
  page,
  search,
}: {
  readonly view: BettingSectionView;
  readonly page: Special;
  readonly search: string;
}) {
  const { t } = useTranslation();
  const games = narrowed(useAllGames(), view);
  let body;
  if (view.gameId !== null) body = <SectionGame />;
  else if (page === 'topgame') body = <TopGameList view={view} />;
  else if (page === 'betsonyour') body = <BetsOnYourList view={view} />;
  else if (page === 'team') body = <TeamList view={view} search={search} />;
  else if (page === 'marble') {
    body = (
      <>
        <p>{t('sections_marble_about')}</p>
        <EventList events={marblePicks(games)} label={t('sections_marble')} />
      </>
    );
  } else body = <EventList events={topEvents(games)} label={t('sections_top_events')} />;
  return (
    <section className="bs-sportsbook__block" data-section={page}>
      <h2>{t(`sections_${page.replace('-', '_')}`)}</h2>
      <SpecialMenu view={view} page={page} />
      {body}
    </section>
  );
});

/** The page of a sections' route (domain/src/sportsbook/betting-sections.ts). */
export const BettingSectionPage = observer(function BettingSectionPage({
  view,
  search,
}: {
  readonly view: BettingSectionView;
  /** The address's query string (the team page's `?team=`). */
  readonly search: string;
}) {
  switch (view.page) {
    case 'esports':
    case 'cyber':
      return <EsportsPage view={view} />;
    case 'disciplines':
      return <DisciplinesPage />;
    case 'statistic':
    case 'statisticpopup':
      return <StatisticPage view={view} />;
    case 'results-zone':
      return <ResultsZonePage />;
    default:
      return <SpecialPage view={view} page={view.page} search={search} />;
  }
});
