import type { PlacedCoupon } from './coupon-store';

/**
 * An answer of POST /web-api/coupon that cannot be read as a placed coupon (a proxy's page, a cut
 * body): the outcome is unknown (coupon-attempt.ts), and the player reads the server failure text.
 */
export class UnreadablePlacementAnswer extends Error {
  readonly messageKey = 'http_error_server';

  constructor() {
    super('The answer to the placement is not a placed coupon');
    this.name = 'UnreadablePlacementAnswer';
  }
}

/** The placed coupon an answer body holds, or null when it holds none. */
export function placedCouponOf(body: unknown): PlacedCoupon | null {
  if (typeof body !== 'object' || body === null) return null;
  const { couponId, state } = body as Record<string, unknown>;
  if (!Number.isSafeInteger(couponId) || (couponId as number) <= 0) return null;
  if (state !== 'accepted' && state !== 'vip-pending') return null;
  return { couponId: couponId as number, state };
}
