import { formatTime } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  champsOf,
  marketGroups,
  sportsbookPaths,
  type LineEvent,
} from '@betshell/domain/sportsbook';
import { AppLink } from './app-link';
import { OddButton } from './odd-button';
import { useSportsbook } from './view-context';

/** The score of a game in play or finished, its start time before. */
export function GameClock({ event }: { readonly event: LineEvent }) {
  const { t } = useTranslation();
  const { timeDisplay } = useSportsbook();
  if (event.state === 'line') {
    return (
      <span className="bs-sportsbook__time">{formatTime(event.startsAt, timeDisplay, 'game')}</span>
    );
  }
  return (
    <span className="bs-sportsbook__score" aria-label={t('sportsbook_score')}>
      {event.score.home}:{event.score.away}
    </span>
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
  const { store, lng, coefViewId, nameType, compact } = useSportsbook();
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
        <GameClock event={event} />
        <GameId event={event} />
        <AppLink
          href={sportsbookPaths.game(lng, section, event.id)}
          className="bs-sportsbook__teams"
        >
          {event.home} — {event.away}
        </AppLink>
        {event.isSuspended ? (
          <span className="bs-sportsbook__suspended">{t('sportsbook_suspended')}</span>
        ) : null}
      </div>
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
    </li>
  );
});

function sectionOf(events: readonly LineEvent[]): 'line' | 'live' {
  return events[0]?.state === 'live' ? 'live' : 'line';
}

/** Games under their championships, each championship linking to its page. */
export function EventList({
  events,
  label,
}: {
  readonly events: readonly LineEvent[];
  readonly label: string;
}) {
  const { t } = useTranslation();
  const { lng } = useSportsbook();
  if (events.length === 0)
    return <p className="bs-sportsbook__empty">{t('sportsbook_no_events')}</p>;
  const champs = champsOf(events);
  return (
    <div className="bs-sportsbook__list" aria-label={label} role="region">
      {champs.map((champ) => (
        <section key={champ.id} className="bs-sportsbook__champ">
          <h3 className="bs-sportsbook__champ-title">
            <AppLink
              href={sportsbookPaths.champ(lng, sectionOf(champ.events), champ.sportId, champ.id)}
            >
              {champ.sportName}. {champ.name}
            </AppLink>
          </h3>
          <ul className="bs-sportsbook__events">
            {champ.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
