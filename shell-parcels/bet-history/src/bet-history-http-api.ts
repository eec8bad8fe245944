import {
  BET_HISTORY_PATH,
  betHistoryQuery,
  couponPath,
  type BetHistoryApi,
  type BetHistoryCoupon,
  type BetHistoryPage,
} from '@betshell/domain/betting';
import {
  CASINO_ROUNDS_PATH,
  type CasinoRoundsApi,
  type CasinoRoundsPage,
} from '@betshell/domain/casino';

/** The part of the platform's HTTP client (axios) the bet history uses. */
export interface BetHistoryHttp {
  get<T>(url: string, config?: { params: Record<string, string> }): Promise<{ data: T }>;
}

/**
 * The bet history and one coupon at the paths of decisions.md, over the platform's client; names
 * of sports, championships and teams come in the page's language (`lng`).
 */
export function createBetHistoryHttpApi(
  http: BetHistoryHttp,
  language: () => string,
): BetHistoryApi {
  return {
    async history(filter) {
      const { data } = await http.get<BetHistoryPage>(BET_HISTORY_PATH, {
        params: { ...betHistoryQuery(filter), lng: language() },
      });
      return data;
    },
    async coupon(couponId) {
      const { data } = await http.get<BetHistoryCoupon>(couponPath(couponId), {
        params: { lng: language() },
      });
      return data;
    },
  };
}

/** The player's casino rounds (GET /web-api/casino/rounds), a page at a time. */
export function createCasinoRoundsHttpApi(http: BetHistoryHttp): CasinoRoundsApi {
  return {
    async rounds(page) {
      const { data } = await http.get<CasinoRoundsPage>(CASINO_ROUNDS_PATH, {
        params: { page: String(page) },
      });
      return data;
    },
  };
}
