import type { CoefViewId } from '../odds/coef-views';
import { formatOdds } from '../odds/odds-format';
import type { Coupon } from './coupon';
import type { CouponSettings } from './coupon-settings';
import type { CouponTotals } from './coupon-totals';
import { COUPON_TYPES, type ChangeCoefAction, type CouponTypeId } from './coupon-types';

export interface CouponBetToSend {
  readonly gameId: number;
  readonly marketId: number;
  readonly coef: number;
  readonly blockId: number;
  readonly isBanker: boolean;
  /** Multiple singles: this bet's own stake. */
  readonly amount?: number;
}

/**
 * Section 3, Coupon to send. `id` is made by the browser so that a repeated submission is the same
 * coupon (the server is idempotent by it); hyper-bonus fields are not sent (no hyper bonus exists).
 */
export interface CouponToSend {
  readonly id: string;
  readonly accountId: number;
  readonly amount: number;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly bets: readonly CouponBetToSend[];
  readonly changeCoefAction: ChangeCoefAction;
  readonly coef: number | null;
  readonly coefByView: string | null;
  readonly coefViewId: CoefViewId;
  readonly exactCoef: boolean;
  readonly isDropOnScoreChange: boolean;
  readonly prepaidAmount: number;
  readonly refId: number;
  readonly systemValue: number | null;
  readonly typeId: CouponTypeId;
  readonly userId: number;
  readonly isVipBet: boolean;
}

export function buildCouponToSend(input: {
  readonly id: string;
  readonly coupon: Coupon;
  readonly totals: CouponTotals;
  readonly settings: CouponSettings;
  readonly accountId: number;
  readonly userId: number;
  readonly refId: number;
  readonly coefViewId: CoefViewId;
  readonly isVipBet: boolean;
  readonly prepaidAmount?: number;
}): CouponToSend {
  const { coupon, totals, settings } = input;
  const singles = coupon.typeId === COUPON_TYPES.multipleSingles;
  const blocks = coupon.typeId === COUPON_TYPES.blocks;
  return {
    id: input.id,
    accountId: input.accountId,
    amount: totals.stake,
    amountByBlockId: blocks
      ? Object.fromEntries(
          [...new Set(coupon.bets.map((one) => one.blockId))].map((blockId) => [
            blockId,
            coupon.amountByBlockId[blockId] ?? coupon.amount,
          ]),
        )
      : {},
    bets: coupon.bets.map((one) => ({
      gameId: one.gameId,
      marketId: one.marketId,
      coef: one.coef,
      blockId: one.blockId,
      isBanker: coupon.typeId === COUPON_TYPES.system && one.isBanker,
      ...(singles ? { amount: coupon.amountByBetId[one.marketId] ?? coupon.amount } : {}),
    })),
    changeCoefAction: settings.changeCoefAction,
    coef: totals.coef,
    coefByView: totals.coef === null ? null : formatOdds(totals.coef, input.coefViewId),
    coefViewId: input.coefViewId,
    exactCoef: settings.exactCoef,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    prepaidAmount: input.prepaidAmount ?? 0,
    refId: input.refId,
    systemValue: coupon.typeId === COUPON_TYPES.system ? coupon.systemValue : null,
    typeId: coupon.typeId,
    userId: input.userId,
    isVipBet: input.isVipBet,
  };
}
