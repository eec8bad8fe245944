import type { CouponTypeId } from './coupon-types';

/**
 * The player's bets as the browser reads them: the office bet history (GET /web-api/bets/history),
 * one coupon (GET /web-api/coupon/{id}) for loading a coupon by its code and for the print-coupon
 * page. decisions.md fixes the paths; the spec shows no answer, so these shapes are ours, written
 * once here for the server that answers and the parcel that reads. Paging follows the spec's
 * payment history: `pageNumber` from 1, an answer of `entities` and `total_count`.
 */

/** Where a coupon stands: taken and waiting for results, settled, or a VIP request an operator refused. */
export const BET_STATES = ['open', 'won', 'lost', 'void', 'vip-pending', 'refused'] as const;
export type BetState = (typeof BET_STATES)[number];

export function isBetState(value: unknown): value is BetState {
  return (BET_STATES as readonly unknown[]).includes(value);
}

/** A selection's outcome; void counts as odds 1 (decisions.md). */
export type SelectionResult = 'open' | 'won' | 'lost' | 'void';

export interface BetHistorySelection {
  readonly gameId: number;
  readonly marketId: number;
  /** The odds the selection was taken at. */
  readonly coef: number;
  readonly isBanker: boolean;
  readonly blockId: number;
  readonly isLive: boolean;
  /** The market's kind and the sport, so a loaded coupon judges its bonus bet as placed. */
  readonly kind: number;
  readonly sportId: number;
  readonly names: {
    readonly sport: string;
    readonly champ: string;
    readonly game: string;
    readonly market: string;
  };
  readonly result: SelectionResult;
  /** The game's final or current score as text ("2:1"), null before it starts. */
  readonly score: string | null;
}

export interface BetHistoryCoupon {
  readonly couponId: number;
  /** When the coupon was taken, ISO 8601. */
  readonly createdAt: string;
  readonly typeId: CouponTypeId;
  /** k of a system, else null. */
  readonly systemValue: number | null;
  readonly currency: string;
  /** Minor units, the whole coupon's stake. */
  readonly stake: number;
  /** Total odds truncated to three places; null for blocks and multiple singles. */
  readonly coef: number | null;
  /** The return if every selection wins, minor units. */
  readonly potentialWin: number;
  /** What the settlement paid, minor units; null while the coupon is open. */
  readonly paidWin: number | null;
  readonly state: BetState;
  readonly selections: readonly BetHistorySelection[];
}

export interface BetHistoryPage {
  readonly entities: readonly BetHistoryCoupon[];
  readonly total_count: number;
}

/** The history's filters: a date range (days, YYYY-MM-DD, both ends included) and a state. */
export interface BetHistoryFilter {
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly state: BetState | null;
  /** From 1. */
  readonly pageNumber: number;
}

/** Ours: a page of the bet history holds this many coupons. */
export const BET_HISTORY_PAGE_SIZE = 10;

export const BET_HISTORY_PATH = '/web-api/bets/history';

export function couponPath(couponId: number): string {
  return `/web-api/coupon/${couponId}`;
}

/** The transport of the bet history and of one coupon; the coupon parcel implements it over HTTP. */
export interface BetHistoryApi {
  history(filter: BetHistoryFilter): Promise<BetHistoryPage>;
  coupon(couponId: number): Promise<BetHistoryCoupon>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The query of GET /web-api/bets/history: only the filters set. */
export function betHistoryQuery(filter: BetHistoryFilter): Record<string, string> {
  const query: Record<string, string> = { pageNumber: String(Math.max(1, filter.pageNumber)) };
  if (filter.dateFrom !== null) query['dateFrom'] = filter.dateFrom;
  if (filter.dateTo !== null) query['dateTo'] = filter.dateTo;
  if (filter.state !== null) query['state'] = filter.state;
  return query;
}

/** Why the filters cannot be asked for, or null: a day that is no day, or a range the wrong way round. */
export function betHistoryFilterProblem(
  filter: Pick<BetHistoryFilter, 'dateFrom' | 'dateTo'>,
): 'bad-date' | 'from-after-to' | null {
  if (
    (filter.dateFrom !== null && !isDay(filter.dateFrom)) ||
    (filter.dateTo !== null && !isDay(filter.dateTo))
  )
    return 'bad-date';
  if (filter.dateFrom !== null && filter.dateTo !== null && filter.dateFrom > filter.dateTo)
    return 'from-after-to';
  return null;
}

export function betHistoryPageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / BET_HISTORY_PAGE_SIZE));
}

/**
 * A coupon code the player typed, as a coupon id: the digits of a positive id (print-coupon's
 * couponId is numeric, spec/shell.md section 2.3), else null.
 */
export function couponIdOfCode(code: string): number | null {
  const trimmed = code.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
