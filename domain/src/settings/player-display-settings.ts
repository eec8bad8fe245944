import type { AppFontSize, AppTheme } from './display-settings';
import { timeZoneOf, type AppViewType } from './global-settings-cookies';

/**
 * The display settings a signed-in player keeps on the server, so that another browser gets them
 * (ours: the spec keeps global settings in cookies only). A field the player never chose is
 * absent: that browser's own cookie, else the default, applies there.
 */
export interface PlayerDisplaySettings {
  readonly appTheme?: AppTheme;
  readonly appFontSize?: AppFontSize;
  /** Hours from UTC, in quarter hours (timeZoneOf). */
  readonly timeZone?: number;
  readonly is12h?: boolean;
  /** "Show game id": each game's number beside it in the line, live and event pages. */
  readonly showGameId?: boolean;
  /** appViewType: 0 European, 1 Asian (handicaps and totals as Asian books show them). */
  readonly appViewType?: AppViewType;
  /** isGroupByCountry: championships grouped under their countries. */
  readonly isGroupByCountry?: boolean;
  /** "Team logos" (spec: team logos in coupon): each team's logo beside its name. */
  readonly teamLogos?: boolean;
  /** "Detailed score": each period's score beside a game's score. */
  readonly detailedScore?: boolean;
  /** "Best matches on top": the book's best games first. */
  readonly bestMatchesOnTop?: boolean;
  /** The left panel (the sports menu beside the line, from 1024 px) hidden: the hide_left cookie. */
  readonly leftPanelHidden?: boolean;
  /** The right panel (the coupon's column, from 1024 px) hidden: the hide_right cookie. */
  readonly rightPanelHidden?: boolean;
}

export type PlayerDisplaySettingName = keyof PlayerDisplaySettings;

/** Every setting the server keeps, in the order the API and the table name them. */
export const PLAYER_DISPLAY_SETTING_NAMES: readonly PlayerDisplaySettingName[] = [
  'appTheme',
  'appFontSize',
  'timeZone',
  'is12h',
  'showGameId',
  'appViewType',
  'isGroupByCountry',
  'teamLogos',
  'detailedScore',
  'bestMatchesOnTop',
  'leftPanelHidden',
  'rightPanelHidden',
];

/** The time zone limits of timeZoneOf, for the API's schema. */
export const TIME_ZONE_RANGE = { minimum: -12, maximum: 14, step: 0.25 } as const;

/**
 * The time zones the display menu offers: every whole hour from UTC−12 to UTC+14 and the offsets
 * of half and three quarters of an hour that places keep (India +5:30, Nepal +5:45, Iran +3:30...).
 */
export const TIME_ZONE_CHOICES: readonly number[] = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5,
  5.75, 6, 6.5, 7, 8, 8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13, 13.75, 14,
];

/** The menu's choices with the player's own zone among them, even one the list lacks (a cookie). */
export function timeZoneChoicesWith(current: number): readonly number[] {
  if (TIME_ZONE_CHOICES.includes(current)) return TIME_ZONE_CHOICES;
  return [...TIME_ZONE_CHOICES, current].sort((a, b) => a - b);
}

/** Whether `hours` is a time zone the settings accept (the same rule as the tzo cookie). */
export function isTimeZone(hours: number): boolean {
  return timeZoneOf(String(hours)) === hours;
}

/**
 * The transport of the player's display settings: GET and PUT /web-api/user/settings. `save`
 * sends the settings to change (at least one); the others stay as the server has them.
 */
export interface DisplaySettingsApi {
  read(): Promise<PlayerDisplaySettings>;
  save(change: PlayerDisplaySettings): Promise<void>;
}
