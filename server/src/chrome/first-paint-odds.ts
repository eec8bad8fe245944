import {
  COOKIE,
  appViewTypeOf,
  DEFAULT_TIME_ZONE,
  FALLBACK_LANGUAGE,
  flagOf,
  isOfferedCoefView,
  isSiteLanguage,
  mergeDictionaryTexts,
  timeZoneOf,
  type CoefViewId,
  type LanguageCode,
  type SiteConfig,
} from '@betshell/domain';
import {
  DEFAULT_MARKETS_NAME_TYPE,
  marketLabel,
  marketsNameTypeOf,
} from '@betshell/domain/sportsbook';
import type { DictionaryRepository } from '../dictionary/dictionary-repository';
import type { LineRepository } from '../line/line-repository';
import type { SiteConfigRepository } from '../site-config/site-config-repository';
import type { FirstPaintChrome } from './first-paint-chrome';
import {
  FIRST_SCREEN_KEYS,
  SPORTSBOOK_APPLICATION,
  interpolate,
  renderSportsbookFirstScreen,
} from './sportsbook-first-screen';

type Cookies = Readonly<Record<string, string | undefined>>;

/** The odds format the settings store reads from the cookie (domain settings-store.ts, coefViewId). */
function coefViewOf(cookies: Cookies, config: SiteConfig): CoefViewId {
  const value = cookies[COOKIE.coefViewId];
  const id = value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
  return id !== null && isOfferedCoefView(id) && config.allowedCoefViews.includes(id) ? id : 0;
}

/**
 * Whether the painted screen looks as the parcel will with these settings: it draws the European
 * view without grouping by country, team logos, the detailed score or best matches on top. A
 * player who chose one of those gets no painted odds (the parcel paints, as before the server
 * painted any) rather than a page that changes its look under their finger when the parcel
 * arrives.
 */
function paintsAsTheParcel(cookies: Cookies, config: SiteConfig): boolean {
  const viewType =
    appViewTypeOf(cookies[COOKIE.appViewType]) ?? appViewTypeOf(config.defaultBettingView) ?? 0;
  return (
    viewType === 0 &&
    [
      COOKIE.champsGroupedByCountry,
      COOKIE.teamLogos,
      COOKIE.detailedScore,
      COOKIE.bestMatchesOnTop,
    ].every((name) => flagOf(cookies[name]) !== true)
  );
}

/** Whether a path is the home page of its language, the sportsbook's top live and top line. */
function isHomePath(pathname: string, lng: string): boolean {
  return pathname === `/${lng}/` || pathname === `/${lng}`;
}

/**
 * The home page's first screen of odds in the page's HTML (sportsbook-first-screen.ts): on a phone
 * the sportsbook's code arrives after the first paint, two seconds and more on a slow link, while
 * the page itself is there at once. It is painted from the line repository (the answer the line
 * API gives, kept a second) and the player's settings as their cookies and the site config say,
 * exactly as the settings stores read them, in the page's language. Nothing when the page is not
 * home, the site config or a text is missing, or the line cannot be read: the parcel paints then.
 */
export function createFirstPaintOdds(deps: {
  readonly line: LineRepository;
  readonly siteConfig: SiteConfigRepository;
  readonly dictionary: DictionaryRepository;
  readonly warn?: (message: string, error: unknown) => void;
}): FirstPaintChrome {
  const nothing: Readonly<Record<string, string>> = {};
  return async ({ lng, status, cookies, pathname }) => {
    if (status !== 200 || !isSiteLanguage(lng) || !isHomePath(pathname, lng)) return nothing;
    try {
      const reading = await deps.siteConfig.read();
      if (reading.status !== 'complete') return nothing;
      const config = reading.config;
      if (!paintsAsTheParcel(cookies, config)) return nothing;
      const language: LanguageCode = lng;
      const [sports, live, line] = await Promise.all([
        deps.line.sports(language),
        deps.line.events(language, { section: 'live' }),
        deps.line.events(language, { section: 'line' }),
      ]);
      const nameType =
        marketsNameTypeOf(cookies[COOKIE.marketsNameType]) ??
        marketsNameTypeOf(config.defaultMarketsNameType) ??
        DEFAULT_MARKETS_NAME_TYPE;
      const marketKeys = new Set(
        [...live, ...line].flatMap((event) =>
          event.markets.map((market) => marketLabel(market, nameType).key),
        ),
      );
      const keys = [...FIRST_SCREEN_KEYS, ...marketKeys];
      const texts = mergeDictionaryTexts(
        await deps.dictionary.findTexts(language, keys),
        language === FALLBACK_LANGUAGE
          ? {}
          : await deps.dictionary.findTexts(FALLBACK_LANGUAGE, keys),
      );
      // A text missing from every dictionary: the parcel would show its key; the parcel paints.
      if (keys.some((key) => texts[key] === undefined)) return nothing;
      return {
        [SPORTSBOOK_APPLICATION]: renderSportsbookFirstScreen({
          lng,
          sports,
          live,
          line,
          coefViewId: coefViewOf(cookies, config),
          nameType,
          compact: flagOf(cookies[COOKIE.compactView]) ?? false,
          accumulatorOfDay: {
            line: flagOf(cookies[COOKIE.accumulatorOfDayLine]) ?? true,
            live: flagOf(cookies[COOKIE.accumulatorOfDayLive]) ?? true,
          },
          timeDisplay: {
            timeZone: timeZoneOf(cookies[COOKIE.timeZone]) ?? DEFAULT_TIME_ZONE,
            is12h: flagOf(cookies[COOKIE.is12h]) ?? false,
            language,
          },
          showGameId: flagOf(cookies[COOKIE.showGameId]) ?? false,
          text: (key, values) => interpolate(texts[key] ?? key, values),
        }),
      };
    } catch (error) {
      deps.warn?.('the first screen of odds could not be painted', error);
      return nothing;
    }
  };
}
