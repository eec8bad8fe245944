import type { CouponViewSchema, HistorySchema, ReadonlyStatic } from '@betshell/api-contract';
import {
  isMarketKind,
  MARKET_KIND_INFO,
  MARKET_KINDS,
  type MarketResult,
} from '../line/market-result';

/**
 * The player's bets as the browser reads them: the office bet history (GET /web-api/bets/history),
 * one coupon (GET /web-api/coupon/{id}) for loading a coupon by its code and for the print-coupon
 * page. decisions.md fixes the paths; the spec shows no answer, so these shapes are ours, written
 * once in the API contract (@betshell/api-contract), which the server validates with.
 * Paging follows the spec's payment history: `pageNumber` from 1, `entities` and `total_count`.
 */

/**
 * Where a coupon stands (the server's COUPON_STATES): taken and waiting, settled, refused, or
 * cashed out as a whole by the player.
 */
export const BET_STATES = [
  'open',
  'vip-pending',
  'won',
  'lost',
  'void',
  'refused',
  'cashed-out',
] as const;
export type BetState = (typeof BET_STATES)[number];

export function isBetState(value: unknown): value is BetState {
  return (BET_STATES as readonly unknown[]).includes(value);
}

/** A settled selection's market result (MarketResult of the line); null while it is open. */
export type SelectionResult = MarketResult | null;

/** One coupon as GET /web-api/coupon/{id} and the history answer it. */
export type BetHistoryCoupon = ReadonlyStatic<typeof CouponViewSchema>;

/** A selection of a coupon: its event, market, odds, stake of a single and result once settled. */
export type BetHistorySelection = BetHistoryCoupon['selections'][number];

export type BetHistoryPage = ReadonlyStatic<typeof HistorySchema>;

/** A coupon's state after settlement, when it has paid what it paid. */
export function isSettled(state: BetState): boolean {
  return state === 'won' || state === 'lost' || state === 'void' || state === 'cashed-out';
}

/**
 * The bookmaker's shorthand of a deeper market's kind, which the history writes before its outcome
 * (ours; the main kinds need none).
 */
const KIND_CODES: Readonly<Partial<Record<number, string>>> = {
  [MARKET_KINDS.doubleChance]: 'DC',
  [MARKET_KINDS.drawNoBet]: 'DNB',
  [MARKET_KINDS.bothTeamsToScore]: 'BTTS',
  [MARKET_KINDS.correctScore]: 'CS',
  [MARKET_KINDS.oddEven]: 'O/E',
  [MARKET_KINDS.homeTotal]: 'IT1',
  [MARKET_KINDS.awayTotal]: 'IT2',
  [MARKET_KINDS.period1Result]: 'P1',
  [MARKET_KINDS.period2Result]: 'P2',
  [MARKET_KINDS.period1Total]: 'P1 T',
  [MARKET_KINDS.period2Total]: 'P2 T',
  [MARKET_KINDS.period1Handicap]: 'P1 H',
  [MARKET_KINDS.halfTimeFullTime]: 'HT/FT',
  [MARKET_KINDS.highestScoringPeriod]: 'HSH',
  [MARKET_KINDS.cornersTotal]: 'CRN T',
  [MARKET_KINDS.cornersHandicap]: 'CRN H',
  [MARKET_KINDS.cornersResult]: 'CRN',
  [MARKET_KINDS.cardsTotal]: 'CRD T',
  [MARKET_KINDS.cardsResult]: 'CRD',
  [MARKET_KINDS.playerToScore]: 'SC',
  [MARKET_KINDS.firstTeamToScore]: 'FTS',
  [MARKET_KINDS.period1Winner]: 'P1 W',
  [MARKET_KINDS.period2Winner]: 'P2 W',
  [MARKET_KINDS.period3Winner]: 'P3 W',
  [MARKET_KINDS.asianTotal]: 'AT',
  [MARKET_KINDS.asianHandicap]: 'AH',
};

/**
 * A selection's market as a short, language-free label: the outcome of a 1X2 or winner market,
 * "> 2.5" and "< 2.5" for a total, the side and its line for a handicap ("1 (-1.5)"); a deeper
 * market's kind in shorthand before it ("BTTS yes", "AH 1 (-0.75)").
 */
export function selectionMarketLabel(selection: {
  readonly kind: number;
  readonly outcome: string;
  readonly param: number;
}): string {
  const code = KIND_CODES[selection.kind];
  const prefix = code === undefined ? '' : `${code} `;
  if (selection.outcome === 'over') return `${prefix}> ${selection.param}`;
  if (selection.outcome === 'under') return `${prefix}< ${selection.param}`;
  if (isMarketKind(selection.kind) && MARKET_KIND_INFO[selection.kind].type === 'handicap')
    return `${prefix}${selection.outcome} (${selection.param > 0 ? '+' : ''}${selection.param})`;
  return `${prefix}${selection.outcome}`;
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

/** The day after a day (YYYY-MM-DD), in UTC. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The query of GET /web-api/bets/history: only the filters set, a page of BET_HISTORY_PAGE_SIZE.
 * The server's `to` is excluded, so the player's last day is asked as the day after it.
 */
export function betHistoryQuery(filter: BetHistoryFilter): Record<string, string> {
  const query: Record<string, string> = {
    pageNumber: String(Math.max(1, filter.pageNumber)),
    pageSize: String(BET_HISTORY_PAGE_SIZE),
  };
  if (filter.dateFrom !== null) query['from'] = filter.dateFrom;
  if (filter.dateTo !== null) query['to'] = nextDay(filter.dateTo);
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
