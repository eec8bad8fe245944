import {
  FALLBACK_PLAY_MINUTES,
  isPastScheduledEnd,
  scheduledEndOf,
  scheduledPlayMinutes,
} from './scheduled-end';

const START = Date.UTC(2026, 10, 27, 18, 0);
const minutes = (n: number) => n * 60_000;

describe('the scheduled end of a game', () => {
  it.each([
    [1, 110],
    [2, 75],
    [3, 60],
    [4, 90],
    [40, 40],
  ])('is its start plus the minutes of its sport (sport %p: %p)', (sportId, length) => {
    expect(scheduledEndOf({ sportId, startsAtMs: START })).toBe(START + minutes(length));
  });

  it('gives a sport the table does not know three hours', () => {
    expect(scheduledPlayMinutes(999)).toBe(FALLBACK_PLAY_MINUTES);
    expect(FALLBACK_PLAY_MINUTES).toBe(180);
  });

  it('is passed from the scheduled end on, not a millisecond before', () => {
    const football = { sportId: 1, startsAtMs: START };
    expect(isPastScheduledEnd(football, START + minutes(110) - 1)).toBe(false);
    expect(isPastScheduledEnd(football, START + minutes(110))).toBe(true);
    expect(isPastScheduledEnd(football, START - minutes(60))).toBe(false);
  });
});
