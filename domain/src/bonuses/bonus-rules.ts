import type { BonusKind, BonusProduct, BonusTerms } from './bonus-terms';

const DAY_MS = 86_400_000;

/**
 * What a bonus of `kind` pays when granted: a deposit match a share of the deposit (nothing below
 * the least deposit), cashback a share of the net loss, the others their set amount (free spins:
 * the spins times the value of one); never more than the cap.
 */
export function bonusGrantMinor(
  kind: BonusKind,
  terms: BonusTerms,
  basis: { depositMinor?: number; netLossMinor?: number },
): number {
  let amount: number;
  switch (kind) {
    case 'deposit_match': {
      const deposit = basis.depositMinor ?? 0;
      amount =
        deposit < terms.minDepositMinor ? 0 : Math.floor((deposit * (terms.percent ?? 0)) / 100);
      break;
    }
    case 'cashback':
      amount = Math.floor((Math.max(0, basis.netLossMinor ?? 0) * (terms.percent ?? 0)) / 100);
      break;
    case 'free_spins':
      amount = (terms.amountMinor ?? 0) * (terms.spins ?? 0);
      break;
    default:
      amount = terms.amountMinor ?? 0;
  }
  return terms.capMinor === null ? amount : Math.min(amount, terms.capMinor);
}

/** What must be staked, counted as the terms say, before the bonus becomes real money. */
export function wageringRequiredMinor(amountMinor: number, terms: BonusTerms): number {
  return Math.ceil(amountMinor * terms.wageringMultiplier);
}

/** The moment a bonus granted at `grantedAtMs` ends unless wagered. */
export function bonusExpiresAtMs(grantedAtMs: number, terms: BonusTerms): number {
  return grantedAtMs + terms.expiryDays * DAY_MS;
}

/** A stake as the wagering sees it. */
export interface WageringStake {
  readonly product: BonusProduct;
  readonly amountMinor: number;
  /** sports: the coupon's total odds (null: a system or other coupon without one). */
  readonly odds?: number | null;
  /** casino: the kind of game (slot, crash, roulette ...). */
  readonly gameKind?: string | null;
}

/** How much of a stake counts towards wagering: the share the terms give its product. */
export function wageringContributionMinor(terms: BonusTerms, stake: WageringStake): number {
  let percent: number;
  if (stake.product === 'sports') {
    const odds = stake.odds ?? 0;
    percent = odds >= terms.sportsMinOdds ? terms.sportsContributionPercent : 0;
  } else {
    const kind = stake.gameKind ?? '';
    percent = terms.casinoWeights[kind] ?? terms.casinoDefaultWeightPercent;
  }
  return Math.floor((stake.amountMinor * percent) / 100);
}

/** Whether a single stake is over the terms' maximum while a bonus is being wagered. */
export function isStakeOverBonusMax(terms: BonusTerms, amountMinor: number): boolean {
  return terms.maxStakeMinor !== null && amountMinor > terms.maxStakeMinor;
}

/** Why a player may not have an offer; null when they may. */
export type BonusEligibilityRefusal =
  'country' | 'currency' | 'taken' | 'household' | 'excluded' | 'declined' | 'busy';

export function bonusEligibility(
  terms: BonusTerms,
  player: {
    countryId: number | null;
    currency: string;
    /** The player already had this offer. */
    hadOffer: boolean;
    /** Another player of the same device fingerprint had this offer. */
    householdHadOffer: boolean;
    /** Self-excluded or in a time-out. */
    excluded: boolean;
    /** The player declined bonuses in the office. */
    declined: boolean;
    /** Another bonus is being wagered or waits for its deposit. */
    hasOpenBonus: boolean;
  },
): BonusEligibilityRefusal | null {
  if (player.excluded) return 'excluded';
  if (player.declined) return 'declined';
  if (terms.countries.length > 0 && !terms.countries.includes(player.countryId ?? -1))
    return 'country';
  if (terms.currencies.length > 0 && !terms.currencies.includes(player.currency)) return 'currency';
  if (terms.onePer !== 'none' && player.hadOffer) return 'taken';
  if (terms.onePer === 'household' && player.householdHadOffer) return 'household';
  if (player.hasOpenBonus) return 'busy';
  return null;
}

/**
 * The code of a refused take or grant: another open bonus has its own (the player finishes or
 * gives that one up first); every other reason is BONUS_NOT_AVAILABLE. Both carry the refusal.
 */
export function bonusRefusalCode(
  refusal: BonusEligibilityRefusal,
): 'BONUS_ALREADY_OPEN' | 'BONUS_NOT_AVAILABLE' {
  return refusal === 'busy' ? 'BONUS_ALREADY_OPEN' : 'BONUS_NOT_AVAILABLE';
}

/**
 * Whether a bonus still holds the player's one place for a bonus: waiting for its deposit, or
 * being wagered and not past its end (an active bonus past its end has expired, read or not).
 */
export function isBonusOpen(
  bonus: { readonly status: BonusStatus; readonly expiresAt: Date | string | null },
  now: Date,
): boolean {
  if (bonus.status === 'pending') return true;
  if (bonus.status !== 'active') return false;
  return bonus.expiresAt === null || new Date(bonus.expiresAt).getTime() > now.getTime();
}

/** Where a player's bonus stands. */
export const BONUS_STATUSES = [
  /** Taken (a promo code, the registration's choice): waits for the deposit that pays it. */
  'pending',
  /** On the bonus account, being wagered. */
  'active',
  /** Wagered: what was left moved to the real account. */
  'wagered',
  'expired',
  /** Removed because the player withdrew during wagering (after confirming). */
  'forfeited',
  /** The player declined it, or a pending one lapsed. */
  'cancelled',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus as the office shows it. */
export interface PlayerBonusView {
  readonly id: number;
  readonly offerId: number;
  readonly kind: BonusKind;
  readonly title: string;
  readonly status: BonusStatus;
  readonly currency: string;
  readonly amountMinor: number;
  readonly wagerRequiredMinor: number;
  readonly wageredMinor: number;
  /** On the bonus account now (0 unless active). */
  readonly balanceMinor: number;
  /** What moved to the real account when it was wagered. */
  readonly releasedMinor: number;
  readonly terms: BonusTerms;
  /** ISO instant; null for a pending bonus (its clock starts when granted). */
  readonly expiresAt: string | null;
  readonly grantedAt: string | null;
}

/** The wagering left and how far it is, per cent rounded down (100 once wagered). */
export function wageringProgress(bonus: {
  readonly wagerRequiredMinor: number;
  readonly wageredMinor: number;
}): { leftMinor: number; percent: number } {
  const left = Math.max(0, bonus.wagerRequiredMinor - bonus.wageredMinor);
  const percent =
    bonus.wagerRequiredMinor === 0
      ? 100
      : Math.min(100, Math.floor((bonus.wageredMinor * 100) / bonus.wagerRequiredMinor));
  return { leftMinor: left, percent };
}
