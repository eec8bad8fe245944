import type { AppViewType, TimeDisplay } from '@betshell/domain';
import { createContext, useContext } from 'react';
import type { CoefViewId } from '@betshell/domain/betting';
import type {
  BettingSettingsStore,
  FavouritesStore,
  MarketsNameType,
  SportsbookStore,
} from '@betshell/domain/sportsbook';

/** What every part of a betting page needs: the page's store, the settings, the language. */
export interface SportsbookContext {
  readonly store: SportsbookStore;
  readonly betting: BettingSettingsStore;
  /** The signed-in player's favourite games and championships; null where none are kept. */
  readonly favourites: FavouritesStore | null;
  readonly lng: string;
  readonly coefViewId: CoefViewId;
  readonly nameType: MarketsNameType;
  readonly compact: boolean;
  /** The player's time zone, clock and language, for formatTime (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
  /** "Show game id" of the display settings: each game's number beside it. */
  readonly showGameId: boolean;
  /** appViewType: 0 European, 1 Asian (handicap and total as Asian books show them). */
  readonly appViewType: AppViewType;
  /** isGroupByCountry: championships under their countries. */
  readonly groupByCountry: boolean;
  /** "Team logos": each team's logo beside its name. */
  readonly teamLogos: boolean;
  /** "Detailed score": each period's score beside a game's score. */
  readonly detailedScore: boolean;
  /** "Best matches on top": the book's best games first, marked "Top". */
  readonly bestMatchesOnTop: boolean;
  /**
   * Whether a path under the language opens under the site config in this build (linkOpens of the
   * domain): the pages link to a section only then.
   */
  readonly linkOpens: (path: string) => boolean;
  /** In-app navigation (single-spa) for a link's plain click. */
  readonly navigate: (url: string) => void;
}

export const SportsbookViewContext = createContext<SportsbookContext | null>(null);

export function useSportsbook(): SportsbookContext {
  const context = useContext(SportsbookViewContext);
  if (context === null) throw new Error('a sportsbook part outside the sportsbook app');
  return context;
}
