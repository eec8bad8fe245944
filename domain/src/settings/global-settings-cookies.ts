/**
 * How the global settings of spec/shell.md section 3 are written in their cookies (section 9:
 * tzo, is12h, app_view_type, isChampsGroupedByCountry, hide_left, hide_right). The spec does not
 * give the formats; ours: numbers as digits, flags as 1 and 0.
 */

/** spec/shell.md section 9: "Defaults: ... timezone 3". */
export const DEFAULT_TIME_ZONE = 3;

/** appViewType (spec/shell.md section 3): 0 European, 1 Asian. */
export type AppViewType = 0 | 1;
export const APP_VIEW_TYPES: readonly AppViewType[] = [0, 1];

/** A time zone offset in hours, as tzo holds it: -12 to +14, in quarter hours (India is 5.5). */
export function timeZoneOf(value: string | undefined): number | null {
  if (value === undefined || !/^[+-]?\d{1,2}(\.\d{1,2})?$/.test(value.trim())) return null;
  const hours = Number(value);
  return hours >= -12 && hours <= 14 && Number.isInteger(hours * 4) ? hours : null;
}

/** A flag cookie: 1 or true is on, 0 or false off; anything else is not set. */
export function flagOf(value: string | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

export function flagValue(on: boolean): string {
  return on ? '1' : '0';
}

/** An appViewType from its cookie (digits) or from the site config (a number). */
export function appViewTypeOf(value: string | undefined | number): AppViewType | null {
  const number = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return APP_VIEW_TYPES.find((type) => type === number) ?? null;
}

/** spec/shell.md section 9: "Resize debounce 100 ms" (the window width cookie follows resizes). */
export const RESIZE_DEBOUNCE_MS = 100;
