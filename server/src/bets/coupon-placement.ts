import { createHash } from 'node:crypto';
import {
  BONUS_ACCOUNT_TYPE,
  COUPON_SITE_RULES,
  COUPON_TYPES,
  couponProblems,
  couponTotals,
  isPastScheduledEnd,
  isVipBetAvailable,
  judgeCouponOddsChange,
  oddsToMilli,
  placementBetKey,
  stakeLimitsFor,
  type Coupon,
  type CouponBet,
  type CouponProblem,
  type CouponRefusal,
  type CouponToSend,
  type MarketKind,
  type PlacedCoupon,
} from '@betshell/domain/betting';
import type { LimitType } from '@betshell/domain/limits';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { judgeStake, stakeWindows, type StakeUsage } from '../limits/limit-enforcement';
import { DEFAULT_LIMIT_PROFILE, toLimit } from '../limits/limit-repository';
import { assertStakeWithinBonusTerms, countStake } from '../bonuses/bonus-engine';
import {
  couponRepository,
  placementStatements,
  type PlacementMarketRow,
  type PlacementUsage,
  type StoredCoupon,
} from './coupon-repository';

/** The answer of a refusal, in the error shape of decisions.md, with the domain's codes. */
function refuse(status: number, refusal: CouponRefusal, message: string): never {
  throw new ApiError(status, refusal.code, message, refusal.details);
}

/** What a coupon answers once placed: `open` is an accepted coupon waiting for its results. */
export function placedAnswer(coupon: StoredCoupon): PlacedCoupon {
  return {
    couponId: coupon.id,
    state: coupon.state === 'vip-pending' ? 'vip-pending' : 'accepted',
  };
}

interface CurrentMarket {
  readonly marketId: number;
  readonly eventId: number;
  readonly sportId: number;
  readonly kind: MarketKind;
  readonly coef: number;
  readonly isLive: boolean;
  readonly isOpen: boolean;
  /** Past its game's scheduled end: no bets, even before the feed enters the result. */
  readonly hasEnded: boolean;
}

/** The markets as the line has them now, read with their events' locks held (see placeIn). */
function currentMarkets(rows: readonly PlacementMarketRow[], now: Date) {
  return new Map<number, CurrentMarket>(
    rows.map((row) => [
      Number(row.id),
      {
        marketId: Number(row.id),
        eventId: Number(row.event_id),
        sportId: Number(row.sport_id),
        kind: Number(row.kind) as MarketKind,
        coef: Number(row.coef_milli) / 1000,
        isLive: row.state === 'live',
        isOpen: !row.blocked && !row.suspended && row.state !== 'finished' && row.result === null,
        hasEnded: isPastScheduledEnd(
          { sportId: Number(row.sport_id), startsAtMs: new Date(row.starts_at).getTime() },
          now.getTime(),
        ),
      },
    ]),
  );
}

/** The coupon the server judges: the browser's choices, the server's markets. */
function rebuiltCoupon(
  body: CouponToSend,
  markets: ReadonlyMap<number, CurrentMarket>,
  coefs: ReadonlyMap<number, number>,
): Coupon {
  const bets: CouponBet[] = body.bets.map((sent) => {
    const market = markets.get(sent.marketId)!;
    return {
      gameId: market.eventId,
      marketId: sent.marketId,
      coef: coefs.get(sent.marketId) ?? market.coef,
      kind: market.kind,
      sportId: market.sportId,
      isLive: market.isLive,
      blockId: body.typeId === COUPON_TYPES.blocks ? sent.blockId : 1,
      isBanker: body.typeId === COUPON_TYPES.system && sent.isBanker,
      isBlocked: false,
    };
  });
  return {
    typeId: body.typeId,
    bets,
    amount: body.amount,
    amountByBetId:
      body.typeId === COUPON_TYPES.multipleSingles
        ? Object.fromEntries(body.bets.map((sent) => [sent.marketId, sent.amount ?? body.amount]))
        : {},
    amountByBlockId: body.typeId === COUPON_TYPES.blocks ? body.amountByBlockId : {},
    systemValue: body.systemValue ?? 0,
    // Ours: the request does not say whether the player deleted the bonus bet, and the bonus only
    // ever adds to a win, so the server gives it whenever section 4's conditions hold.
    manuallyDeletedBonusBet: false,
  };
}

