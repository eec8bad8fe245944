import { isSiteLanguage } from '@betshell/domain';
import { milliToOdds } from '@betshell/domain/betting';
import type { Queryable } from '../db/database';
import type { LineLanguage } from '../line/line-name-sql';
import { ApiError } from '../http/api-error';
import { cashOutSelections, cashOutView } from './coupon-cash-out';
import type { CouponView } from '@betshell/api-contract';
import {
  COUPON_STATES,
  couponRepository,
  type CouponState,
  type StoredCoupon,
} from './coupon-repository';

export type ViewLanguage = LineLanguage;

/** The games' names in the asked language; without one, English, as before the line had more. */
export const viewLanguage = (lng: string | undefined): ViewLanguage =>
  lng !== undefined && isSiteLanguage(lng) ? lng : 'en';

/**
 * Coupons as the player reads them, each with its selections' games, odds and results, and its
 * cash-out: what it offers at `now` and what it has cashed out.
 */
export async function couponViews(
  db: Queryable,
  coupons: readonly StoredCoupon[],
  language: ViewLanguage,
  now: Date = new Date(),
): Promise<CouponView[]> {
  const ids = coupons.map((coupon) => coupon.id);
  const selections = await couponRepository.selectionViews(db, ids, language);
  const current = await cashOutSelections(db, ids, now);
  return coupons.map((coupon) => ({
    couponId: coupon.id,
    createdAt: coupon.createdAt.toISOString(),
    settledAt: coupon.settledAt?.toISOString() ?? null,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
    state: coupon.state,
    accountId: coupon.accountId,
    currency: coupon.currency,
    amount: coupon.amountMinor,
    amountByBlockId: Object.fromEntries(
      Object.entries(coupon.amountByBlockId).map(([block, amount]) => [block, amount]),
    ),
    coef: coupon.coefMilli === null ? null : milliToOdds(coupon.coefMilli),
    bonusBetCoef: coupon.bonusCoefMilli === null ? null : milliToOdds(coupon.bonusCoefMilli),
    potentialWin: coupon.potentialWinMinor,
    payout: coupon.payoutMinor,
    changeCoefAction: coupon.changeCoefAction,
    cashOut: cashOutView(coupon, current.get(coupon.id) ?? []),
    selections: (selections.get(coupon.id) ?? []).map((view, index) => {
      const now = current.get(coupon.id)?.[index];
      return now === undefined
        ? view
        : { ...view, currentCoef: now.currentCoef ?? view.coef, marketState: now.marketState };
    }),
  }));
}

/** One coupon, the player's own (or any, for an operator: playerId null); 404 otherwise. */
export async function couponView(
  db: Queryable,
  id: number,
  playerId: number | null,
  language: ViewLanguage,
  now: Date = new Date(),
): Promise<CouponView> {
  const coupon = await couponRepository.byId(db, id, playerId);
  if (coupon === null) throw new ApiError(404, 'COUPON_NOT_FOUND', `There is no coupon ${id}`);
  const [view] = await couponViews(db, [coupon], language, now);
  return view!;
}

function instant(text: string | undefined, name: string): Date | null {
  if (text === undefined) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime()))
    throw new ApiError(400, 'BAD_REQUEST', `${name} is not a date`, { field: name });
  return at;
}

/**
 * Bet history (ours): `from` and `to` (ISO dates or times; a date alone is its midnight UTC, `to`
 * excluded), `state` a comma-separated list of states, `pageNumber` from 1 and `pageSize` (20 by
 * default, at most 100); newest first.
 */
export async function betHistory(
  db: Queryable,
  playerId: number,
  query: {
    pageNumber?: number;
    pageSize?: number;
    from?: string;
    to?: string;
    state?: string;
    lng?: string;
  },
  now: Date = new Date(),
): Promise<{ entities: CouponView[]; total_count: number }> {
  const states = query.state?.split(',') ?? null;
  const unknown = states?.filter((state) => !COUPON_STATES.includes(state as CouponState)) ?? [];
  if (unknown.length > 0)
    throw new ApiError(400, 'BAD_REQUEST', `Unknown coupon state: ${unknown.join(', ')}`, {
      states: COUPON_STATES,
    });
  const { coupons, totalCount } = await couponRepository.history(db, {
    playerId,
    from: instant(query.from, 'from'),
    to: instant(query.to, 'to'),
    states: states as CouponState[] | null,
    pageNumber: query.pageNumber ?? 1,
    pageSize: query.pageSize ?? 20,
  });
  return {
    entities: await couponViews(db, coupons, viewLanguage(query.lng), now),
    total_count: totalCount,
  };
}
