import { MAX_PAYMENT_MINOR } from '@betshell/domain/accounts';
import {
  DEFAULT_COUPON_SETTINGS,
  addBet,
  buildCouponToSend,
  couponTotals,
  emptyCoupon,
  initialCouponAmount,
  stakeLimitsFor,
  type CouponToSend,
} from '@betshell/domain/betting';

/** One market of the current line a bench coupon can be placed on. */
export interface BenchSelection {
  readonly eventId: number;
  readonly sportId: number;
  readonly marketId: number;
  readonly kind: number;
  readonly coef: number;
}

/**
 * The stake of every bench coupon: the amount a player's coupon starts with in that currency (the
 * spec's initial coupon amount, 150 RUB), held inside the currency's stake limits, so that no
 * coupon is refused for its stake and none is a VIP bet waiting for an operator.
 */
export function placementStake(currency: string): number {
  const { minBetAmount, maxBetAmount } = stakeLimitsFor(currency);
  return Math.min(maxBetAmount, Math.max(minBetAmount, initialCouponAmount(currency)));
}

/**
 * What each bench player deposits: enough for every coupon its connection may send (autocannon's
 * per-connection bound), so a stake never overdraws and an INSUFFICIENT_FUNDS refusal means a bug.
 * One deposit only: more than the largest single payment is a plan to change, not to split.
 */
export function placementDeposit(stakeMinor: number, requestsPerConnection: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0)
    throw new Error(`the stake must be a positive whole number of minor units: ${stakeMinor}`);
  if (!Number.isSafeInteger(requestsPerConnection) || requestsPerConnection <= 0)
    throw new Error(`the requests per connection must be a positive whole number`);
  const deposit = stakeMinor * requestsPerConnection;
  if (deposit > MAX_PAYMENT_MINOR)
    throw new Error(
      `${requestsPerConnection} coupons of ${stakeMinor} need ${deposit}, over one payment's ${MAX_PAYMENT_MINOR}`,
    );
  return deposit;
}

/**
 * The markets of `GET /web-api/line/events?section=line` that take bets now: the event not
 * started, finished or suspended, the market neither blocked nor resulted. Anything not shaped
 * like a line answer gives nothing (the bench then reports placement as not measured).
 */
export function openSelections(answer: unknown): BenchSelection[] {
  if (!Array.isArray(answer)) return [];
  const selections: BenchSelection[] = [];
  for (const event of answer as Record<string, unknown>[]) {
    if (event?.state !== 'line' || event.isSuspended !== false) continue;
    if (!Array.isArray(event.markets)) continue;
    for (const market of event.markets as Record<string, unknown>[]) {
      if (market?.isBlocked !== false || market.result !== null) continue;
      if (typeof market.id !== 'number' || typeof market.coef !== 'number') continue;
      selections.push({
        eventId: Number(event.id),
        sportId: Number(event.sportId),
        marketId: market.id,
        kind: Number(market.kind),
        coef: market.coef,
      });
    }
  }
  return selections;
}

/**
 * A single on one selection, built by the domain as the site's coupon builds it, with a fresh id
 * (the server is idempotent by it, so a repeated id would measure a read, not a placement).
 * changeCoefAction 1 (accept any change, a setting players choose): the demo feed moves odds while
 * the bench runs, and the bench measures placement, not the odds-changed refusal.
 */
export function benchCoupon(input: {
  readonly id: string;
  readonly userId: number;
  readonly accountId: number;
  readonly stakeMinor: number;
  readonly selection: BenchSelection;
}): CouponToSend {
  const { selection } = input;
  const added = addBet(emptyCoupon(input.stakeMinor), {
    gameId: selection.eventId,
    marketId: selection.marketId,
    coef: selection.coef,
    kind: selection.kind,
    sportId: selection.sportId,
    isLive: false,
    blockId: 1,
    isBanker: false,
    isBlocked: false,
  });
  return buildCouponToSend({
    id: input.id,
    coupon: added.coupon,
    totals: couponTotals(added.coupon, true),
    settings: { ...DEFAULT_COUPON_SETTINGS, changeCoefAction: 1 },
    accountId: input.accountId,
    userId: input.userId,
    refId: 1,
    coefViewId: 0,
    isVipBet: false,
  });
}

export type PlacementOutcome = 'placed' | 'refused' | 'failed';

/**
 * What one answer of POST /web-api/coupon was. Only a 2xx whose body says `accepted` is a
 * placement; a 4xx (the server's refusals: closed market, odds, limits, funds) and a 2xx that
 * accepted nothing (a VIP bet left pending) are refusals; a 5xx or a 2xx that is not the placement
 * answer is a failure, like a connection error or a time-out.
 */
export function placementOutcome(status: number, body: string): PlacementOutcome {
  if (status >= 400 && status < 500) return 'refused';
  if (status < 200 || status >= 300) return 'failed';
  try {
    const answer = JSON.parse(body) as { couponId?: unknown; state?: unknown };
    if (typeof answer.couponId !== 'number') return 'failed';
    return answer.state === 'accepted' ? 'placed' : 'refused';
  } catch {
    return 'failed';
  }
}

/** One bench player after the runs, as the client counted and the server answered. */
export interface BenchPlayerLedger {
  readonly userId: number;
  readonly depositedMinor: number;
  readonly stakeMinor: number;
  /** Placements the client saw accepted. */
  readonly placed: number;
  /** Requests that got no answer (time-out, connection error): placed or not, the client can't tell. */
  readonly unanswered: number;
  /** The main account's balance now (GET /web-api/user/balance). */
  readonly balanceMinor: number;
  /** Coupons the server holds for the player (GET /web-api/bets/history total_count). */
  readonly coupons: number;
}

/**
 * Whether each bench player's money adds up: the balance is the deposit less one stake per coupon
 * the server holds (no stake taken twice, none lost), and the server holds every coupon the client
 * saw placed and no more than those plus the requests left unanswered. Empty when all hold.
 */
export function playerLedgerProblems(players: readonly BenchPlayerLedger[]): string[] {
  const problems: string[] = [];
  for (const player of players) {
    const expected = player.depositedMinor - player.stakeMinor * player.coupons;
    if (player.balanceMinor !== expected)
      problems.push(
        `player ${player.userId}: balance ${player.balanceMinor}, expected ${expected} (deposit ${player.depositedMinor} less ${player.coupons} stakes of ${player.stakeMinor})`,
      );
    if (player.coupons < player.placed)
      problems.push(
        `player ${player.userId}: ${player.placed} coupons answered as placed, the server holds ${player.coupons}`,
      );
    if (player.coupons > player.placed + player.unanswered)
      problems.push(
        `player ${player.userId}: the server holds ${player.coupons} coupons, only ${player.placed} were placed and ${player.unanswered} unanswered`,
      );
  }
  return problems;
}
