import { gameTime } from './game-time';

describe('a game’s start time', () => {
  it('is shown in the player’s time zone on a 24-hour clock', () => {
    expect(gameTime('2026-11-22T21:30:00.000Z', 3, false)).toBe('23.11 00:30');
  });

  it('is shown on a 12-hour clock when the player chose it', () => {
    expect(gameTime('2026-11-22T12:05:00.000Z', 0, true)).toBe('22.11 12:05 PM');
    expect(gameTime('2026-11-22T00:05:00.000Z', 0, true)).toBe('22.11 12:05 AM');
    expect(gameTime('2026-11-22T09:15:00.000Z', 5.5, true)).toBe('22.11 2:45 PM');
  });
});