function duplicateMarkets(body: CouponToSend): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const sent of body.bets) (seen.has(sent.marketId) ? twice : seen).add(sent.marketId);
  return [...twice];
}

/** How much of a refused limit is left in its window, for the player's message. */
function limitLeft(usage: PlacementUsage, limitType: LimitType): number {
  const found = usage.limits.find((one) => Number(one.limit.limit_type) === limitType);
  if (found === undefined || found.staked === null) return 0;
  const used = limitType <= 3 ? found.staked : Math.max(0, found.staked - (found.paid ?? 0));
  return Math.max(0, Number(found.limit.limit_value) - used);
}

/** The usage of the stake limits as limit-enforcement.ts judges it. */
function stakeUsage(usage: PlacementUsage): StakeUsage {
  const byType = (pick: (one: PlacementUsage['limits'][number]) => number | null) =>
    new Map(
      usage.limits.flatMap((one) => {
        const value = pick(one);
        return value === null ? [] : [[Number(one.limit.limit_type) as LimitType, value] as const];
      }),
    );
  return {
    stakedByType: byType((one) => one.staked),
    paidByType: byType((one) => one.paid),
    timeZone: usage.session?.time_zone ?? DEFAULT_LIMIT_PROFILE.timeZone,
    usedSecondsByDay: new Map(
      (usage.session?.usage ?? []).map((one) => [String(one.day), Number(one.used_seconds)]),
    ),
  };
}

/**
 * Which bet a coupon id is sent for: a digest of the domain's placementBetKey, the rule the coupon
 * parcel itself follows to send an id again (same account, type, stakes and markets; the odds may
 * have moved meanwhile, and placement judges them anew anyway).
 */
function betKeyOf(body: CouponToSend): string {
  return createHash('sha256').update(placementBetKey(body)).digest('hex');
}

/**
 * The answer to a coupon id already placed: the coupon it placed when this is the same bet again (a
 * retry), and 409 in the error shape when the id comes with another bet, which is a client's bug,
 * not a retry, and must not be told it was placed. A coupon stored before bet keys has none: it
 * answers as it always did.
 */
function answerForPlaced(earlier: StoredCoupon, betKey: string): PlacedCoupon {
  if (earlier.betKey !== null && earlier.betKey !== betKey)
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This coupon id was already used for another bet: send a new id for a new bet',
    );
  return placedAnswer(earlier);
}

export interface PlacementContext {
  readonly database: Database;
  readonly clock: Clock;
}

/**
 * POST /web-api/coupon: judges the coupon on the server's own markets and rules, then stores it
 * and takes its stake in one transaction. The browser's coupon id makes it idempotent: the same id
 * again for the same bet (also in parallel) answers the coupon the first request placed and takes
 * no second stake; the same id for another bet answers 409 IDEMPOTENCY_KEY_REUSED.
 */
export async function placeCoupon(
  context: PlacementContext,
  playerId: number,
  body: CouponToSend,
): Promise<PlacedCoupon> {
  const { database, clock } = context;
  if (body.userId !== playerId)
    refuse(400, { code: 'ACCOUNT_NOT_ALLOWED' }, 'The coupon names another player');
  const duplicates = duplicateMarkets(body);
  if (duplicates.length > 0)
    refuse(
      400,
      {
        code: 'COUPON_INVALID',
        details: { problems: [{ code: 'dependent-selections', marketIds: duplicates }] },
      },
      'A market is in the coupon twice',
    );
  const betKey = betKeyOf(body);
  try {
    // A deadlock or serialization failure rolled the whole placement back: it runs again.
    return await transactionWithRetry(database, (tx) =>
      placeIn(tx, clock(), playerId, body, betKey),
    );
  } catch (error) {
    // A parallel twin committed the same coupon id first: answer what it placed.
    if ((error as { code?: unknown }).code === '23505') {
      const twin = await couponRepository.byClientId(database, playerId, body.id);
      if (twin !== null) return answerForPlaced(twin, betKey);
    }
    throw error;
  }
}

