import {
  BET_HISTORY_PATH,
  betHistoryQuery,
  couponPath,
  type BetHistoryApi,
  type BetHistoryCoupon,
  type BetHistoryPage,
} from '@betshell/domain/betting';

/** The part of the platform's HTTP client (axios) the bet history uses. */
export interface BetHistoryHttp {
  get<T>(url: string, config?: { params: Record<string, string> }): Promise<{ data: T }>;
}

/** The bet history and one coupon at the paths of decisions.md, over the platform's client. */
export function createBetHistoryHttpApi(http: BetHistoryHttp): BetHistoryApi {
  return {
    async history(filter) {
      const { data } = await http.get<BetHistoryPage>(BET_HISTORY_PATH, {
        params: betHistoryQuery(filter),
      });
      return data;
    },
    async coupon(couponId) {
      return (await http.get<BetHistoryCoupon>(couponPath(couponId))).data;
    },
  };
}
