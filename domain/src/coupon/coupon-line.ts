import { LINE_POLL_MS, LIVE_POLL_MS } from '../line/line-poll-intervals';
import type { LineEvent, LineMarket } from '../sportsbook/line-event';
import type { CouponBet } from './coupon-bet';
import type { ChangeCoefAction } from './coupon-types';
import { judgeOddsChange } from './odds-change';

/**
 * What the line last said of a selection's market: open, suspended (the market or its whole event),
 * finished (the game is over or the market has its result), or withdrawn (the game or the market is
 * no longer in the line; the server refuses it as MARKET_CLOSED, as an unknown market).
 */
export type CouponMarketState = 'open' | 'suspended' | 'finished' | 'withdrawn';

export interface CouponLineMarket {
  /** The odds the line offers now (decimal, three places). */
  readonly coef: number;
  readonly state: CouponMarketState;
  /** The game is in play: its odds move at the feed's tick. */
  readonly isLive: boolean;
}

export type OddsDirection = 'up' | 'down';

/** A change of odds the player has not taken yet: the coupon asks before it places. */
export interface CouponOddsAsked {
  readonly marketId: number;
  /** The odds the coupon holds, the ones the player agreed to. */
  readonly from: number;
  /** The odds the line offers now. */
  readonly to: number;
  readonly direction: OddsDirection;
}

/**
 * The line's word on the coupon's markets, from the answers of GET /web-api/line/events/{id} per
 * game asked (null: no such game). Markets of games not asked are absent: nothing new is known.
 */
/** What the coupon reads of a game: a line answer, or a change of the line's stream. */
export type CouponLineEvent = Pick<LineEvent, 'state' | 'isSuspended'> & {
  readonly markets: readonly Pick<LineMarket, 'id' | 'coef' | 'isBlocked' | 'result'>[];
};

export function couponLineOf(
  bets: readonly CouponBet[],
  answers: ReadonlyMap<number, CouponLineEvent | null>,
): Map<number, CouponLineMarket> {
  const line = new Map<number, CouponLineMarket>();
  for (const bet of bets) {
    if (!answers.has(bet.gameId)) continue;
    const event = answers.get(bet.gameId) ?? null;
    const market = event?.markets.find((one) => one.id === bet.marketId);
    if (event === null || market === undefined) {
      line.set(bet.marketId, { coef: bet.coef, state: 'withdrawn', isLive: bet.isLive });
      continue;
    }
    const state: CouponMarketState =
      event.state === 'finished' || market.result !== null
        ? 'finished'
        : market.isBlocked || event.isSuspended
          ? 'suspended'
          : 'open';
    line.set(bet.marketId, { coef: market.coef, state, isLive: event.state === 'live' });
  }
  return line;
}

function directionOf(from: number, to: number): OddsDirection {
  return to > from ? 'up' : 'down';
}

export interface FollowedLine {
  readonly bets: readonly CouponBet[];
  /** Odds the coupon took from the line in this step (changeCoefAction accepted them). */
  readonly moves: ReadonlyMap<number, OddsDirection>;
  /** Whether any selection changed: a coupon that did not is left as it was (nothing to save). */
  readonly changed: boolean;
}

/**
 * The coupon following the line (decisions.md, changeCoefAction: 0 ask on any change, 1 accept any
 * change, 2 accept only higher odds), by the rule placement applies (odds-change.ts): an accepted
 * change becomes the selection's odds, so the totals and the potential win follow; any other stays
 * as the player took it and is asked (couponOddsAsked). A market that is not open blocks its
 * selection until the line opens it again; a game that went live counts as live.
 */
export function followLine(
  bets: readonly CouponBet[],
  action: ChangeCoefAction,
  line: ReadonlyMap<number, CouponLineMarket>,
): FollowedLine {
  const moves = new Map<number, OddsDirection>();
  let changed = false;
  const followed = bets.map((bet) => {
    const market = line.get(bet.marketId);
    if (market === undefined) return bet;
    const isBlocked = market.state !== 'open';
    const accepted = judgeOddsChange(action, bet.coef, market.coef) === 'accepted';
    if (accepted) moves.set(bet.marketId, directionOf(bet.coef, market.coef));
    const coef = accepted ? market.coef : bet.coef;
    if (coef === bet.coef && isBlocked === bet.isBlocked && market.isLive === bet.isLive)
      return bet;
    changed = true;
    return { ...bet, coef, isBlocked, isLive: market.isLive };
  });
  return { bets: changed ? followed : bets, moves, changed };
}

/** The changes of odds the player must see and take before the coupon may be placed. */
export function couponOddsAsked(
  bets: readonly CouponBet[],
  action: ChangeCoefAction,
  line: ReadonlyMap<number, CouponLineMarket>,
): CouponOddsAsked[] {
  return bets.flatMap((bet) => {
    const market = line.get(bet.marketId);
    if (market === undefined || judgeOddsChange(action, bet.coef, market.coef) !== 'ask') return [];
    return [
      {
        marketId: bet.marketId,
        from: bet.coef,
        to: market.coef,
        direction: directionOf(bet.coef, market.coef),
      },
    ];
  });
}

/**
 * The games of the coupon to ask the line about now: a live game at the feed's tick
 * (LIVE_POLL_MS), a pre-match one every LINE_POLL_MS, as the sportsbook's pages ask; a game never
 * asked at once. `askedAt` holds when each game was last asked (ms since the epoch).
 */
export function couponGamesDue(
  bets: readonly CouponBet[],
  askedAt: ReadonlyMap<number, number>,
  now: number,
): number[] {
  const live = new Map<number, boolean>();
  for (const bet of bets) live.set(bet.gameId, (live.get(bet.gameId) ?? false) || bet.isLive);
  return [...live].flatMap(([gameId, isLive]) => {
    const asked = askedAt.get(gameId);
    const every = isLive ? LIVE_POLL_MS : LINE_POLL_MS;
    return asked === undefined || now - asked >= every ? [gameId] : [];
  });
}
