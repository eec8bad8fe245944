import type { MaintenanceConfig } from '../site-config/site-config';

/**
 * While the maintenance page shows, the configuration is asked for again this often, past the
 * browser's cache, so players leave maintenance when the operator ends it (spec/shell.md section 4:
 * "leaving maintenance goes home"). The spec gives no interval; a minute is ours.
 */
export const MAINTENANCE_RECHECK_MS = 60_000;

/** decisions.md: the maintenance cookie of the spec is named `maintenance`. */
export const MAINTENANCE_COOKIE = 'maintenance';

/** spec/shell.md section 4: the cookie at 1, or the configuration's isActive or web_state. */
export function isMaintenanceOn(config: MaintenanceConfig, cookie: string | undefined): boolean {
  return cookie === '1' || config.isActive || config.web_state;
}

/** Languages whose maintenance notice is in Russian (spec/shell.md section 4). */
const RUSSIAN_NOTICE_LANGUAGES: readonly string[] = ['az', 'kz', 'ua', 'ru'];

export interface MaintenanceNotice {
  readonly lng: 'ru' | 'en';
  readonly title: string;
  /** The dates message; absent when the configuration gives no start. */
  readonly dates?: string;
}

const TEXTS = {
  ru: { title: 'Ведутся технические работы!', from: 'с', until: 'до' },
  en: { title: 'Maintenance underway!', from: 'from', until: 'until' },
} as const;

function instant(text: string | null): number | null {
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** The notice shows only when the start notification date has passed and the end date has not. */
export function isMaintenanceNoticeDue(config: MaintenanceConfig, nowMs: number): boolean {
  const from = instant(config.notify_started_at);
  const until = instant(config.notify_ended_at);
  return from !== null && nowMs >= from && (until === null || nowMs < until);
}

/**
 * The maintenance text: Russian for AZ, KZ, UA and RU and English otherwise (spec/shell.md section
 * 4). Dates are formatted by the caller's `formatDate`: the browser knows the player's time zone.
 */
export function maintenanceMessage(
  config: MaintenanceConfig,
  lng: string,
  formatDate: (isoInstant: string, lng: 'ru' | 'en') => string,
): MaintenanceNotice {
  const noticeLng = RUSSIAN_NOTICE_LANGUAGES.includes(lng) ? 'ru' : 'en';
  const texts = TEXTS[noticeLng];
  const dates = [
    config.started_at === null ? null : `${texts.from} ${formatDate(config.started_at, noticeLng)}`,
    config.ended_at === null ? null : `${texts.until} ${formatDate(config.ended_at, noticeLng)}`,
  ].filter((part): part is string => part !== null);
  return dates.length === 0
    ? { lng: noticeLng, title: texts.title }
    : { lng: noticeLng, title: texts.title, dates: dates.join(' ') };
}

/** The notice for the chrome: the message while it is due, else null. */
export function maintenanceNotice(
  config: MaintenanceConfig,
  nowMs: number,
  lng: string,
  formatDate: (isoInstant: string, lng: 'ru' | 'en') => string,
): MaintenanceNotice | null {
  return isMaintenanceNoticeDue(config, nowMs) ? maintenanceMessage(config, lng, formatDate) : null;
}
