import type { CashOutAnswer } from '@betshell/api-contract';
import {
  BET_HISTORY_PATH,
  OPEN_BETS_PAGE_SIZE,
  cashOutPath,
  type BetHistoryPage,
  type OpenBetsApi,
} from '@betshell/domain/betting';
import type { CouponHttp } from './coupon-http-api';

/**
 * The open coupons of the slip over the platform's client: the bet history's open state (the
 * server's view carries each coupon's cash-out and its selections' odds now) and the cash-out call,
 * whose refusals arrive as a PlatformHttpError with the server's code and details.
 */
export function createOpenBetsHttpApi(http: CouponHttp): OpenBetsApi {
  return {
    async openCoupons(lng) {
      const { data } = await http.get<BetHistoryPage>(BET_HISTORY_PATH, {
        params: { state: 'open', pageSize: String(OPEN_BETS_PAGE_SIZE), lng },
      });
      return data;
    },
    async cashOut(couponId, request) {
      return (await http.post<CashOutAnswer>(cashOutPath(couponId), request)).data;
    },
  };
}
