import {
  BONUS_GAME_KEYS,
  bonusGameOf,
  drawBonusGamePrize,
  isBonusGameKey,
} from './bonus-game-prizes';

describe('the bonus games', () => {
  it('gives every key of the spec a look and a prize table of positive amounts and weights', () => {
    expect(BONUS_GAME_KEYS).toHaveLength(11);
    for (const key of BONUS_GAME_KEYS) {
      const game = bonusGameOf(key);
      expect(game.prizes.length).toBeGreaterThan(1);
      for (const prize of game.prizes) {
        expect(Number.isSafeInteger(prize.amountMinor) && prize.amountMinor > 0).toBe(true);
        expect(prize.weight).toBeGreaterThan(0);
      }
    }
    expect(bonusGameOf('fortuna').look).toBe('wheel');
    expect(bonusGameOf('dragon-bonus').look).toBe('chests');
    expect(isBonusGameKey('memory-bonus')).toBe(true);
    expect(isBonusGameKey('poker')).toBe(false);
  });

  it('draws by the weights: each ticket of the total falls on exactly one prize, in order', () => {
    // PLAIN: weights 40, 25, 20, 10, 5 (total 100).
    expect(drawBonusGamePrize('fortuna', () => 0)).toEqual({ slot: 0, amountMinor: 1_000 });
    expect(drawBonusGamePrize('fortuna', () => 39)).toEqual({ slot: 0, amountMinor: 1_000 });
    expect(drawBonusGamePrize('fortuna', () => 40)).toEqual({ slot: 1, amountMinor: 2_000 });
    expect(drawBonusGamePrize('fortuna', () => 99)).toEqual({ slot: 4, amountMinor: 50_000 });
    expect(() => drawBonusGamePrize('fortuna', () => 100)).toThrow(RangeError);
  });

  it('answers a prize of the table for every ticket, each prize as often as its weight', () => {
    for (const key of BONUS_GAME_KEYS) {
      const { prizes } = bonusGameOf(key);
      const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
      const counts = prizes.map(() => 0);
      for (let ticket = 0; ticket < total; ticket += 1) {
        const draw = drawBonusGamePrize(key, () => ticket);
        expect(prizes[draw.slot]?.amountMinor).toBe(draw.amountMinor);
        counts[draw.slot] = (counts[draw.slot] ?? 0) + 1;
      }
      expect(counts).toEqual(prizes.map((prize) => prize.weight));
    }
  });
});
