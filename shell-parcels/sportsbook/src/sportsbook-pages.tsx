import { formatTime } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MARKET_KINDS } from '@betshell/domain/betting';
import {
  BETTING_SECTION_LINKS,
  HOME_TOP_EVENTS,
  bestMatchesFirst,
  bettingSectionPaths,
  champsOf,
  marketGroupText,
  marketGroups,
  sportsbookPaths,
  type LineEvent,
  type LineSport,
  type SportsbookView,
} from '@betshell/domain/sportsbook';
import { AccumulatorBlock } from './accumulator-block';
import { AppLink } from './app-link';
import { EventList, GameClock, GameId, Teams } from './event-row';
import { FavouriteStar } from './favourite-star';
import { MatchTracker } from './live-context';
import { OddButton } from './odd-button';
import { useSportsbook } from './view-context';

/** Home: the top of live and of the line, each with its accumulator of the day. */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const { store, lng, bestMatchesOnTop } = useSportsbook();
  // With "best matches on top" the home page's tops are the book's best games.
  const top = (events: readonly LineEvent[]) =>
    (bestMatchesOnTop ? bestMatchesFirst(events) : events).slice(0, HOME_TOP_EVENTS);
  const { live, line } = store.data;
  return (
    <>
      <FavouriteGames events={[...live, ...line]} />
      <section className="bs-sportsbook__block">
        <h2>
          <AppLink href={sportsbookPaths.section(lng, 'live')}>{t('sportsbook_top_live')}</AppLink>
        </h2>
        <AccumulatorBlock section="live" events={live} />
        <EventList events={top(live)} label={t('sportsbook_top_live')} />
      </section>
      <section className="bs-sportsbook__block">
        <h2>
          <AppLink href={sportsbookPaths.section(lng, 'line')}>{t('sportsbook_top_line')}</AppLink>
        </h2>
        <AccumulatorBlock section="line" events={line} />
        <EventList events={top(line)} label={t('sportsbook_top_line')} />
      </section>
      {/* Below the tops, which the server paints first: nothing painted moves when it comes. */}
      <SectionLinks />
    </>
  );
});

/**
 * The sections beside the line (esports, cyber, statistics, the live zone, the special sections),
 * those the site config opens; nothing when it opens none.
 */
export const SectionLinks = observer(function SectionLinks() {
  const { t } = useTranslation();
  const { lng, linkOpens } = useSportsbook();
  const open = BETTING_SECTION_LINKS.filter((link) => linkOpens(link.path));
  if (open.length === 0) return null;
  return (
    <nav className="bs-sportsbook__block" aria-label={t('sections_more')}>
      <h2>{t('sections_more')}</h2>
      <div className="bs-sportsbook__sports">
        {open.map((link) => (
          <AppLink key={link.path} href={`/${lng}${link.path}`}>
            {t(link.labelKey)}
          </AppLink>
        ))}
      </div>
    </nav>
  );
});

/** A link to a game's statistics, when the site config opens them. */
export function GameStatisticsLink({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { lng, linkOpens } = useSportsbook();
  const href = bettingSectionPaths.statistic(lng, event.id);
  if (!linkOpens(href.slice(lng.length + 1))) return null;
  return (
    <p className="bs-sportsbook__game-links">
      <AppLink href={href}>{t('sections_statistics_of_game')}</AppLink>
    </p>
  );
}

/**
 * The signed-in player's favourite games, and the games of their favourite championships, live
 * first; nothing while there are none.
 */
const FavouriteGames = observer(function FavouriteGames({
  events,
}: {
  readonly events: readonly LineEvent[];
}) {
  const { t } = useTranslation();
  const { favourites } = useSportsbook();
  if (favourites === null || !favourites.signedIn) return null;
  const chosen = events.filter(
    (event) => favourites.has('event', event.id) || favourites.has('champ', event.champId),
  );
  if (chosen.length === 0) return null;
  return (
    <section className="bs-sportsbook__block" data-block="favourites">
      <h2>{t('sportsbook_favourites')}</h2>
      <EventList events={chosen} label={t('sportsbook_favourites')} />
    </section>
  );
});

/** The sports of a section with how many games each has there. */
function SportsMenu({
  sports,
  section,
  current,
}: {
  readonly sports: readonly LineSport[];
  readonly section: 'line' | 'live';
  readonly current: number | null;
}) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  return (
    <nav className="bs-sportsbook__sports" aria-label={t('sportsbook_sports')}>
      <AppLink href={sportsbookPaths.section(lng, section)} current={current === null}>
        {t('sportsbook_all_sports')}
      </AppLink>
      {sports.map((sport) => (
        <AppLink
          key={sport.id}
          href={sportsbookPaths.sport(lng, section, sport.id)}
          current={current === sport.id}
        >
          {sport.name}{' '}
          <span className="bs-sportsbook__count">
            {section === 'live' ? sport.liveCount : sport.lineCount}
          </span>
        </AppLink>
      ))}
    </nav>
  );
}

