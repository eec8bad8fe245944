import { makeAutoObservable, runInAction } from 'mobx';
import type { Observable, Subscription } from 'rxjs';
import { ofType, type ShellEvent } from '../bus/shell-event';
import type { CookieJar } from '../cookies/cookie-jar';
import { COOKIE, DEFAULT_COOKIE_LIFETIME_SECONDS } from '../cookies/cookie-names';
import { availableLanguages } from '../language/resolve-language';
import { HIDDEN_LANGUAGES, SITE_LANGUAGES, type LanguageCode } from '../language/site-languages';
import { isOfferedCoefView, type CoefViewId } from '../odds/coef-views';
import type { SessionStore } from '../session/session-store';
import type { SiteConfigStore } from '../site-config/site-config-store';
import type { TimeDisplay } from '../time/display-time';
import {
  DEFAULT_TIME_ZONE,
  appViewTypeOf,
  flagOf,
  flagValue,
  timeZoneOf,
  type AppViewType,
} from './global-settings-cookies';
import {
  DEFAULT_APP_FONT_SIZE,
  DEFAULT_APP_THEME,
  appFontSizeOf,
  appThemeOf,
  type AppFontSize,
  type AppTheme,
} from './display-settings';
import {
  PLAYER_DISPLAY_SETTING_NAMES,
  type DisplaySettingsApi,
  type PlayerDisplaySettingName,
  type PlayerDisplaySettings,
} from './player-display-settings';

/** The cookie each setting the server keeps is written in. */
const SYNCED_COOKIES: Readonly<Record<PlayerDisplaySettingName, string>> = {
  appTheme: COOKIE.appTheme,
  appFontSize: COOKIE.appFontSize,
  timeZone: COOKIE.timeZone,
  is12h: COOKIE.is12h,
  showGameId: COOKIE.showGameId,
  appViewType: COOKIE.appViewType,
  isGroupByCountry: COOKIE.champsGroupedByCountry,
  teamLogos: COOKIE.teamLogos,
  detailedScore: COOKIE.detailedScore,
  bestMatchesOnTop: COOKIE.bestMatchesOnTop,
  leftPanelHidden: COOKIE.hideLeft,
  rightPanelHidden: COOKIE.hideRight,
};

/** What the store needs to keep a signed-in player's display settings on the server. */
export interface SettingsSync {
  readonly api: DisplaySettingsApi;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * Global settings (spec/shell.md section 3). The language follows the path: the root config
 * publishes each settled navigation on the bus and this store listens. The others are the
 * player's choices, read from their cookies at start and written back when changed; the cookie jar
 * given is the one that honours the cookie agreement, so a choice the agreement does not let us
 * keep lasts for the page only.
 *
 * A signed-in player's display settings (PLAYER_DISPLAY_SETTING_NAMES) are kept on the server as
 * well: each change is sent, and at every sign-in on the bus (also a page that starts signed in)
 * the store reads them back and applies them, cookies included, so another browser gets them. A
 * setting the server does not hold yet but this browser's cookie does is sent up then, and a
 * setting the player changes while the answer is on its way keeps the player's new choice.
 */
export class SettingsStore {
  language: LanguageCode;
  /** The `ua` cookie widens the offered languages (spec/shell.md section 5). */
  hasUaCookie: boolean;
  timeZone: number;
  is12h: boolean;
  /** The player's own appViewType; null: the site's default applies. */
  chosenAppViewType: AppViewType | null;
  isGroupByCountry: boolean;
  leftPanelHidden: boolean;
  rightPanelHidden: boolean;
  /** The player's odds format (coefViewId) as the cookie holds it; see `coefViewId`. */
  chosenCoefViewId: number | null;
  /** appTheme: 0 light, 1 dark, 2 follow the system (display-settings.ts). */
  appTheme: AppTheme;
  /** appFontSize: 0 normal, 1 large, 2 largest. */
  appFontSize: AppFontSize;
  /** "Show game id" (spec/shell.md section 3): each game's number in the line; ours: off. */
  showGameId: boolean;
  /** "Team logos" (spec: team logos in coupon): each team's logo beside its name; ours: off. */
  teamLogos: boolean;
  /** "Detailed score": each period's score beside a game's score; ours: off. */
  detailedScore: boolean;
  /** "Best matches on top": the book's best games first; ours: off. */
  bestMatchesOnTop: boolean;
  private readonly subscription: Subscription;
  /** Settings changed since the last read from the server began (they win over its answer). */
  private readonly changedSinceRead = new Set<PlayerDisplaySettingName>();

