import { liveClockOf } from './live-clock';

const at = (sportId: number, minutes: number, periods = [] as { home: number; away: number }[]) =>
  liveClockOf({ sportId, startsAtMs: 0, periods }, minutes * 60_000);

describe('the live clock', () => {
  it('reads football halves as 1 to 45 and 46 to 90, stoppage time at the half’s last minute', () => {
    expect(at(1, 0)).toEqual({ period: 1, minute: 1 });
    expect(at(1, 25)).toEqual({ period: 1, minute: 23 });
    expect(at(1, 54)).toEqual({ period: 1, minute: 45 });
    expect(at(1, 55)).toEqual({ period: 2, minute: 46 });
    expect(at(1, 109)).toEqual({ period: 2, minute: 90 });
  });

  it('counts ice hockey periods and basketball quarters on their real minutes', () => {
    expect(at(2, 30)).toEqual({ period: 2, minute: 25 });
    expect(at(3, 46)).toEqual({ period: 4, minute: 37 });
  });

  it('gives tennis and esports the set or map under way, without a minute', () => {
    expect(
      at(4, 30, [
        { home: 6, away: 3 },
        { home: 1, away: 0 },
      ]),
    ).toEqual({ period: 2, minute: null });
    expect(at(40, 5)).toEqual({ period: 1, minute: null });
  });
});
