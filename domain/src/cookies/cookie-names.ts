/** Cookie names of spec/shell.md section 9, as the spec spells them. */
export const COOKIE = {
  language: 'lng',
  /** Its presence widens the offered languages (spec/shell.md section 5). */
  ua: 'ua',
  /** The access token (spec/shell.md section 7): its presence and expiry mark an authorised user. */
  userToken: 'user_token',
  /**
   * limits-coupon-signin.md section 7, "Secure data": the cookies set from its answer
   * (sign-in/secure-data.ts): the player's pseudonym and the short-lived grant.
   */
  secureDataGgru: 'ggru',
  secureDataGrant: 'grant',
  /** decisions.md: lifts a geographic block where the operator allows it. */
  forceGeoOff: 'force_geo_off',
  /** Global settings (spec/shell.md section 3): time zone offset in hours, 12-hour clock. */
  timeZone: 'tzo',
  is12h: 'is12h',
  /** appViewType: 0 European, 1 Asian. */
  appViewType: 'app_view_type',
  /** The left and right panels' hidden state. */
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  /** isGroupByCountry: championships grouped by country. */
  champsGroupedByCountry: 'isChampsGroupedByCountry',
  /** The player's cookie agreement (cookie-agreement.ts). */
  cookiesAgreeType: 'cookies_agree_type',
  /**
   * spec/shell.md section 9: "A window width cookie is stored if functional cookies are agreed".
   * The spec does not name it; ours.
   */
  windowWidth: 'window_width',
  /**
   * Global settings that affect betting (spec/shell.md section 3: coefViewId, marketsNameType,
   * accumulator of the day for line and live, compact view). Section 9 names no cookie for them;
   * ours, written like the other settings cookies.
   */
  coefViewId: 'coef_view_id',
  marketsNameType: 'markets_name_type',
  accumulatorOfDayLine: 'accumulator_of_day_line',
  accumulatorOfDayLive: 'accumulator_of_day_live',
  compactView: 'compact_view',
  /**
   * Display settings (spec/shell.md section 3: appTheme, appFontSize; display-settings.ts). Section
   * 9 names no cookie for them; ours. The server reads them to paint the page in the player's theme.
   */
  appTheme: 'app_theme',
  appFontSize: 'app_font_size',
  /** "Show game id" (spec/shell.md section 3): each game's number in the line. Ours, 1 or 0. */
  showGameId: 'show_game_id',
  /**
   * The display settings that act on the line (spec/shell.md section 3: team logos, detailed
   * score, best matches on top). Ours, 1 or 0.
   */
  teamLogos: 'team_logos',
  detailedScore: 'detailed_score',
  bestMatchesOnTop: 'best_matches_on_top',
  /**
   * The team cash popup's state (spec/shell.md section 4; the spec gives only their lifetime, the
   * names are ours): shown once, then activated, so it never shows again.
   */
  teamCashShown: 'team_cash_shown',
  teamCashActivated: 'team_cash_activated',
} as const;

/** spec/shell.md section 9: "Default cookie lifetime 86400 s". */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 86_400;
