import type { BonusEligibilityRefusal } from './bonus-rules';

/** A promo code as stored and compared: trimmed, upper case, letters, digits, - and _. */
export function normalizePromoCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9_-]{3,32}$/.test(code) ? code : null;
}

/** Why a promo code is refused, in words the player reads. */
export type PromoCodeRefusal =
  'unknown' | 'expired' | 'used' | 'not-for-player' | 'excluded' | 'declined' | 'busy';

/** Where a promo code was entered (the analytics label of its check). */
export type PromoCodePlace = 'registration' | 'deposit' | 'office';

/** The refusal of a code whose offer the player may not have. */
export function promoRefusalOf(refusal: BonusEligibilityRefusal): PromoCodeRefusal {
  switch (refusal) {
    case 'excluded':
      return 'excluded';
    case 'declined':
      return 'declined';
    case 'busy':
      return 'busy';
    case 'taken':
    case 'household':
      return 'used';
    default:
      return 'not-for-player';
  }
}

/** The dictionary key of each refusal's words (server/content/dictionaries). */
export const PROMO_REFUSAL_KEY: Readonly<Record<PromoCodeRefusal, string>> = {
  unknown: 'bonus_promo_refused_unknown',
  expired: 'bonus_promo_refused_expired',
  used: 'bonus_promo_refused_used',
  'not-for-player': 'bonus_promo_refused_not_for_player',
  excluded: 'bonus_promo_refused_excluded',
  declined: 'bonus_promo_refused_declined',
  busy: 'bonus_promo_refused_busy',
};