/**
 * One placement, in three statements (coupon-repository.ts placementStatements) between BEGIN and
 * COMMIT, in two round trips on PostgreSQL: BEGIN with the two that read, then the one that writes
 * with the COMMIT. Everything else is judged here, on what they read.
 */
async function placeIn(
  tx: Queryable,
  now: Date,
  playerId: number,
  body: CouponToSend,
  betKey: string,
): Promise<PlacedCoupon> {
  // The locks of a placement, in the one order that entering a result (line-repository.ts
  // finishEvent, then coupon-settlement.ts) also keeps, so neither waits for the other in a circle:
  //   1. the coupon's events, by id, shared (line-event-locks.ts; a result, a suspension or the
  //      start of a game takes its event's lock exclusively);
  //   2. the player's row, for no key update (queues the player's placements and limit changes);
  //   3. the coupon's account, for update, then its debit.
  // A result then locks its event's open coupons and credits their accounts, in account order.
  // The events' locks make a result entered at the same moment wait for the coupon and settle it,
  // or come first, and the coupon finds the market closed.
  const marketIds = body.bets.map((sent) => sent.marketId);
  // The markets, a twin and the limits are read after the locks, by a statement of their own: a
  // change of the line or a placement of the player that committed while this one waited is then
  // seen (or answered, when it placed this coupon id). It is sent with the locking statement,
  // without waiting for its answer: PostgreSQL starts it only once that one has taken its locks.
  const [locked, usage] = await Promise.all([
    placementStatements.lock(tx, playerId, body.accountId, body.id, marketIds),
    placementStatements.usage(
      tx,
      playerId,
      body.id,
      body.accountId,
      now,
      stakeWindows(now),
      marketIds,
    ),
  ]);
  // The same coupon id placed before: answer it (a retry), whatever the markets are now; then a
  // twin that placed it while this one waited, as before any refusal.
  if (locked.earlier !== null) return answerForPlaced(locked.earlier, betKey);
  if (usage.twin !== null) return answerForPlaced(usage.twin, betKey);
  const account = locked.account;
  const markets = currentMarkets(usage.markets, now);

  const closed = body.bets
    .filter((sent) => !(markets.get(sent.marketId)?.isOpen ?? false))
    .map((sent) => sent.marketId);
  const ended = body.bets
    .filter((sent) => markets.get(sent.marketId)?.hasEnded ?? false)
    .map((sent) => sent.marketId);
  const oddsChange = judgeCouponOddsChange(
    body.changeCoefAction,
    body.bets,
    new Map([...markets].map(([id, market]) => [id, market.coef])),
  );

  if (closed.length > 0)
    refuse(
      400,
      { code: 'MARKET_CLOSED', details: { marketIds: closed } },
      'A market of the coupon takes no bets now',
    );
  if (ended.length > 0)
    refuse(
      400,
      { code: 'EVENT_ENDED', details: { marketIds: ended } },
      'A game of the coupon is past its scheduled end and takes no more bets',
    );
  if (oddsChange.verdict === 'ask')
    refuse(
      409,
      {
        code: 'ODDS_CHANGED',
        details: {
          changes: oddsChange.changed.map(({ marketId, to }) => ({ marketId, coef: to })),
        },
      },
      'The odds have changed',
    );
  if (account === null || account.frozen)
    refuse(400, { code: 'ACCOUNT_NOT_ALLOWED' }, 'This account cannot take the bet');
  const isBonusAccount = account.type === BONUS_ACCOUNT_TYPE;

  const coupon = rebuiltCoupon(body, markets, oddsChange.coefs);
  const limits = stakeLimitsFor(account.currency);
  // decisions.md: a VIP bet asks for more than the maximum and waits for an operator; its stake is
  // held (taken now) and given back if the operator refuses. Within the maximum it is a plain bet.
  const plain = couponProblems(coupon, {
    limits,
    isBonusAccount,
    isActiveVipBet: false,
    showVipBet: COUPON_SITE_RULES.showVipBet,
  });
  const vip =
    body.isVipBet &&
    plain.some((one) => one.code === 'stake-above-max') &&
    isVipBetAvailable(coupon, limits.maxBetAmount, COUPON_SITE_RULES.showVipBet);
  const problems: CouponProblem[] = vip
    ? plain.filter((one) => one.code !== 'stake-above-max')
    : plain;
  if (problems.length > 0)
    refuse(
      400,
      { code: 'COUPON_INVALID', details: { problems } },
      `The coupon cannot be placed: ${problems.map((one) => one.code).join(', ')}`,
    );

  const totals = couponTotals(coupon, COUPON_SITE_RULES.isAvailableCouponBonusBet);
  const verdict = judgeStake(
    usage.limits.map((one) => toLimit(one.limit)),
    { amountMinor: totals.stake, currency: account.currency, now },
    stakeUsage(usage),
  );
  if (!verdict.allowed)
    throw new ApiError(400, 'STAKE_REFUSED_BY_LIMIT', 'A limit you set refuses this stake', {
      limitType: verdict.limitType,
      left: limitLeft(usage, verdict.limitType),
      messageKey: verdict.messageKey,
    });

  if (!Number.isSafeInteger(totals.stake) || totals.stake <= 0)
    throw new ApiError(
      400,
      'INVALID_AMOUNT',
      'The stake must be a positive whole number of minor units',
    );
  assertStakeWithinBonusTerms(usage.activeBonus, {
    amountMinor: totals.stake,
    currency: account.currency,
  });
  // A VIP bet counts once an operator accepts it, not while it waits; a stake counts for a bonus
  // only while one is being wagered. Otherwise nothing follows the write, which carries the COMMIT.
  const countsForBonus = !vip && usage.activeBonus !== null;
  const couponId = await placementStatements.insertWithStake(
    tx,
    {
      playerId,
      clientId: body.id,
      accountId: account.id,
      currency: account.currency,
      typeId: coupon.typeId,
      systemValue: coupon.typeId === COUPON_TYPES.system ? coupon.systemValue : null,
      amountMinor: totals.stake,
      amountByBlockId: coupon.amountByBlockId,
      coefMilli: totals.coef === null ? null : oddsToMilli(totals.coef),
      bonusCoefMilli: totals.bonusBetCoef === null ? null : oddsToMilli(totals.bonusBetCoef),
      potentialWinMinor: totals.potentialWin,
      changeCoefAction: body.changeCoefAction,
      state: vip ? 'vip-pending' : 'open',
      createdAt: now,
      betKey,
      stakeReason: 'bet-stake',
      selections: coupon.bets.map((one) => ({
        marketId: one.marketId,
        eventId: one.gameId,
        coefMilli: oddsToMilli(one.coef),
        blockId: one.blockId,
        isBanker: one.isBanker,
        amountMinor:
          coupon.typeId === COUPON_TYPES.multipleSingles
            ? (coupon.amountByBetId[one.marketId] ?? coupon.amount)
            : null,
      })),
    },
    { thenCommit: !countsForBonus },
  );
  // The account is locked, open and not frozen: only a balance short of the stake writes nothing
  // (the transaction then committed the settling of `usage` alone, or rolls back).
  if (couponId === null)
    refuse(400, { code: 'INSUFFICIENT_FUNDS' }, 'The account holds less than the stake');
  if (countsForBonus)
    await countStake(
      tx,
      playerId,
      {
        product: 'sports',
        amountMinor: totals.stake,
        odds: totals.coef,
        currency: account.currency,
        reference: `coupon:${couponId}`,
      },
      now,
      { activeBonus: usage.activeBonus !== null },
    );
  return { couponId, state: vip ? 'vip-pending' : 'accepted' };
}
