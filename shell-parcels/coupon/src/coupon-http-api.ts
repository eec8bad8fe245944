import type { CouponToSendSchema, ReadonlyStatic } from '@betshell/api-contract';
import {
  couponPath,
  type BetHistoryApi,
  type BetHistoryCoupon,
  type CouponApi,
  type PlacedCoupon,
} from '@betshell/domain/betting';

/** The part of the platform's HTTP client (axios) the coupon uses. */
export interface CouponHttp {
  get<T>(url: string, config?: { params: Record<string, string> }): Promise<{ data: T }>;
  post<T>(url: string, body: unknown): Promise<{ data: T }>;
}

/**
 * The coupon's calls at the paths of decisions.md, over the platform's client (bearer, CSRF and
 * the error catalogue come with it): a refusal arrives as a PlatformHttpError whose errorCode and
 * details are the CouponRefusal the server wrote. A loaded coupon's names come in the page's language.
 */
export function createCouponHttpApi(
  http: CouponHttp,
  language: () => string,
): CouponApi & Pick<BetHistoryApi, 'coupon'> {
  return {
    async place(coupon) {
      const body: ReadonlyStatic<typeof CouponToSendSchema> = coupon;
      return (await http.post<PlacedCoupon>('/web-api/coupon', body)).data;
    },
    async coupon(couponId) {
      const { data } = await http.get<BetHistoryCoupon>(couponPath(couponId), {
        params: { lng: language() },
      });
      return data;
    },
  };
}
