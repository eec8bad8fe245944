import {
  ROULETTE_PAYOUT,
  ROULETTE_POCKETS,
  ROULETTE_RTP,
  isValidRouletteBet,
  rouletteCovers,
  roulettePays,
  type RouletteBet,
} from './roulette-game';

const stake = 100;
const bet = (kind: RouletteBet['kind'], value?: number): RouletteBet =>
  value === undefined ? { kind, stakeMinor: stake } : { kind, value, stakeMinor: stake };

describe('European roulette', () => {
  it('pays the classic table: 35 to 1 a number, 2 to 1 a dozen or column, evens 1 to 1', () => {
    expect(ROULETTE_PAYOUT).toEqual({
      straight: 35,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
      dozen: 2,
      column: 2,
    });
    expect(roulettePays([bet('straight', 17)], 17)).toBe(3_600);
    expect(roulettePays([bet('dozen', 2)], 17)).toBe(300);
    expect(roulettePays([bet('column', 2)], 17)).toBe(300);
    expect(roulettePays([bet('black')], 17)).toBe(200);
    expect(roulettePays([bet('red')], 17)).toBe(0);
    expect(roulettePays([bet('odd'), bet('low'), bet('high')], 17)).toBe(400);
  });

  it('loses every outside bet on zero; only a bet on zero wins', () => {
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
      expect(rouletteCovers(bet(kind), 0)).toBe(false);
    expect(rouletteCovers(bet('dozen', 1), 0)).toBe(false);
    expect(roulettePays([bet('straight', 0)], 0)).toBe(3_600);
  });

  it('returns 36/37 of every bet over the 37 pockets', () => {
    const bets = [
      bet('straight', 5),
      bet('red'),
      bet('black'),
      bet('odd'),
      bet('even'),
      bet('low'),
      bet('high'),
      bet('dozen', 3),
      bet('column', 1),
    ];
    for (const one of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1)
        returned += roulettePays([one], pocket);
      expect(returned / (ROULETTE_POCKETS * stake)).toBeCloseTo(ROULETTE_RTP, 10);
    }
  });

  it('refuses bets without the value their kind needs', () => {
    expect(isValidRouletteBet(bet('straight'))).toBe(false);
    expect(isValidRouletteBet(bet('straight', 37))).toBe(false);
    expect(isValidRouletteBet(bet('dozen', 4))).toBe(false);
    expect(isValidRouletteBet(bet('red', 1))).toBe(false);
    expect(isValidRouletteBet({ kind: 'red', stakeMinor: 0 })).toBe(false);
    expect(isValidRouletteBet(bet('column', 3))).toBe(true);
  });
});
