import { makeAutoObservable } from 'mobx';
import type { CookieJar } from '../cookies/cookie-jar';
import { COOKIE, DEFAULT_COOKIE_LIFETIME_SECONDS } from '../cookies/cookie-names';
import { flagOf, flagValue } from '../settings/global-settings-cookies';
import type { LineSection } from '../line/market-result';
import type { SiteConfigStore } from '../site-config/site-config-store';
import { DEFAULT_MARKETS_NAME_TYPE, marketsNameTypeOf, type MarketsNameType } from './market-label';

/**
 * The global settings of spec/shell.md section 3 that only the betting pages read: marketsNameType,
 * accumulator of the day (line and live) and compact view. They live here, not in the root store's
 * SettingsStore, so the first page of every visit does not carry them (the first-load budget); the
 * odds format (coefViewId) is there, for the coupon reads it too. Kept like the other settings
 * cookies: digits and words as written, flags as 1 and 0, one day (docs/decisions.md, global
 * settings cookies). Parcels share one instance through `platform.shared('bettingSettings', ...)`.
 */
export class BettingSettingsStore {
  /** The player's own choice; null: the site's default applies. */
  chosenMarketsNameType: MarketsNameType | null;
  /** spec/shell.md section 9: "toggles accumulator of the day 1". */
  accumulatorOfDay: Record<LineSection, boolean>;
  /** The spec gives no default; ours: off, every market in a game's row. */
  compactView: boolean;

  constructor(
    private readonly cookies: CookieJar,
    private readonly siteConfig: SiteConfigStore,
  ) {
    this.chosenMarketsNameType = marketsNameTypeOf(cookies.get(COOKIE.marketsNameType));
    this.accumulatorOfDay = {
      line: flagOf(cookies.get(COOKIE.accumulatorOfDayLine)) ?? true,
      live: flagOf(cookies.get(COOKIE.accumulatorOfDayLive)) ?? true,
    };
    this.compactView = flagOf(cookies.get(COOKIE.compactView)) ?? false;
    makeAutoObservable<BettingSettingsStore, 'cookies' | 'siteConfig'>(this, {
      cookies: false,
      siteConfig: false,
    });
  }

  /**
   * The player's choice, else the site's default when it is a known type (spec/shell.md section 5:
   * accepted only when allowed), else short (section 9).
   */
  get marketsNameType(): MarketsNameType {
    return (
      this.chosenMarketsNameType ??
      marketsNameTypeOf(this.siteConfig.config?.defaultMarketsNameType) ??
      DEFAULT_MARKETS_NAME_TYPE
    );
  }

  setMarketsNameType(type: MarketsNameType): void {
    this.chosenMarketsNameType = type;
    this.save(COOKIE.marketsNameType, type);
  }

  setAccumulatorOfDay(section: LineSection, on: boolean): void {
    this.accumulatorOfDay = { ...this.accumulatorOfDay, [section]: on };
    this.save(
      section === 'line' ? COOKIE.accumulatorOfDayLine : COOKIE.accumulatorOfDayLive,
      flagValue(on),
    );
  }

  setCompactView(on: boolean): void {
    this.compactView = on;
    this.save(COOKIE.compactView, flagValue(on));
  }

  private save(name: string, value: string): void {
    this.cookies.set(name, value, { maxAgeSeconds: DEFAULT_COOKIE_LIFETIME_SECONDS });
  }
}