/** A section, a sport of it or a championship: its games under their championships. */
export const ListingPage = observer(function ListingPage({
  view,
}: {
  readonly view: Extract<SportsbookView, { kind: 'listing' }>;
}) {
  const { t } = useTranslation();
  const { store } = useSportsbook();
  const events = store.data[view.section];
  const sport = store.data.sports.find((one) => one.id === view.sportId);
  const champ =
    view.champId === null ? undefined : champsOf(events).find((one) => one.id === view.champId);
  const sectionTitle = t(view.section === 'live' ? 'sportsbook_live' : 'sportsbook_line');
  const title =
    champ !== undefined
      ? `${champ.sportName}. ${champ.name}`
      : sport !== undefined
        ? `${sectionTitle}: ${sport.name}`
        : sectionTitle;
  return (
    <>
      <SportsMenu sports={store.data.sports} section={view.section} current={view.sportId} />
      <section className="bs-sportsbook__block">
        <h2>{title}</h2>
        {view.champId === null ? <AccumulatorBlock section={view.section} events={events} /> : null}
        <EventList events={events} label={title} />
      </section>
    </>
  );
});

/** One game's markets, every one of them, grouped under their titles. */
export function GameMarkets({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { store, coefViewId, nameType } = useSportsbook();
  const title = (kind: LineEvent['markets'][number]['kind']) =>
    marketGroupText(kind, event.sportId, (key, values) => t(key, values));
  return (
    <div className="bs-sportsbook__game-markets">
      {marketGroups(event.markets, 'all').map((group) => (
        <section
          key={group.kind}
          className="bs-sportsbook__market-group"
          aria-label={title(group.kind)}
          data-kind={group.kind}
        >
          <h3>{title(group.kind)}</h3>
          <div className="bs-sportsbook__group">
            {group.markets.map((market) => (
              <OddButton
                key={market.id}
                store={store}
                event={event}
                market={market}
                coefViewId={coefViewId}
                nameType={nameType}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function GameHeader({
  event,
  level = 2,
}: {
  readonly event: LineEvent;
  readonly level?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  const Heading = level === 2 ? 'h2' : 'h3';
  const section = event.state === 'live' ? 'live' : 'line';
  return (
    <header className="bs-sportsbook__game-head">
      <p className="bs-sportsbook__crumbs">
        <AppLink href={sportsbookPaths.champ(lng, section, event.sportId, event.champId)}>
          {event.sportName}. {event.champName}
        </AppLink>
        <FavouriteStar kind="champ" id={event.champId} name={event.champName} />
      </p>
      <Heading>
        {level === 3 ? (
          <AppLink href={sportsbookPaths.game(lng, section, event.id)}>
            <Teams event={event} />
          </AppLink>
        ) : (
          <Teams event={event} />
        )}
        <FavouriteStar kind="event" id={event.id} name={`${event.home} — ${event.away}`} />
      </Heading>
      <p>
        {event.state === 'live' ? (
          <span className="bs-sportsbook__live">{t('sportsbook_live_badge')}</span>
        ) : null}{' '}
        <GameClock event={event} /> <GameId event={event} />
        {event.state === 'finished' ? ` ${t('sportsbook_finished')}` : null}
        {event.isSuspended ? (
          <span className="bs-sportsbook__suspended">{t('sportsbook_suspended')}</span>
        ) : null}
      </p>
    </header>
  );
}

/** A game page: every market of one game. */
export const GamePage = observer(function GamePage() {
  const { store } = useSportsbook();
  const game = store.data.game;
  if (game === null) return null;
  return (
    <article className="bs-sportsbook__game">
      <GameHeader event={game} />
      <GameStatisticsLink event={game} />
      <MatchTracker event={game} />
      <GameMarkets event={game} />
    </article>
  );
});

/** Multi-live: every game in play with all its markets, side by side. */
export const MultiPage = observer(function MultiPage() {
  const { t } = useTranslation();
  const { store } = useSportsbook();
  const games = store.data.live;
  return (
    <section className="bs-sportsbook__block">
      <h2>{t('sportsbook_multi')}</h2>
      {games.length === 0 ? (
        <p className="bs-sportsbook__empty">{t('sportsbook_no_live')}</p>
      ) : (
        <div className="bs-sportsbook__multi">
          {games.map((game) => (
            <article key={game.id} className="bs-sportsbook__game" data-event-id={game.id}>
              <GameHeader event={game} level={3} />
              <GameMarkets event={game} />
            </article>
          ))}
        </div>
      )}
    </section>
  );
});

/** The outcome of a game's result market that won: 1, X or 2 in the chosen names. */
function ResultRow({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { timeDisplay } = useSportsbook();
  const won = event.markets.find(
    (market) =>
      (market.kind === MARKET_KINDS.matchResult || market.kind === MARKET_KINDS.winner) &&
      market.result === 'win',
  );
  return (
    <tr data-event-id={event.id}>
      <td>{formatTime(event.startsAt, timeDisplay, 'game')}</td>
      <td>
        {event.home} — {event.away}
      </td>
      <td className="bs-sportsbook__score">
        {event.score.home}:{event.score.away}
      </td>
      <td>
        {event.state === 'live'
          ? t('sportsbook_in_play')
          : won === undefined
            ? t('sportsbook_result_void')
            : won.outcome === 'X'
              ? t('sportsbook_result_draw')
              : won.outcome === '1'
                ? event.home
                : event.away}
      </td>
    </tr>
  );
}

function ResultsTable({ events }: { readonly events: readonly LineEvent[] }) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  if (events.length === 0)
    return <p className="bs-sportsbook__empty">{t('sportsbook_no_results')}</p>;
  return (
    <>
      {champsOf(events).map((champ) => (
        <section key={champ.id} className="bs-sportsbook__champ">
          <h3 className="bs-sportsbook__champ-title">
            <AppLink href={sportsbookPaths.champs(lng, champ.id)}>
              {champ.sportName}. {champ.name}
            </AppLink>
          </h3>
          <table className="bs-sportsbook__results">
            <thead>
              <tr>
                <th scope="col">{t('sportsbook_results_date')}</th>
                <th scope="col">{t('sportsbook_results_game')}</th>
                <th scope="col">{t('sportsbook_results_score')}</th>
                <th scope="col">{t('sportsbook_results_winner')}</th>
              </tr>
            </thead>
            <tbody>
              {champ.events.map((event) => (
                <ResultRow key={event.id} event={event} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/** Results: the finished games, or (live tab) the games in play as they stand. */
export const ResultsPage = observer(function ResultsPage({
  tab,
}: {
  readonly tab: 'finished' | 'live';
}) {
  const { t } = useTranslation();
  const { store, lng } = useSportsbook();
  return (
    <section className="bs-sportsbook__block">
      <h2>{t('sportsbook_results')}</h2>
      <nav className="bs-sportsbook__tabs" aria-label={t('sportsbook_results')}>
        <AppLink href={sportsbookPaths.results(lng)} current={tab === 'finished'}>
          {t('sportsbook_results_finished')}
        </AppLink>
        <AppLink href={sportsbookPaths.results(lng, 'live')} current={tab === 'live'}>
          {t('sportsbook_results_live')}
        </AppLink>
      </nav>
      <ResultsTable events={tab === 'live' ? store.data.live : store.data.results} />
    </section>
  );
});

/** Champs: the championships with results, or one championship's results. */
export const ChampsPage = observer(function ChampsPage({
  champId,
}: {
  readonly champId: number | null;
}) {
  const { t } = useTranslation();
  const { store, lng } = useSportsbook();
  const champs = champsOf(store.data.results);
  if (champId !== null) {
    const champ = champs[0];
    return (
      <section className="bs-sportsbook__block">
        <p className="bs-sportsbook__crumbs">
          <AppLink href={sportsbookPaths.champs(lng)}>{t('sportsbook_champs')}</AppLink>
        </p>
        <h2>
          {champ === undefined ? t('sportsbook_champs') : `${champ.sportName}. ${champ.name}`}
        </h2>
        <ResultsTable events={store.data.results} />
      </section>
    );
  }
  return (
    <section className="bs-sportsbook__block">
      <h2>{t('sportsbook_champs')}</h2>
      {champs.length === 0 ? (
        <p className="bs-sportsbook__empty">{t('sportsbook_no_results')}</p>
      ) : (
        <ul className="bs-sportsbook__champs">
          {champs.map((champ) => (
            <li key={champ.id}>
              <AppLink href={sportsbookPaths.champs(lng, champ.id)}>
                {champ.sportName}. {champ.name}
              </AppLink>{' '}
              <span className="bs-sportsbook__count">
                {t('sportsbook_results_count', { count: champ.events.length })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
