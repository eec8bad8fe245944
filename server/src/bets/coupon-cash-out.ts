import {
  allowsPartialCashOut,
  cashOutMarketState,
  cashOutOffer,
  cashOutValueAccepted,
  couponStakesInPlay,
  couponUnits,
  isPastScheduledEnd,
  milliToOdds,
  partialCashOutProblem,
  partialCashOutValue,
  type CashOutOffer,
  type CashOutSelection,
  type MarketResult,
} from '@betshell/domain/betting';
import type { CashOutAnswer, CashOutRequest, CouponCashOutView } from '@betshell/api-contract';
import { credit } from '../accounts/ledger';
import type { Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { sharedEventLocksSql } from '../line/line-event-locks';
import { couponRepository, type StoredCoupon } from './coupon-repository';
import type { PlacementContext } from './coupon-placement';

/** A selection of a coupon with its market and game as the line has them now. */
interface SelectionNow extends CashOutSelection {
  readonly eventId: number;
}

/** The selections of coupons with the line's odds and state now, by coupon. */
export async function cashOutSelections(
  db: Queryable,
  couponIds: readonly number[],
  now: Date,
): Promise<Map<number, SelectionNow[]>> {
  const rows = await db.query(
    `select s.coupon_id, s.market_id, s.event_id, s.coef_milli, s.block_id, s.is_banker,
            s.amount_minor, m.coef_milli as now_milli, m.blocked, m.result, e.suspended, e.state,
            e.sport_id, e.starts_at
       from coupon_selections s
       join line_markets m on m.id = s.market_id
       join line_events e on e.id = s.event_id
      where s.coupon_id = any($1::bigint[]) order by s.coupon_id, s.position`,
    [couponIds],
  );
  const byCoupon = new Map<number, SelectionNow[]>();
  for (const row of rows) {
    const couponId = Number(row['coupon_id']);
    const one: SelectionNow = {
      marketId: Number(row['market_id']),
      eventId: Number(row['event_id']),
      coef: milliToOdds(Number(row['coef_milli'])),
      blockId: Number(row['block_id']),
      isBanker: row['is_banker'] === true,
      amount: row['amount_minor'] === null ? null : Number(row['amount_minor']),
      result: (row['result'] ?? null) as MarketResult | null,
      currentCoef: milliToOdds(Number(row['now_milli'])),
      marketState: cashOutMarketState({
        isBlocked: row['blocked'] === true,
        isEventSuspended: row['suspended'] === true,
        isEventFinished: row['state'] === 'finished',
        isPastScheduledEnd: isPastScheduledEnd(
          {
            sportId: Number(row['sport_id']),
            startsAtMs: new Date(row['starts_at'] as string | Date).getTime(),
          },
          now.getTime(),
        ),
      }),
    };
    byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), one]);
  }
  return byCoupon;
}

/** The stake a coupon still plays for: the placed stake less what was cashed out. */
export const stakeInPlay = (coupon: StoredCoupon): number =>
  coupon.amountMinor - coupon.cashedOutStakeMinor;

/** The coupon's stakes as they play now, every bet scaled to the stake in play (the domain's rule). */
const stakesInPlay = (coupon: StoredCoupon, selections: readonly CashOutSelection[]) =>
  couponStakesInPlay({
    typeId: coupon.typeId,
    amount: coupon.amountMinor,
    amountByBlockId: coupon.amountByBlockId,
    blockIds: selections.map((one) => one.blockId),
    inPlay: stakeInPlay(coupon),
  });

/** What the coupon offers now: nothing unless it is open. */
export function offerOf(
  coupon: StoredCoupon,
  selections: readonly CashOutSelection[],
): CashOutOffer | null {
  if (coupon.state !== 'open') return null;
  return cashOutOffer({
    typeId: coupon.typeId,
    ...stakesInPlay(coupon, selections),
    systemValue: coupon.systemValue,
    selections,
  });
}

/** The cash-out part of a coupon's view: what it offers now and what it has cashed out. */
export function cashOutView(
  coupon: StoredCoupon,
  selections: readonly CashOutSelection[],
): CouponCashOutView {
  const offer = offerOf(coupon, selections);
  return {
    available: offer?.available ?? false,
    value: offer?.available === true ? offer.value : null,
    reason: offer === null ? 'not-open' : offer.available ? null : offer.reason,
    partial: allowsPartialCashOut(coupon.typeId),
    stakeInPlay: stakeInPlay(coupon),
    cashedOutStake: coupon.cashedOutStakeMinor,
    cashedOut: coupon.cashedOutMinor,
  };
}

/**
 * POST /web-api/coupon/{id}/cash-out: pays the coupon's value now, for its whole stake in play or
 * for `part` of it, if it is within the tolerance of the value the player confirmed. Idempotent by
 * the request's id: the same id again answers the first cash-out and pays nothing more.
 */
export async function takeCashOut(
  context: PlacementContext,
  playerId: number,
  couponId: number,
  request: CashOutRequest,
): Promise<CashOutAnswer> {
  try {
    return await transactionWithRetry(context.database, (tx) =>
      cashOutIn(tx, context.clock(), playerId, couponId, request),
    );
  } catch (error) {
    // A parallel twin with the same request id committed first: answer what it paid.
    if ((error as { code?: unknown }).code === '23505') {
      const earlier = await earlierCashOut(context.database, couponId, request.requestId);
      if (earlier !== null) return earlier;
    }
    throw error;
  }
}

