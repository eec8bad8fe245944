import { LOYALTY_LEVELS } from './loyalty-rules';
import {
  availablePoints,
  exchangeCostPoints,
  isExchangeableKind,
  pointsExchangeRefusal,
  pointsExchangeRefusalCode,
  pointsExchangeRefusalKey,
} from './points-exchange';

describe('exchanging loyalty points for a bonus', () => {
  const bronze = LOYALTY_LEVELS[0]!;
  const premium = LOYALTY_LEVELS[4]!;

  it('prices a bonus by the level’s rate per whole unit, rounded up, never free', () => {
    expect(exchangeCostPoints(bronze, 10_000)).toBe(1_000);
    expect(exchangeCostPoints(premium, 10_000)).toBe(500);
    expect(exchangeCostPoints(bronze, 1)).toBe(1);
    expect(exchangeCostPoints(bronze, 0)).toBe(0);
  });

  it('leaves earned less spent available, never below zero', () => {
    expect(availablePoints(1_200, 1_000)).toBe(200);
    expect(availablePoints(900, 1_000)).toBe(0);
    expect(availablePoints(50, -10)).toBe(50);
  });

  it('exchanges only offers whose amount is known before the grant', () => {
    expect(isExchangeableKind('no_deposit')).toBe(true);
    expect(isExchangeableKind('deposit_match')).toBe(false);
    expect(isExchangeableKind('cashback')).toBe(false);
  });

  it('refuses a self-excluded player first, then a closed offer, the engine’s refusal, too few points', () => {
    const may = {
      excluded: false,
      offerOpen: true,
      bonusRefusal: null,
      availablePoints: 1_000,
      costPoints: 1_000,
    };
    expect(pointsExchangeRefusal(may)).toBeNull();
    expect(
      pointsExchangeRefusal({ ...may, excluded: true, offerOpen: false, availablePoints: 0 }),
    ).toBe('excluded');
    expect(pointsExchangeRefusal({ ...may, offerOpen: false, bonusRefusal: 'busy' })).toBe(
      'closed',
    );
    expect(pointsExchangeRefusal({ ...may, costPoints: 0 })).toBe('closed');
    expect(pointsExchangeRefusal({ ...may, bonusRefusal: 'busy', availablePoints: 0 })).toBe(
      'busy',
    );
    expect(pointsExchangeRefusal({ ...may, availablePoints: 999 })).toBe('too-few-points');
  });

  it('answers each refusal with its code and the dictionary key of its words', () => {
    expect(pointsExchangeRefusalCode('busy')).toBe('BONUS_ALREADY_OPEN');
    expect(pointsExchangeRefusalCode('excluded')).toBe('BONUS_NOT_AVAILABLE');
    expect(pointsExchangeRefusalCode('too-few-points')).toBe('LOYALTY_POINTS_TOO_FEW');
    expect(pointsExchangeRefusalCode('closed')).toBe('LOYALTY_EXCHANGE_CLOSED');
    expect(pointsExchangeRefusalKey('too-few-points')).toBe(
      'loyalty_exchange_refused_too_few_points',
    );
  });
});
