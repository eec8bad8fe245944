import { localeOf } from '../language/language-locale';

/**
 * The one rule for every time the site shows (the line, live and event pages, the bet and payment
 * histories, the office, the maintenance page): in the player's time zone and clock of the global
 * settings (spec/shell.md section 3: timeZone in hours from UTC, is12h), in the page's language.
 * The settings store gives `timeDisplay`; callers never format a time any other way.
 */
export interface TimeDisplay {
  /** Hours from UTC, in quarter hours (the tzo cookie). */
  readonly timeZone: number;
  readonly is12h: boolean;
  /** The page's language (a site code, or a locale as i18next holds it). */
  readonly language: string;
}

/**
 * `game`: a game's start in the line, day and month then the time (`23.11 00:30`); `dateTime`: a
 * date and a time in the language's medium style (the histories, the office); `long`: the date
 * written out (the maintenance page).
 */
export type TimeStyle = 'game' | 'dateTime' | 'long';

/** An instant: ISO 8601 text, or milliseconds since the epoch. */
export type Instant = string | number;

const HOUR_MS = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant as the player reads it. The clock is moved by the chosen offset and read in UTC, so
 * the browser's own time zone never shows; text that is not an instant is given back as it is.
 */
export function formatTime(instant: Instant, display: TimeDisplay, style: TimeStyle): string {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (Number.isNaN(ms)) return String(instant);
  const shifted = new Date(ms + display.timeZone * HOUR_MS);
  if (style === 'game') {
    const date = `${two(shifted.getUTCDate())}.${two(shifted.getUTCMonth() + 1)}`;
    const hours = shifted.getUTCHours();
    const minutes = two(shifted.getUTCMinutes());
    if (!display.is12h) return `${date} ${two(hours)}:${minutes}`;
    return `${date} ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  return new Intl.DateTimeFormat(localeOf(display.language), {
    dateStyle: style === 'long' ? 'long' : 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: display.is12h ? 'h12' : 'h23',
  }).format(shifted);
}

/** The offset as the menu names it: `UTC+3`, `UTC−3:30`, `UTC+5:45`, `UTC`. */
export function timeZoneLabel(hours: number): string {
  if (hours === 0) return 'UTC';
  const whole = Math.trunc(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return `UTC${hours < 0 ? '\u2212' : '+'}${whole}${minutes === 0 ? '' : `:${two(minutes)}`}`;
}