async function earlierCashOut(
  db: Queryable,
  couponId: number,
  requestId: string,
): Promise<CashOutAnswer | null> {
  const [row] = await db.query(
    `select k.value_minor, k.stake_minor, c.state, c.amount_minor - c.cashed_out_stake_minor as rest
       from coupon_cash_outs k join coupons c on c.id = k.coupon_id
      where k.coupon_id = $1 and k.request_id = $2`,
    [couponId, requestId],
  );
  if (row === undefined) return null;
  return {
    couponId,
    paid: Number(row['value_minor']),
    cashedOutStake: Number(row['stake_minor']),
    state: row['state'] === 'cashed-out' ? 'cashed-out' : 'open',
    stakeInPlay: Number(row['rest']),
  };
}

function unavailable(reason: string): never {
  throw new ApiError(
    409,
    'CASH_OUT_UNAVAILABLE',
    `This coupon cannot be cashed out now (${reason})`,
    {
      reason,
    },
  );
}

/**
 * One cash-out, in the lock order of placement and settlement (docs/sportsbook-and-coupon.md,
 * Locks): the locks of the coupon's events by id, shared (line-event-locks.ts), so a result being
 * entered for one of them either commits first (and this one finds the market decided, or the
 * coupon settled) or waits for this one to commit (and settles the coupon as the cash-out left
 * it); then the coupon for update,
 * whose state is the guard that pays it once; then its account, by the ledger's credit.
 */
async function cashOutIn(
  tx: Queryable,
  now: Date,
  playerId: number,
  couponId: number,
  request: CashOutRequest,
): Promise<CashOutAnswer> {
  await tx.query(
    sharedEventLocksSql(`select s.event_id from coupon_selections s
                           join coupons c on c.id = s.coupon_id
                          where s.coupon_id = $1 and c.player_id = $2`),
    [couponId, playerId],
  );
  const coupon = await couponRepository.byId(tx, couponId, playerId, true);
  if (coupon === null)
    throw new ApiError(404, 'COUPON_NOT_FOUND', `There is no coupon ${couponId}`);
  const earlier = await earlierCashOut(tx, couponId, request.requestId);
  if (earlier !== null) return earlier;
  const selections = (await cashOutSelections(tx, [couponId], now)).get(couponId) ?? [];
  const offer = offerOf(coupon, selections);
  if (offer === null) unavailable('not-open');
  if (!offer.available) unavailable(offer.reason);

  const inPlay = stakeInPlay(coupon);
  const part = request.part ?? inPlay;
  const whole = part === inPlay;
  if (!whole) {
    const stakes = stakesInPlay(coupon, selections);
    const problem = partialCashOutProblem({
      typeId: coupon.typeId,
      currency: coupon.currency,
      stake: inPlay,
      part,
      value: offer.value,
      lines: couponUnits({
        typeId: coupon.typeId,
        ...stakes,
        systemValue: coupon.systemValue,
        bonusBetCoef: null,
        selections,
      }).length,
      blockStakes: stakes.amountByBlockId,
    });
    if (problem !== null)
      throw new ApiError(
        400,
        'CASH_OUT_PART_INVALID',
        `This part cannot be cashed out (${problem})`,
        {
          problem,
        },
      );
  }
  const value = whole ? offer.value : partialCashOutValue(offer.value, inPlay, part);
  if (!cashOutValueAccepted(request.value, value))
    throw new ApiError(
      409,
      'CASH_OUT_VALUE_CHANGED',
      'The cash-out value has changed: confirm the new value',
      { value },
    );

  const [saved] = await tx.query<{ id: string | number }>(
    `insert into coupon_cash_outs (coupon_id, request_id, stake_minor, value_minor, whole, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [couponId, request.requestId, part, value, whole, now],
  );
  const updated = await tx.query(
    `update coupons set
        cashed_out_stake_minor = cashed_out_stake_minor + $2::bigint,
        cashed_out_minor = cashed_out_minor + $3::bigint,
        potential_win_minor = case when $4 then potential_win_minor
          else potential_win_minor * (amount_minor - cashed_out_stake_minor - $2::bigint)
               / (amount_minor - cashed_out_stake_minor) end,
        state = case when $4 then 'cashed-out' else state end,
        payout_minor = case when $4 then cashed_out_minor + $3::bigint else payout_minor end,
        settled_at = case when $4 then $5::timestamptz else settled_at end
      where id = $1 and state = 'open' returning id`,
    [couponId, part, value, whole, now],
  );
  // The coupon is locked and was open: nothing else can have moved it meanwhile.
  if (updated.length !== 1) unavailable('not-open');
  await credit(
    tx,
    coupon.accountId,
    value,
    'bet-cash-out',
    `coupon:${couponId}:cash-out:${saved!.id}`,
  );
  return {
    couponId,
    paid: value,
    cashedOutStake: part,
    state: whole ? 'cashed-out' : 'open',
    stakeInPlay: inPlay - part,
  };
}