  constructor(
    bus: Observable<ShellEvent>,
    private readonly siteConfig: SiteConfigStore,
    private readonly session: SessionStore,
    initial: { language: LanguageCode; hasUaCookie: boolean },
    private readonly cookies: CookieJar,
    private readonly sync: SettingsSync,
  ) {
    this.language = initial.language;
    this.hasUaCookie = initial.hasUaCookie;
    this.timeZone = timeZoneOf(cookies.get(COOKIE.timeZone)) ?? DEFAULT_TIME_ZONE;
    this.is12h = flagOf(cookies.get(COOKIE.is12h)) ?? false;
    this.chosenAppViewType = appViewTypeOf(cookies.get(COOKIE.appViewType));
    // The spec gives no default for grouping championships by country; ours: off.
    this.isGroupByCountry = flagOf(cookies.get(COOKIE.champsGroupedByCountry)) ?? false;
    this.leftPanelHidden = flagOf(cookies.get(COOKIE.hideLeft)) ?? false;
    this.rightPanelHidden = flagOf(cookies.get(COOKIE.hideRight)) ?? false;
    const coefView = cookies.get(COOKIE.coefViewId);
    this.chosenCoefViewId = coefView !== undefined && /^\d{1,2}$/.test(coefView) ? +coefView : null;
    this.appTheme = appThemeOf(cookies.get(COOKIE.appTheme)) ?? DEFAULT_APP_THEME;
    this.appFontSize = appFontSizeOf(cookies.get(COOKIE.appFontSize)) ?? DEFAULT_APP_FONT_SIZE;
    this.showGameId = flagOf(cookies.get(COOKIE.showGameId)) ?? false;
    this.teamLogos = flagOf(cookies.get(COOKIE.teamLogos)) ?? false;
    this.detailedScore = flagOf(cookies.get(COOKIE.detailedScore)) ?? false;
    this.bestMatchesOnTop = flagOf(cookies.get(COOKIE.bestMatchesOnTop)) ?? false;
    makeAutoObservable<
      SettingsStore,
      'siteConfig' | 'session' | 'subscription' | 'cookies' | 'sync' | 'changedSinceRead'
    >(this, {
      siteConfig: false,
      session: false,
      subscription: false,
      cookies: false,
      sync: false,
      changedSinceRead: false,
      pullPlayerSettings: false,
    });
    this.subscription = bus
      .pipe(ofType('navigation'))
      .subscribe((event) => this.setLanguage(event.lng));
    this.subscription.add(
      bus.pipe(ofType('session')).subscribe((event) => {
        if (event.change === 'signed-in') void this.pullPlayerSettings();
      }),
    );
  }

  /** What every time the site shows follows (formatTime, domain/src/time/display-time.ts). */
  get timeDisplay(): TimeDisplay {
    return { timeZone: this.timeZone, is12h: this.is12h, language: this.language };
  }

  /** The display settings the server keeps, as this page has them. */
  get playerDisplaySettings(): Required<PlayerDisplaySettings> {
    return {
      appTheme: this.appTheme,
      appFontSize: this.appFontSize,
      timeZone: this.timeZone,
      is12h: this.is12h,
      showGameId: this.showGameId,
      appViewType: this.appViewType,
      isGroupByCountry: this.isGroupByCountry,
      teamLogos: this.teamLogos,
      detailedScore: this.detailedScore,
      bestMatchesOnTop: this.bestMatchesOnTop,
      leftPanelHidden: this.leftPanelHidden,
      rightPanelHidden: this.rightPanelHidden,
    };
  }

  /**
   * Reads the signed-in player's settings from the server and applies them (store and cookies),
   * then sends up those this browser has a cookie for and the server lacks. A failure leaves the
   * page as it is: the settings are a comfort, never a reason to stop the page.
   */
  async pullPlayerSettings(): Promise<void> {
    this.changedSinceRead.clear();
    let held: PlayerDisplaySettings;
    try {
      held = await this.sync.api.read();
    } catch (error) {
      this.sync.log('Display settings read error', error);
      return;
    }
    const toApply: Partial<Record<PlayerDisplaySettingName, unknown>> = {};
    const toSend: Partial<Record<PlayerDisplaySettingName, unknown>> = {};
    const current = this.playerDisplaySettings;
    for (const name of PLAYER_DISPLAY_SETTING_NAMES) {
      if (this.changedSinceRead.has(name)) continue;
      if (held[name] !== undefined) toApply[name] = held[name];
      else if (this.cookies.get(SYNCED_COOKIES[name]) !== undefined) toSend[name] = current[name];
    }
    runInAction(() => this.apply(toApply as PlayerDisplaySettings));
    if (Object.keys(toSend).length > 0) await this.send(toSend as PlayerDisplaySettings);
  }

  /** The `lng` cookie follows the language of every settled page (docs/decisions.md). */
  setLanguage(lng: LanguageCode): void {
    if (lng === this.language && this.cookies.get(COOKIE.language) === lng) return;
    this.language = lng;
    this.save(COOKIE.language, lng);
  }

  /**
   * The languages this visitor may use. Until the configuration has loaded, the site's own list
   * stands in for it.
   */
  get availableLanguages(): LanguageCode[] {
    const config = this.siteConfig.config;
    return availableLanguages({
      allowed: config?.languages ?? SITE_LANGUAGES,
      hidden: config?.hiddenLanguages ?? HIDDEN_LANGUAGES,
      isAuthorised: this.session.authorised,
      hasUaCookie: this.hasUaCookie,
    });
  }

