import {
  bonusEligibility,
  bonusRefusalCode,
  isBonusOpen,
  bonusGrantMinor,
  wageringContributionMinor,
  wageringProgress,
  wageringRequiredMinor,
} from './bonus-rules';
import { DEFAULT_BONUS_TERMS, bonusTermsProblems, type BonusTerms } from './bonus-terms';
import { normalizePromoCode, promoRefusalOf } from './promo-code';

const terms = (changes: Partial<BonusTerms>): BonusTerms => ({
  ...DEFAULT_BONUS_TERMS,
  ...changes,
});

const eligible = {
  countryId: 1,
  currency: 'RUB',
  hadOffer: false,
  householdHadOffer: false,
  excluded: false,
  declined: false,
  hasOpenBonus: false,
};

describe('the bonus rules', () => {
  it('matches a deposit from its least amount up to the cap, and never pays more than the cap', () => {
    const match = terms({ percent: 50, capMinor: 4_000, minDepositMinor: 1_000 });
    expect(bonusGrantMinor('deposit_match', match, { depositMinor: 999 })).toBe(0);
    expect(bonusGrantMinor('deposit_match', match, { depositMinor: 2_001 })).toBe(1_000);
    expect(bonusGrantMinor('deposit_match', match, { depositMinor: 100_000 })).toBe(4_000);
    for (const deposit of [0, 1, 999, 1_000, 1_001, 7_999, 8_000, 8_001, 10_000_000]) {
      const paid = bonusGrantMinor('deposit_match', match, { depositMinor: deposit });
      expect(Number.isSafeInteger(paid) && paid >= 0 && paid <= 4_000).toBe(true);
    }
  });

  it('pays free spins as spins times their value, cashback as a share of the net loss only', () => {
    expect(bonusGrantMinor('free_spins', terms({ amountMinor: 20, spins: 50 }), {})).toBe(1_000);
    const cashback = terms({ percent: 10 });
    expect(bonusGrantMinor('cashback', cashback, { netLossMinor: 12_345 })).toBe(1_234);
    expect(bonusGrantMinor('cashback', cashback, { netLossMinor: -500 })).toBe(0);
    expect(bonusGrantMinor('no_deposit', terms({ amountMinor: 300 }), {})).toBe(300);
  });

  it('counts a stake as its product contributes: sports above the least odds, casino by game', () => {
    const wagering = terms({
      sportsMinOdds: 1.5,
      sportsContributionPercent: 100,
      casinoWeights: { slot: 100, roulette: 10 },
      casinoDefaultWeightPercent: 50,
    });
    const sports = (odds: number | null) =>
      wageringContributionMinor(wagering, { product: 'sports', amountMinor: 1_000, odds });
    expect(sports(1.49)).toBe(0);
    expect(sports(1.5)).toBe(1_000);
    expect(sports(null)).toBe(0);
    const casino = (gameKind: string) =>
      wageringContributionMinor(wagering, { product: 'casino', amountMinor: 1_000, gameKind });
    expect([casino('slot'), casino('roulette'), casino('crash')]).toEqual([1_000, 100, 500]);
    expect(wageringRequiredMinor(1_000, terms({ wageringMultiplier: 2.5 }))).toBe(2_500);
    expect(wageringProgress({ wagerRequiredMinor: 3_000, wageredMinor: 1_000 })).toEqual({
      leftMinor: 2_000,
      percent: 33,
    });
  });

  it('offers nothing to an excluded or declining player, and keeps countries, currencies and once-only', () => {
    const open = terms({ countries: [1, 2], currencies: ['RUB'], onePer: 'household' });
    expect(bonusEligibility(open, eligible)).toBeNull();
    expect(bonusEligibility(open, { ...eligible, excluded: true, declined: true })).toBe(
      'excluded',
    );
    expect(bonusEligibility(open, { ...eligible, declined: true })).toBe('declined');
    expect(bonusEligibility(open, { ...eligible, countryId: 3 })).toBe('country');
    expect(bonusEligibility(open, { ...eligible, currency: 'KZT' })).toBe('currency');
    expect(bonusEligibility(open, { ...eligible, hadOffer: true })).toBe('taken');
    expect(bonusEligibility(open, { ...eligible, householdHadOffer: true })).toBe('household');
    expect(bonusEligibility(open, { ...eligible, hasOpenBonus: true })).toBe('busy');
    expect(promoRefusalOf('household')).toBe('used');
    expect(promoRefusalOf('country')).toBe('not-for-player');
  });

  it('refuses terms a kind cannot have, and reads promo codes in one spelling', () => {
    expect(bonusTermsProblems('deposit_match', terms({ percent: 100 }))).toEqual([]);
    expect(
      bonusTermsProblems('deposit_match', terms({ percent: null, wageringMultiplier: -1 })).map(
        (problem) => problem.field,
      ),
    ).toEqual(['percent', 'wageringMultiplier']);
    expect(bonusTermsProblems('free_bet', terms({ amountMinor: 500 }))).toEqual([]);
    expect(normalizePromoCode('  welcome-1 ')).toBe('WELCOME-1');
    expect(normalizePromoCode('no spaces')).toBeNull();
  });

  it('keeps one open bonus per player: pending, or active until its end; its refusal has its own code', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(isBonusOpen({ status: 'pending', expiresAt: null }, now)).toBe(true);
    expect(isBonusOpen({ status: 'active', expiresAt: '2026-05-01T12:00:01Z' }, now)).toBe(true);
    expect(isBonusOpen({ status: 'active', expiresAt: '2026-05-01T12:00:00Z' }, now)).toBe(false);
    for (const status of ['wagered', 'expired', 'forfeited', 'cancelled'] as const)
      expect(isBonusOpen({ status, expiresAt: null }, now)).toBe(false);
    const busy = bonusEligibility(terms({}), { ...eligible, hasOpenBonus: true });
    expect(busy).toBe('busy');
    expect(bonusRefusalCode(busy!)).toBe('BONUS_ALREADY_OPEN');
    expect(bonusRefusalCode('taken')).toBe('BONUS_NOT_AVAILABLE');
  });
});
