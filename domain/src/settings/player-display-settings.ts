import type { AppFontSize, AppTheme } from './display-settings';
import { timeZoneOf } from './global-settings-cookies';

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
}

export type PlayerDisplaySettingName = keyof PlayerDisplaySettings;

/** Every setting the server keeps, in the order the API and the table name them. */
export const PLAYER_DISPLAY_SETTING_NAMES: readonly PlayerDisplaySettingName[] = [
  'appTheme',
  'appFontSize',
  'timeZone',
  'is12h',
];

/** The time zone limits of timeZoneOf, for the API's schema. */
export const TIME_ZONE_RANGE = { minimum: -12, maximum: 14, step: 0.25 } as const;

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
