import { formatTime, timeZoneLabel, type TimeDisplay } from './display-time';

const display = (timeZone: number, is12h: boolean, language = 'en'): TimeDisplay => ({
  timeZone,
  is12h,
  language,
});

describe('a time the site shows', () => {
  it('is a game’s start in the player’s time zone on a 24-hour clock', () => {
    expect(formatTime('2026-11-22T21:30:00.000Z', display(3, false), 'game')).toBe('23.11 00:30');
  });

  it('is a game’s start on a 12-hour clock when the player chose it', () => {
    expect(formatTime('2026-11-22T12:05:00.000Z', display(0, true), 'game')).toBe('22.11 12:05 PM');
    expect(formatTime('2026-11-22T00:05:00.000Z', display(0, true), 'game')).toBe('22.11 12:05 AM');
    expect(formatTime('2026-11-22T09:15:00.000Z', display(5.5, true), 'game')).toBe(
      '22.11 2:45 PM',
    );
  });

  it('moves a date and time by the chosen offset, whatever the browser’s own time zone', () => {
    const at = Date.UTC(2026, 10, 22, 21, 30);
    expect(formatTime(at, display(3, false), 'dateTime')).toBe('23 Nov 2026, 00:30');
    expect(formatTime(at, display(-5, false), 'dateTime')).toBe('22 Nov 2026, 16:30');
    expect(formatTime(at, display(5.75, false), 'dateTime')).toBe('23 Nov 2026, 03:15');
  });

  it('follows the 12-hour clock in the histories and the long dates too', () => {
    const at = '2026-11-22T21:30:00Z';
    expect(formatTime(at, display(0, true), 'dateTime')).toMatch(/^22 Nov 2026, 0?9:30\spm$/i);
    expect(formatTime(at, display(0, false), 'long')).toBe('22 November 2026 at 21:30');
  });

  it('is written in the page’s language', () => {
    const at = '2026-11-22T21:30:00Z';
    expect(formatTime(at, display(3, false, 'ru'), 'dateTime')).toBe('23 нояб. 2026 г., 00:30');
    expect(formatTime(at, display(3, false, 'ua'), 'long')).toBe('23 листопада 2026 р. о 00:30');
  });

  it('gives back text that is not an instant as it is', () => {
    expect(formatTime('soon', display(3, false), 'dateTime')).toBe('soon');
  });
});

describe('a time zone’s name in the display menu', () => {
  it('is the offset from UTC, with minutes only when there are some', () => {
    expect(timeZoneLabel(0)).toBe('UTC');
    expect(timeZoneLabel(3)).toBe('UTC+3');
    expect(timeZoneLabel(5.75)).toBe('UTC+5:45');
    expect(timeZoneLabel(-3.5)).toBe('UTC\u22123:30');
  });
});
