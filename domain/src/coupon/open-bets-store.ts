import type { CashOutAnswer, CashOutRequest } from '@betshell/api-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { LIVE_POLL_MS } from '../line/line-poll-intervals';
import type { LiveLine } from '../line/live-line';
import { isPastScheduledEnd } from '../line/scheduled-end';
import type { LineChange } from '../sportsbook/line-event';
import type { Clock } from '../time/clock';
import type { BetHistoryCoupon, BetHistoryPage, BetHistorySelection } from './bet-history';
import {
  cashOutMarketState,
  cashOutOffer,
  couponStakesInPlay,
  partialCashOutValue,
  type CashOutOffer,
} from './cash-out-value';

/** POST /web-api/coupon/{id}/cash-out */
export function cashOutPath(couponId: number): string {
  return `/web-api/coupon/${couponId}/cash-out`;
}

/** The open coupons' transport: the player's open coupons (the history's open state), a cash-out. */
export interface OpenBetsApi {
  openCoupons(lng: string): Promise<BetHistoryPage>;
  cashOut(couponId: number, request: CashOutRequest): Promise<CashOutAnswer>;
}

/** Ours: the open coupons the slip shows, newest first. */
export const OPEN_BETS_PAGE_SIZE = 20;

/** What the last cash-out of a coupon came to, as the slip says it, in the coupon's currency. */
export type CashOutOutcome = { readonly couponId: number; readonly currency: string } & (
  { readonly kind: 'paid'; readonly paid: number; readonly whole: boolean } | CashOutFailure
);

