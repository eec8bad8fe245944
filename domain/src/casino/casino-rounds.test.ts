import { casinoRoundNetMinor, isCasinoRoundRolledBack, type CasinoRound } from './casino-rounds';

const round = (stakeMinor: number, winMinor: number, refundedMinor: number): CasinoRound => ({
  roundId: 'r-1',
  gameId: 1001,
  gameName: 'Slot',
  currency: 'RUB',
  stakeMinor,
  winMinor,
  refundedMinor,
  startedAt: '2026-11-28T10:00:00.000Z',
  lastAt: '2026-11-28T10:00:01.000Z',
});

describe('a casino round in the history', () => {
  it('nets its win and the stakes given back against what was staked', () => {
    expect(casinoRoundNetMinor(round(1_000, 2_500, 0))).toBe(1_500);
    expect(casinoRoundNetMinor(round(1_000, 0, 0))).toBe(-1_000);
    expect(casinoRoundNetMinor(round(800, 0, 300))).toBe(-500);
  });

  it('is rolled back when every stake was given back, not when only some was', () => {
    expect(isCasinoRoundRolledBack(round(800, 0, 800))).toBe(true);
    expect(isCasinoRoundRolledBack(round(800, 0, 300))).toBe(false);
    expect(isCasinoRoundRolledBack(round(0, 0, 0))).toBe(false);
  });
});
