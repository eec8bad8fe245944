import { ageOn, checkAge, parseCalendarDate } from './age-limit';

describe('the age limit', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it.each([
    ['2008-11-22', 18, 'ok'],
    ['2008-11-23', 18, 'under-age'],
    ['2005-01-01', 21, 'ok'],
    ['2006-01-01', 21, 'under-age'],
    ['2027-01-01', 0, 'in-the-future'],
    ['2008-02-30', 18, 'invalid-date'],
    ['22.11.2008', 18, 'invalid-date'],
  ] as const)('born %s, with a limit of %i, is %s on 2026-11-22', (birthday, limit, result) => {
    expect(checkAge(birthday, '2026-11-22', limit)).toBe(result);
  });

  it('reads only real calendar dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2023-13-01')).toBeNull();
  });
});