/** A refused or failed cash-out. */
export type CashOutFailure =
  /** The value fell beyond the tolerance: the player is asked to confirm the value now. */
  | { readonly kind: 'value-changed'; readonly value: number }
  | { readonly kind: 'unavailable'; readonly reason: string }
  | { readonly kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

let requestCount = 0;
/** A cash-out's id: a retry of the same call sends it again and is paid once. */
function newRequestId(now: number): string {
  requestCount += 1;
  return `co-${now.toString(36)}-${requestCount.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The player's open coupons in the slip with their cash-out value, refreshed as the odds move:
 * each coupon's selections take the odds, locks and results of the page's stream of the line's
 * changes (LiveLine, the stream the sportsbook and the coupon's line watch follow), and the value is
 * the domain's cashOutOffer on them, so it moves with every tick of the line without asking the
 * server. Without the stream it asks for the coupons again at the live line's rhythm. Taking a
 * cash-out sends the value the player confirmed; the server pays its own reckoning, or refuses a
 * value fallen beyond the tolerance with the value now, which the slip then shows to confirm.
 */
export class OpenBetsStore {
  coupons: readonly BetHistoryCoupon[] = [];
  loaded = false;
  failed = false;
  busy: number | null = null;
  outcome: CashOutOutcome | null = null;
  private cancelTick: (() => void) | null = null;
  private unfollow: (() => void) | null = null;
  private generation = 0;
  private following = false;

  constructor(
    private readonly api: OpenBetsApi,
    private readonly clock: Clock,
    private readonly language: () => string,
    private readonly live: LiveLine | null,
    /** A cash-out was paid: the balances are read again. */
    private readonly onPaid: () => void,
  ) {
    makeAutoObservable<
      OpenBetsStore,
      | 'api'
      | 'clock'
      | 'language'
      | 'live'
      | 'onPaid'
      | 'cancelTick'
      | 'unfollow'
      | 'generation'
      | 'following'
    >(this, {
      api: false,
      clock: false,
      language: false,
      live: false,
      onPaid: false,
      cancelTick: false,
      unfollow: false,
      generation: false,
      following: false,
    });
  }

  /** Each open coupon's offer now, by coupon id: null when it offers no cash-out at all. */
  offerOf(coupon: BetHistoryCoupon): CashOutOffer | null {
    if (coupon.state !== 'open' || coupon.cashOut === undefined) return null;
    return cashOutOffer({
      typeId: coupon.typeId,
      // Every bet at its share of the stake in play, as the server values it.
      ...couponStakesInPlay({
        typeId: coupon.typeId,
        amount: coupon.amount,
        amountByBlockId: coupon.amountByBlockId,
        blockIds: coupon.selections.map((one) => one.blockId),
        inPlay: coupon.cashOut.stakeInPlay,
      }),
      systemValue: coupon.systemValue,
      selections: coupon.selections.map((one) => ({
        marketId: one.marketId,
        coef: one.coef,
        blockId: one.blockId,
        isBanker: one.isBanker,
        amount: one.amount,
        result: one.result,
        currentCoef: one.currentCoef ?? null,
        marketState: one.marketState ?? 'suspended',
      })),
    });
  }

  /** What cashing out `part` of a coupon's stake in play pays now; null without an offer. */
  partValue(coupon: BetHistoryCoupon, part: number): number | null {
    const offer = this.offerOf(coupon);
    if (offer === null || !offer.available || coupon.cashOut === undefined) return null;
    return partialCashOutValue(offer.value, coupon.cashOut.stakeInPlay, part);
  }

  /** Loads the open coupons and follows the line until stop(). */
  start(): void {
    if (this.following) return;
    this.following = true;
    this.unfollow =
      this.live?.follow({
        changed: (change) => this.lineChanged(change),
        resync: () => void this.refresh(),
      }) ?? null;
    void this.refresh();
  }

  stop(): void {
    this.following = false;
    this.unfollow?.();
    this.unfollow = null;
    this.cancelTick?.();
    this.cancelTick = null;
    this.generation += 1;
  }

  /**
   * Reads the open coupons again (a coupon placed, a cash-out); while followed and no stream
   * brings the line's changes, again later.
   */
  async refresh(): Promise<void> {
    this.cancelTick?.();
    this.cancelTick = null;
    const generation = ++this.generation;
    try {
      const page = await this.api.openCoupons(this.language());
      if (generation !== this.generation) return;
      runInAction(() => {
        this.coupons = page.entities;
        this.loaded = true;
        this.failed = false;
      });
    } catch {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.failed = true;
      });
    }
    if (this.following && this.live?.streaming !== true)
      this.cancelTick = this.clock.schedule(LIVE_POLL_MS, () => void this.refresh());
  }

  /** A change of the line: the selections of its game take its odds, locks and results. */
  lineChanged(change: LineChange): void {
    if (
      !this.coupons.some((coupon) => coupon.selections.some((one) => one.gameId === change.eventId))
    )
      return;
    const now = this.clock.now();
    const markets = new Map(change.markets.map((market) => [market.id, market]));
    const updated = (one: BetHistorySelection): BetHistorySelection => {
      const market = markets.get(one.marketId);
      if (one.gameId !== change.eventId || market === undefined) return one;
      return {
        ...one,
        currentCoef: market.coef,
        result: market.result,
        marketState: cashOutMarketState({
          isBlocked: market.isBlocked,
          isEventSuspended: change.isSuspended,
          isEventFinished: change.state === 'finished',
          isPastScheduledEnd: isPastScheduledEnd(
            { sportId: change.sportId, startsAtMs: Date.parse(one.startsAt) },
            now,
          ),
        }),
      };
    };
    this.coupons = this.coupons.map((coupon) => ({
      ...coupon,
      selections: coupon.selections.map(updated),
    }));
  }

  /**
   * Cashes out a coupon at `value`, the value the player confirmed, for its whole stake in play or
   * `part` of it. Answers whether it was paid.
   */
  async cashOut(couponId: number, value: number, part: number | null = null): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = couponId;
    this.outcome = null;
    const currency = this.coupons.find((one) => one.couponId === couponId)?.currency ?? 'RUB';
    const request: CashOutRequest = {
      requestId: newRequestId(this.clock.now()),
      value,
      ...(part === null ? {} : { part }),
    };
    try {
      const answer = await this.api.cashOut(couponId, request);
      runInAction(() => {
        this.outcome = {
          couponId,
          currency,
          kind: 'paid',
          paid: answer.paid,
          whole: answer.state === 'cashed-out',
        };
      });
      this.onPaid();
      await this.refresh();
      return true;
    } catch (error) {
      const failure = outcomeOfFailure(error);
      runInAction(() => {
        this.outcome = { couponId, currency, ...failure };
      });
      if (failure.kind !== 'failed') await this.refresh();
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  dismissOutcome(): void {
    this.outcome = null;
  }
}

function outcomeOfFailure(error: unknown): CashOutFailure {
  const code = isRecord(error) ? error['errorCode'] : undefined;
  const details = isRecord(error) && isRecord(error['details']) ? error['details'] : {};
  if (code === 'CASH_OUT_VALUE_CHANGED' && typeof details['value'] === 'number')
    return { kind: 'value-changed', value: details['value'] };
  if (code === 'CASH_OUT_UNAVAILABLE' || code === 'CASH_OUT_PART_INVALID') {
    const reason = details['reason'] ?? details['problem'];
    return { kind: 'unavailable', reason: typeof reason === 'string' ? reason : 'not-open' };
  }
  return { kind: 'failed' };
}
