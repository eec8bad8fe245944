import { bonusRefusalCode, type BonusEligibilityRefusal } from '../bonuses/bonus-rules';
import type { BonusKind } from '../bonuses/bonus-terms';
import type { LoyaltyLevel } from './loyalty-rules';

/**
 * Exchanging loyalty points for a bonus (ours: the spec names the rewards page only). The bonus is
 * the bonus engine's offer of this name, granted like any other (wagering, expiry, one open bonus
 * at a time); the player pays for it with points instead of a deposit. Its amount is the offer's,
 * its price in points the level's rate per whole currency unit of that amount.
 */
export const LOYALTY_POINTS_OFFER = 'loyalty-points';

/**
 * Points a whole currency unit (100 minor units) of bonus costs, by level id: a higher level pays
 * fewer, which is what a level is worth besides its cashback.
 */
export const EXCHANGE_POINTS_PER_UNIT: Readonly<Record<number, number>> = {
  1: 10,
  2: 9,
  3: 8,
  4: 7,
  5: 5,
};

/** The offer kinds whose amount is known before the grant, so a price in points can be set. */
const EXCHANGEABLE_KINDS: readonly BonusKind[] = ['no_deposit', 'free_bet', 'free_spins'];

export function isExchangeableKind(kind: BonusKind): boolean {
  return EXCHANGEABLE_KINDS.includes(kind);
}

/** The points a bonus of `bonusAmountMinor` costs at `level`: rounded up, never free. */
export function exchangeCostPoints(level: LoyaltyLevel, bonusAmountMinor: number): number {
  if (!Number.isFinite(bonusAmountMinor) || bonusAmountMinor <= 0) return 0;
  const rate = EXCHANGE_POINTS_PER_UNIT[level.id] ?? EXCHANGE_POINTS_PER_UNIT[1]!;
  return Math.max(1, Math.ceil((bonusAmountMinor / 100) * rate));
}

/**
 * The points a player may still spend: earned less spent, never below zero (a stake refunded after
 * an exchange lowers the points earned, and may leave the player owing none but having none).
 */
export function availablePoints(earnedPoints: number, spentPoints: number): number {
  return Math.max(0, Math.floor(earnedPoints) - Math.max(0, Math.floor(spentPoints)));
}

/**
 * Why an exchange is refused: the bonus engine's refusals of the offer (self-excluded or timed out,
 * bonuses declined, another bonus open, not for the country or currency), `closed` when there is
 * no exchangeable offer now, `too-few-points` when the player cannot pay for it.
 */
export type PointsExchangeRefusal = BonusEligibilityRefusal | 'closed' | 'too-few-points';

/**
 * Whether the player may exchange now; null when they may. Responsible gambling comes first: a
 * self-excluded or timed-out player is told that, not what they could buy.
 */
export function pointsExchangeRefusal(exchange: {
  /** Self-excluded or in a time-out now. */
  readonly excluded: boolean;
  /** The offer exists, is active, of an exchangeable kind and pays something. */
  readonly offerOpen: boolean;
  /** The bonus engine's refusal of the offer for this player, if any. */
  readonly bonusRefusal: BonusEligibilityRefusal | null;
  readonly availablePoints: number;
  readonly costPoints: number;
}): PointsExchangeRefusal | null {
  if (exchange.excluded) return 'excluded';
  if (!exchange.offerOpen || exchange.costPoints <= 0) return 'closed';
  if (exchange.bonusRefusal !== null) return exchange.bonusRefusal;
  if (exchange.availablePoints < exchange.costPoints) return 'too-few-points';
  return null;
}

/**
 * The error code of a refusal: the bonus engine's code for its own refusals (bonusRefusalCode), the
 * points' own refusals theirs.
 */
export function pointsExchangeRefusalCode(
  refusal: PointsExchangeRefusal,
):
  | 'BONUS_ALREADY_OPEN'
  | 'BONUS_NOT_AVAILABLE'
  | 'LOYALTY_EXCHANGE_CLOSED'
  | 'LOYALTY_POINTS_TOO_FEW' {
  if (refusal === 'closed') return 'LOYALTY_EXCHANGE_CLOSED';
  if (refusal === 'too-few-points') return 'LOYALTY_POINTS_TOO_FEW';
  return bonusRefusalCode(refusal);
}

/** The dictionary key of a refusal's words (server/content/dictionaries/loyalty). */
export function pointsExchangeRefusalKey(refusal: PointsExchangeRefusal): string {
  return `loyalty_exchange_refused_${refusal.replace(/-/g, '_')}`;
}
