import { formatMoney } from '@betshell/domain/accounts';
import { NO_LIMIT_VALUE, SESSION_LIMIT_NOT_SET, type LimitMeasure } from '@betshell/domain/limits';
import type { TFunction } from 'i18next';

/**
 * A limit's value as the player reads it: money in the limit's currency (minor units, never
 * rounded), days, hours or minutes; the "no limit" values of section 9 as words.
 */
export function formatLimitValue(
  t: TFunction,
  measure: LimitMeasure,
  value: number,
  currency: string | null,
  language: string,
): string {
  if (value === NO_LIMIT_VALUE || value === SESSION_LIMIT_NOT_SET) {
    return t('responsible_gaming_no_limit');
  }
  if (measure === 'currency') {
    return formatMoney(value, currency ?? '', language, {
      unit: currency === null ? 'none' : 'code',
    });
  }
  return t(`responsible_gaming_value_${measure}`, { count: value });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown of whole seconds: "02:03:04", with days in front when there are any. */
export function formatCountdown(t: TFunction, seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? t('responsible_gaming_countdown_days', { days, time }) : time;
}