  /**
   * The betting view: the player's choice, else the site's default when it is a known view
   * (spec/shell.md section 5: a configured default is accepted only when allowed), else European.
   */
  get appViewType(): AppViewType {
    return this.chosenAppViewType ?? appViewTypeOf(this.siteConfig.config?.defaultBettingView) ?? 0;
  }

  /**
   * The odds format: the player's choice when it is offered (decisions.md: not 14, 15, 16) and in
   * the site's allowed list (spec/shell.md section 5: else ignored), else decimal (ours).
   */
  get coefViewId(): CoefViewId {
    const id = this.chosenCoefViewId;
    const allowed = this.siteConfig.config?.allowedCoefViews;
    return id !== null && isOfferedCoefView(id) && (allowed?.includes(id) ?? true) ? id : 0;
  }

  setCoefViewId(id: CoefViewId): void {
    this.chosenCoefViewId = id;
    this.save(COOKIE.coefViewId, String(id));
  }

  setAppTheme(theme: AppTheme): void {
    this.choose({ appTheme: theme });
  }

  setAppFontSize(size: AppFontSize): void {
    this.choose({ appFontSize: size });
  }

  setTimeZone(hours: number): void {
    const valid = timeZoneOf(String(hours));
    if (valid === null) return;
    this.choose({ timeZone: valid });
  }

  setIs12h(on: boolean): void {
    this.choose({ is12h: on });
  }

  setShowGameId(on: boolean): void {
    this.choose({ showGameId: on });
  }

  setAppViewType(type: AppViewType): void {
    this.choose({ appViewType: type });
  }

  setGroupByCountry(on: boolean): void {
    this.choose({ isGroupByCountry: on });
  }

  setTeamLogos(on: boolean): void {
    this.choose({ teamLogos: on });
  }

  setDetailedScore(on: boolean): void {
    this.choose({ detailedScore: on });
  }

  setBestMatchesOnTop(on: boolean): void {
    this.choose({ bestMatchesOnTop: on });
  }

  /** The left (sports menu) or right (coupon) panel of a desktop shown or hidden. */
  setPanelHidden(panel: 'left' | 'right', hidden: boolean): void {
    this.choose(panel === 'left' ? { leftPanelHidden: hidden } : { rightPanelHidden: hidden });
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  /** The player's own choice: applied, and sent to the server while the player is signed in. */
  private choose(change: PlayerDisplaySettings): void {
    this.apply(change);
    for (const name of Object.keys(change) as PlayerDisplaySettingName[])
      this.changedSinceRead.add(name);
    if (this.session.authorised) void this.send(change);
  }

  /** Sets the settings `change` names, each in the store and its cookie. */
  private apply(change: PlayerDisplaySettings): void {
    if (change.appTheme !== undefined) {
      this.appTheme = change.appTheme;
      this.save(COOKIE.appTheme, String(change.appTheme));
    }
    if (change.appFontSize !== undefined) {
      this.appFontSize = change.appFontSize;
      this.save(COOKIE.appFontSize, String(change.appFontSize));
    }
    if (change.timeZone !== undefined) {
      this.timeZone = change.timeZone;
      this.save(COOKIE.timeZone, String(change.timeZone));
    }
    if (change.is12h !== undefined) {
      this.is12h = change.is12h;
      this.save(COOKIE.is12h, flagValue(change.is12h));
    }
    if (change.showGameId !== undefined) {
      this.showGameId = change.showGameId;
      this.save(COOKIE.showGameId, flagValue(change.showGameId));
    }
    if (change.appViewType !== undefined) {
      this.chosenAppViewType = change.appViewType;
      this.save(COOKIE.appViewType, String(change.appViewType));
    }
    if (change.isGroupByCountry !== undefined) {
      this.isGroupByCountry = change.isGroupByCountry;
      this.save(COOKIE.champsGroupedByCountry, flagValue(change.isGroupByCountry));
    }
    for (const name of ['teamLogos', 'detailedScore', 'bestMatchesOnTop'] as const) {
      const on = change[name];
      if (on === undefined) continue;
      this[name] = on;
      this.save(COOKIE[name], flagValue(on));
    }
    if (change.leftPanelHidden !== undefined) {
      this.leftPanelHidden = change.leftPanelHidden;
      this.save(COOKIE.hideLeft, flagValue(change.leftPanelHidden));
    }
    if (change.rightPanelHidden !== undefined) {
      this.rightPanelHidden = change.rightPanelHidden;
      this.save(COOKIE.hideRight, flagValue(change.rightPanelHidden));
    }
  }

  private async send(change: PlayerDisplaySettings): Promise<void> {
    try {
      await this.sync.api.save(change);
    } catch (error) {
      this.sync.log('Display settings save error', error);
    }
  }

  private save(name: string, value: string): void {
    this.cookies.set(name, value, { maxAgeSeconds: DEFAULT_COOKIE_LIFETIME_SECONDS });
  }
}
