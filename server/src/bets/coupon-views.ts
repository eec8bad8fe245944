import { isSiteLanguage } from '@betshell/domain';
import { milliToOdds } from '@betshell/domain/betting';
import type { Queryable } from '../db/database';
import type { LineLanguage } from '../line/line-name-sql';
import { ApiError } from '../http/api-error';
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

/** Coupons as the player reads them, each with its selections' games, odds and results. */
export async function couponViews(
  db: Queryable,
  coupons: readonly StoredCoupon[],
  language: ViewLanguage,
): Promise<CouponView[]> {
  const selections = await couponRepository.selectionViews(
    db,
    coupons.map((coupon) => coupon.id),
    language,
  );
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
    selections: selections.get(coupon.id) ?? [],
  }));
}

/** One coupon, the player's own (or any, for an operator: playerId null); 404 otherwise. */
export async function couponView(
  db: Queryable,
  id: number,
  playerId: number | null,
  language: ViewLanguage,
): Promise<CouponView> {
  const coupon = await couponRepository.byId(db, id, playerId);
  if (coupon === null) throw new ApiError(404, 'COUPON_NOT_FOUND', `There is no coupon ${id}`);
  const [view] = await couponViews(db, [coupon], language);
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
    entities: await couponViews(db, coupons, viewLanguage(query.lng)),
    total_count: totalCount,
  };
}
