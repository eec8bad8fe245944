import {
  awardTournament,
  maskedPlayer,
  prizeTableProblem,
  rankTournament,
  tournamentPhase,
} from './tournament-standings';

describe('tournament standings', () => {
  it('orders by points, then by who reached them first, then by player id', () => {
    const standings = rankTournament([
      { playerId: 7, pointsMinor: 30, reachedAt: '2026-11-01T10:00:00Z' },
      { playerId: 3, pointsMinor: 50, reachedAt: '2026-11-01T12:00:00Z' },
      { playerId: 9, pointsMinor: 30, reachedAt: '2026-11-01T09:00:00Z' },
      { playerId: 2, pointsMinor: 30, reachedAt: '2026-11-01T09:00:00Z' },
      { playerId: 4, pointsMinor: 0, reachedAt: '2026-11-01T08:00:00Z' },
    ]);
    expect(standings.map(({ playerId, place }) => [place, playerId])).toEqual([
      [1, 3],
      [2, 2],
      [3, 9],
      [4, 7],
    ]);
  });

  it('pays the n-th prize to the n-th place, and nothing to a place past the table', () => {
    const standings = rankTournament([
      { playerId: 1, pointsMinor: 10, reachedAt: '2026-11-01T10:00:00Z' },
      { playerId: 2, pointsMinor: 20, reachedAt: '2026-11-01T10:00:00Z' },
      { playerId: 5, pointsMinor: 5, reachedAt: '2026-11-01T10:00:00Z' },
    ]);
    expect(awardTournament(standings, [500, 200])).toEqual([
      { place: 1, playerId: 2, pointsMinor: 20, amountMinor: 500 },
      { place: 2, playerId: 1, pointsMinor: 10, amountMinor: 200 },
    ]);
    expect(awardTournament([], [500])).toEqual([]);
  });

  it('knows the phase of a tournament', () => {
    const period = { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-08T00:00:00Z' };
    expect(tournamentPhase({ ...period, endedAt: null }, new Date('2026-10-31T00:00:00Z'))).toBe(
      'upcoming',
    );
    expect(tournamentPhase({ ...period, endedAt: null }, new Date('2026-11-02T00:00:00Z'))).toBe(
      'running',
    );
    expect(tournamentPhase({ ...period, endedAt: null }, new Date('2026-11-09T00:00:00Z'))).toBe(
      'finished',
    );
    expect(
      tournamentPhase(
        { ...period, endedAt: '2026-11-03T00:00:00Z' },
        new Date('2026-11-02T00:00:00Z'),
      ),
    ).toBe('ended');
  });

  it('masks a player and checks a prize table', () => {
    expect(maskedPlayer(123456)).toBe('***456');
    expect(prizeTableProblem([500, 200, 200])).toBeNull();
    expect(prizeTableProblem([])).not.toBeNull();
    expect(prizeTableProblem([200, 500])).not.toBeNull();
    expect(prizeTableProblem([0])).not.toBeNull();
  });
});
