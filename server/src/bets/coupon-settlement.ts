import {
  couponStakesInPlay,
  milliToOdds,
  settleCoupon,
  type CouponSettlement,
} from '@betshell/domain/betting';
import { credit } from '../accounts/ledger';
import type { Queryable } from '../db/database';
import { couponRepository, type StoredCoupon } from './coupon-repository';

/**
 * Settles one open coupon if every selection has its result: its state and its payout change in
 * the caller's transaction, so a win is credited exactly once (the state guard refuses a second
 * settlement). A void coupon's stake comes back as a refund; answers what was decided.
 */
export async function settleStoredCoupon(
  tx: Queryable,
  coupon: StoredCoupon,
  at: Date,
): Promise<CouponSettlement> {
  if (coupon.state !== 'open') return { decided: false };
  const selections = (await couponRepository.selectionsWithResults(tx, [coupon.id])).get(coupon.id);
  const settlement = settleCoupon({
    typeId: coupon.typeId,
    // Only the stake a partial cash-out left plays on, every bet of the coupon (each system line,
    // each block) in proportion (coupon-cash-out.ts).
    ...couponStakesInPlay({
      typeId: coupon.typeId,
      amount: coupon.amountMinor,
      amountByBlockId: coupon.amountByBlockId,
      blockIds: (selections ?? []).map((one) => one.blockId),
      inPlay: coupon.amountMinor - coupon.cashedOutStakeMinor,
    }),
    systemValue: coupon.systemValue,
    bonusBetCoef: coupon.bonusCoefMilli === null ? null : milliToOdds(coupon.bonusCoefMilli),
    selections: (selections ?? []).map((one) => ({
      marketId: one.marketId,
      coef: milliToOdds(one.coefMilli),
      blockId: one.blockId,
      isBanker: one.isBanker,
      amount: one.amountMinor,
      result: one.result,
    })),
  });
  if (!settlement.decided) return settlement;
  const moved = await couponRepository.transition(
    tx,
    coupon.id,
    'open',
    settlement.state,
    // The coupon's payout is all it paid: its partial cash-outs and what settlement credits now.
    settlement.payout + coupon.cashedOutMinor,
    at,
  );
  if (!moved) return { decided: false };
  if (settlement.payout > 0)
    await credit(
      tx,
      coupon.accountId,
      settlement.payout,
      settlement.state === 'void' ? 'bet-refund' : 'bet-payout',
      `coupon:${coupon.id}`,
    );
  return settlement;
}

/**
 * decisions.md: "Bets are settled when the event's result is entered". Runs in the transaction that
 * enters the result (line-repository.ts finishEvent), so no result exists without its coupons
 * settled. Answers how many coupons it settled.
 *
 * That transaction already holds the event; here it locks the event's open coupons by account and
 * id, then credits their accounts in that order, after the event as placement does (placement locks
 * events, the player, then the account). Locking the coupons also makes a result entered at the same
 * moment for another game of an express wait, and then read this one's results, so the express is
 * settled by whichever of the two commits last, exactly once.
 */
export async function settleEventCoupons(
  tx: Queryable,
  eventId: number,
  at: Date,
): Promise<number> {
  let settled = 0;
  for (const coupon of await couponRepository.openOfEvent(tx, eventId)) {
    if ((await settleStoredCoupon(tx, coupon, at)).decided) settled += 1;
  }
  return settled;
}
