/**
 * The terms of a bonus offer, as an operator sets them (`npm run ops -- bonuses ...`) and as the
 * player reads them before taking one. Money is in minor units of the player's currency; a
 * percentage is a whole number of per cent.
 */
export const BONUS_KINDS = [
  'deposit_match',
  'free_bet',
  'free_spins',
  'cashback',
  'no_deposit',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Which product a stake was made on, for what it counts towards wagering. */
export type BonusProduct = 'sports' | 'casino';

export interface BonusTerms {
  /** deposit_match and cashback: the share of the deposit or of the net loss that is paid. */
  readonly percent: number | null;
  /** no_deposit and free_bet: the amount paid; free_spins: the value of one spin. */
  readonly amountMinor: number | null;
  /** free_spins: how many spins. */
  readonly spins: number | null;
  /** The most one bonus pays; null: no cap. */
  readonly capMinor: number | null;
  /** deposit_match: the least deposit that earns it. */
  readonly minDepositMinor: number;
  /** What must be staked before the bonus is real money: the bonus amount times this. */
  readonly wageringMultiplier: number;
  /** A sports stake counts only when the coupon's odds are at least this. */
  readonly sportsMinOdds: number;
  /** The share of a counting sports stake that counts, per cent (0: sports do not count). */
  readonly sportsContributionPercent: number;
  /** The share of a casino stake that counts, per cent, by the kind of game. */
  readonly casinoWeights: Record<string, number>;
  /** The share for a casino game whose kind `casinoWeights` does not name. */
  readonly casinoDefaultWeightPercent: number;
  /** The largest single stake while wagering; null: none. */
  readonly maxStakeMinor: number | null;
  /** How long the player has to wager it, from the moment it is granted. */
  readonly expiryDays: number;
  /** Whether one player, or one household (one device fingerprint), may have it once. */
  readonly onePer: 'player' | 'household' | 'none';
  /** Country ids it is offered in; empty: everywhere. */
  readonly countries: number[];
  /** Currencies it is offered in; empty: every one. */
  readonly currencies: string[];
}

/** Terms an operator does not set are these. */
export const DEFAULT_BONUS_TERMS: BonusTerms = {
  percent: null,
  amountMinor: null,
  spins: null,
  capMinor: null,
  minDepositMinor: 0,
  wageringMultiplier: 5,
  sportsMinOdds: 1.5,
  sportsContributionPercent: 100,
  casinoWeights: { slot: 100, crash: 50, roulette: 10 },
  casinoDefaultWeightPercent: 100,
  maxStakeMinor: null,
  expiryDays: 30,
  onePer: 'player',
  countries: [],
  currencies: [],
};

export interface BonusTermsProblem {
  readonly field: keyof BonusTerms;
  readonly problem: string;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** What is wrong with a set of terms for an offer of `kind`; empty when they can be offered. */
export function bonusTermsProblems(kind: BonusKind, terms: BonusTerms): BonusTermsProblem[] {
  const problems: BonusTermsProblem[] = [];
  const need = (field: keyof BonusTerms, ok: boolean, problem: string) => {
    if (!ok) problems.push({ field, problem });
  };
  const percentKind = kind === 'deposit_match' || kind === 'cashback';
  need(
    'percent',
    percentKind
      ? isCount(terms.percent) && terms.percent > 0 && terms.percent <= 1000
      : terms.percent === null,
    percentKind ? 'a whole per cent from 1 to 1000' : `not used by ${kind}`,
  );
  const amountKind = kind === 'free_bet' || kind === 'no_deposit' || kind === 'free_spins';
  need(
    'amountMinor',
    amountKind ? isCount(terms.amountMinor) && terms.amountMinor > 0 : terms.amountMinor === null,
    amountKind ? 'a positive whole amount in minor units' : `not used by ${kind}`,
  );
  need(
    'spins',
    kind === 'free_spins' ? isCount(terms.spins) && terms.spins > 0 : terms.spins === null,
    kind === 'free_spins' ? 'a positive whole number of spins' : `not used by ${kind}`,
  );
  need(
    'capMinor',
    terms.capMinor === null || (isCount(terms.capMinor) && terms.capMinor > 0),
    'a positive whole amount or none',
  );
  need('minDepositMinor', isCount(terms.minDepositMinor), 'a whole amount, 0 or more');
  need(
    'wageringMultiplier',
    typeof terms.wageringMultiplier === 'number' &&
      Number.isFinite(terms.wageringMultiplier) &&
      terms.wageringMultiplier >= 0 &&
      terms.wageringMultiplier <= 100,
    'a number from 0 to 100',
  );
  need(
    'sportsMinOdds',
    typeof terms.sportsMinOdds === 'number' && terms.sportsMinOdds >= 1,
    'odds of 1 or more',
  );
  need(
    'sportsContributionPercent',
    isCount(terms.sportsContributionPercent) && terms.sportsContributionPercent <= 100,
    'a whole per cent from 0 to 100',
  );
  need(
    'casinoWeights',
    Object.values(terms.casinoWeights).every((weight) => isCount(weight) && weight <= 100),
    'whole per cents from 0 to 100',
  );
  need(
    'casinoDefaultWeightPercent',
    isCount(terms.casinoDefaultWeightPercent) && terms.casinoDefaultWeightPercent <= 100,
    'a whole per cent from 0 to 100',
  );
  need(
    'maxStakeMinor',
    terms.maxStakeMinor === null || (isCount(terms.maxStakeMinor) && terms.maxStakeMinor > 0),
    'a positive whole amount or none',
  );
  need(
    'expiryDays',
    isCount(terms.expiryDays) && terms.expiryDays >= 1 && terms.expiryDays <= 365,
    'whole days from 1 to 365',
  );
  need(
    'onePer',
    ['player', 'household', 'none'].includes(terms.onePer),
    'player, household or none',
  );
  need('countries', terms.countries.every(isCount), 'country ids');
  need(
    'currencies',
    terms.currencies.every((currency) => /^[A-Z]{3}$/.test(currency)),
    'three-letter currency codes',
  );
  return problems;
}
