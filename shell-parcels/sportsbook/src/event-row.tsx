import { formatTime } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  asianRowOf,
  bestMatchesFirst,
  champsByCountry,
  champsOf,
  detailedScoreText,
  flagOf,
  marketGroups,
  sportsbookPaths,
  type AsianPair,
  type LineChamp,
  type LineEvent,
} from '@betshell/domain/sportsbook';
import { AppLink } from './app-link';
import { FavouriteStar } from './favourite-star';
import { LiveMinute } from './live-context';
import { OddButton } from './odd-button';
import { useSportsbook } from './view-context';

/**
 * The score of a game in play or finished, its start time before; with the "detailed score"
 * display setting, each period's score beside it.
 */
export function GameClock({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { timeDisplay, detailedScore } = useSportsbook();
  if (event.state === 'line') {
    return (
      <span className="bs-sportsbook__time">{formatTime(event.startsAt, timeDisplay, 'game')}</span>
    );
  }
  const periods = detailedScore ? detailedScoreText(event) : null;
  return (
    <>
      <LiveMinute event={event} />
      <span className="bs-sportsbook__score" aria-label={t('sportsbook_score')}>
        {event.score.home}:{event.score.away}
      </span>
      {periods === null ? null : (
        <span className="bs-sportsbook__periods" aria-label={t('sportsbook_detailed_score')}>
          ({periods})
        </span>
      )}
    </>
  );
}

/** A team's logo, when the player chose to see them ("team logos" of the display settings). */
function TeamLogo({ src }: { readonly src: string | null }) {
  const { teamLogos } = useSportsbook();
  if (!teamLogos || src === null) return null;
  // Beside the team's name, which says who it is: the picture adds nothing to read.
  return <img className="bs-sportsbook__logo" src={src} alt="" width={20} height={20} />;
}

/** "Home — Away", each with its logo when the player chose to see them. */
export function Teams({ event }: { readonly event: LineEvent }) {
  return (
    <>
      <TeamLogo src={event.homeLogo} />
      {event.home} — <TeamLogo src={event.awayLogo} />
      {event.away}
    </>
  );
}

/** "Top" on a game the book ranks among its best, with "best matches on top" chosen. */
function TopBadge({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { bestMatchesOnTop } = useSportsbook();
  if (!bestMatchesOnTop || event.topRank === null) return null;
  return <span className="bs-sportsbook__top-badge">{t('sportsbook_top_badge')}</span>;
}

/** One column of the Asian view: the first odds, the line between, the second odds. */
function AsianColumn({
  event,
  pair,
  label,
  captions,
}: {
  readonly event: LineEvent;
  readonly pair: AsianPair;
  readonly label: string;
  readonly captions: readonly [string, string];
}) {
  const { store, coefViewId, nameType } = useSportsbook();
  return (
    <div className="bs-sportsbook__group bs-sportsbook__asian" role="group" aria-label={label}>
      <OddButton
        store={store}
        event={event}
        market={pair.first}
        coefViewId={coefViewId}
        nameType={nameType}
        caption={captions[0]}
      />
      <span className="bs-sportsbook__asian-line">{pair.line}</span>
      <OddButton
        store={store}
        event={event}
        market={pair.second}
        coefViewId={coefViewId}
        nameType={nameType}
        caption={captions[1]}
      />
    </div>
  );
}

/**
 * A game's odds in the Asian view (appViewType 1): the handicap first (home odds, the home side's
 * line, away odds), then over/under with the total between, then the result; a phone keeps the
 * handicap only, as the European view keeps the result.
 */
function AsianMarkets({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { store, coefViewId, nameType } = useSportsbook();
  const row = asianRowOf(event.markets);
  const columns = [
    row.handicap === null ? null : (
      <AsianColumn
        key="handicap"
        event={event}
        pair={row.handicap}
        label={t('sportsbook_group_asian_handicap')}
        captions={[t('sportsbook_asian_handicap_1'), t('sportsbook_asian_handicap_2')]}
      />
    ),
    row.total === null ? null : (
      <AsianColumn
        key="total"
        event={event}
        pair={row.total}
        label={t('sportsbook_group_asian_total')}
        captions={[t('sportsbook_asian_total_over'), t('sportsbook_asian_total_under')]}
      />
    ),
    row.result.length === 0 ? null : (
      <div key="result" className="bs-sportsbook__group">
        {row.result.map((market) => (
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
    ),
  ].filter((column) => column !== null);
  return (
    <div className="bs-sportsbook__markets bs-sportsbook__markets--asian">
      {columns.map((column, index) =>
        index === 0 ? (
          column
        ) : (
          <div key={column.key} className="bs-sportsbook__group--more">
            {column}
          </div>
        ),
      )}
    </div>
  );
}

/** The game's number, when the player chose to see it ("show game id" of the display settings). */
export function GameId({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { showGameId } = useSportsbook();
  if (!showGameId) return null;
  return (
    <span className="bs-sportsbook__game-id">{t('sportsbook_game_id', { id: event.id })}</span>
  );
}

/**
 * A game in a list: when (or the score), who, and its odds by market; in the compact view only the
 * result or winner. A suspended game says so and its odds cannot be pressed. The first group is the
 * main market (result or winner); the others are marked `--more`, which a phone hides to keep the
 * game in one row (sportsbook-styles.ts).
 */
export const EventRow = observer(function EventRow({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { store, lng, coefViewId, nameType, compact, appViewType } = useSportsbook();
  const section = event.state === 'live' ? 'live' : 'line';
  return (
    <li
      className={`bs-sportsbook__event${compact ? ' bs-sportsbook__event--compact' : ''}`}
      data-event-id={event.id}
    >
      <div className="bs-sportsbook__event-head">
        {event.state === 'live' ? (
          <span className="bs-sportsbook__live">{t('sportsbook_live_badge')}</span>
        ) : null}
        <TopBadge event={event} />
        <GameClock event={event} />
        <GameId event={event} />
        <AppLink
          href={sportsbookPaths.game(lng, section, event.id)}
          className="bs-sportsbook__teams"
        >
          <Teams event={event} />
        </AppLink>
        {event.isSuspended ? (
          <span className="bs-sportsbook__suspended">{t('sportsbook_suspended')}</span>
        ) : null}
        <FavouriteStar kind="event" id={event.id} name={`${event.home} — ${event.away}`} />
      </div>
      {appViewType === 1 && !compact ? (
        <AsianMarkets event={event} />
      ) : (
        <div className="bs-sportsbook__markets">
          {marketGroups(event.markets, compact).map((group, index) => (
            <div
              key={group.kind}
              className={`bs-sportsbook__group${index === 0 ? '' : ' bs-sportsbook__group--more'}`}
            >
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
          ))}
        </div>
      )}
    </li>
  );
});

function sectionOf(events: readonly LineEvent[]): 'line' | 'live' {
  return events[0]?.state === 'live' ? 'live' : 'line';
}

/** A championship's games under its title, which links to its page. */
function ChampSection({ champ, level }: { readonly champ: LineChamp; readonly level: 3 | 4 }) {
  const { lng } = useSportsbook();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="bs-sportsbook__champ">
      <Heading className="bs-sportsbook__champ-title">
        <AppLink
          href={sportsbookPaths.champ(lng, sectionOf(champ.events), champ.sportId, champ.id)}
        >
          {champ.sportName}. {champ.name}
        </AppLink>
        <FavouriteStar kind="champ" id={champ.id} name={champ.name} />
      </Heading>
      <ul className="bs-sportsbook__events">
        {champ.events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Games under their championships, each championship linking to its page. With "best matches on
 * top" the book's best games come first (and their championships with them); grouped by country,
 * the championships are under their countries' names and flags.
 */
export const EventList = observer(function EventList({
  events,
  label,
}: {
  readonly events: readonly LineEvent[];
  readonly label: string;
}) {
  const { t } = useTranslation();
  const { lng, bestMatchesOnTop, groupByCountry } = useSportsbook();
  if (events.length === 0)
    return <p className="bs-sportsbook__empty">{t('sportsbook_no_events')}</p>;
  const champs = champsOf(bestMatchesOnTop ? bestMatchesFirst(events) : events);
  return (
    <div className="bs-sportsbook__list" aria-label={label} role="region">
      {groupByCountry
        ? champsByCountry(champs, lng).map((group) => {
            const name = group.country?.name ?? t('sportsbook_international');
            const flag = group.country === null ? null : flagOf(group.country.code);
            return (
              <section
                key={group.country?.code ?? ''}
                className="bs-sportsbook__country"
                aria-label={name}
              >
                <h3 className="bs-sportsbook__country-title">
                  {flag === null ? null : (
                    <span className="bs-sportsbook__flag" aria-hidden="true">
                      {flag}
                    </span>
                  )}
                  {name}
                </h3>
                {group.champs.map((champ) => (
                  <ChampSection key={champ.id} champ={champ} level={4} />
                ))}
              </section>
            );
          })
        : champs.map((champ) => <ChampSection key={champ.id} champ={champ} level={3} />)}
    </div>
  );
});
