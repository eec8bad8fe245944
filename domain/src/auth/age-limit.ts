/** A calendar date `YYYY-MM-DD` (decisions.md, the registration body's birthday). */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's parts when it is a real calendar date (no 2008-02-30), else null. */
export function parseCalendarDate(
  text: string,
): { readonly year: number; readonly month: number; readonly day: number } | null {
  const match = CALENDAR_DATE.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Full years between a birthday and today, both calendar dates. A birthday of 29 February counts
 * as passed on 1 March in other years, as most jurisdictions reckon it.
 */
export function ageOn(birthday: string, today: string): number | null {
  const born = parseCalendarDate(birthday);
  const now = parseCalendarDate(today);
  if (born === null || now === null) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export type AgeCheck = 'ok' | 'invalid-date' | 'in-the-future' | 'under-age';

/** decisions.md: full_reg is refused under the site config's `ageLimit`. */
export function checkAge(birthday: string, today: string, ageLimit: number): AgeCheck {
  const age = ageOn(birthday, today);
  if (age === null) return 'invalid-date';
  if (birthday > today) return 'in-the-future';
  return age >= ageLimit ? 'ok' : 'under-age';
}
