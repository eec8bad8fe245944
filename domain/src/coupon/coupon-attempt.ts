import { isHttpFailure } from '../http/http-failure';
import { couponRefusalOf } from './coupon-refusal-words';
import type { CouponToSend } from './coupon-to-send';

/**
 * A placement whose outcome the page does not know: the request went (or may have gone) out and no
 * readable answer came back, so the server may have placed the coupon and taken the stake. `bet`
 * says which bet it was (placementBetKey).
 */
export interface UnansweredPlacement {
  readonly id: string;
  readonly bet: string;
}

/**
 * What makes two placements the same bet for the player: the account, the type, the stakes and the
 * markets picked. Ours (the spec only says the id is the browser's): the odds and the odds-change
 * setting are left out, because the feed moves the odds of a coupon while its answer is lost, and
 * the server judges the odds again anyway; a bet placed at the old odds is still that bet. The
 * server holds an id to the same rule: the same id for another bet is refused (409).
 */
export function placementBetKey(sent: Omit<CouponToSend, 'id'>): string {
  return JSON.stringify([
    sent.accountId,
    sent.userId,
    sent.typeId,
    sent.systemValue,
    sent.amount,
    sent.amountByBlockId,
    sent.isVipBet,
    sent.bets.map((one) => [one.gameId, one.marketId, one.blockId, one.isBanker, one.amount]),
  ]);
}

/**
 * Whether a failed placement may have been placed all the same: no answer (offline, a timeout,
 * a cancel after sending), a 5xx or 408, or an answer that does not read as a placed coupon (any
 * error that is no HTTP failure). A refusal of the server (a coupon refusal, any other 4xx, the
 * captcha or terms declined) placed nothing.
 */
export function isPlacementOutcomeUnknown(error: unknown): boolean {
  if (couponRefusalOf(error) !== null) return false;
  if (!isHttpFailure(error)) return true;
  if (error.status === 'network-error' || error.status === 'close') return true;
  return error.status === 'http-error' && (error.code >= 500 || error.code === 408);
}

/**
 * The id of the next placement: the unanswered placement's again when it is the same bet, so the
 * server (idempotent by the id) answers the coupon it may already have placed instead of taking a
 * second stake; a fresh one for any other bet.
 */
export function placementIdFor(
  bet: string,
  unanswered: UnansweredPlacement | null,
  newId: () => string,
): string {
  return unanswered !== null && unanswered.bet === bet ? unanswered.id : newId();
}
