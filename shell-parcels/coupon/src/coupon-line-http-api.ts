import { LINE_API_PATHS, type CouponLineApi } from '@betshell/domain/betting';
import { isPlatformHttpError } from '@betshell/platform';

/** The part of the platform's HTTP client (axios) the coupon's line calls use. */
export interface CouponLineHttp {
  get<T>(url: string, config: { params: Record<string, string> }): Promise<{ data: T }>;
}

/**
 * The coupon asks the line itself, one game at a time (GET /web-api/line/events/{id}), since it
 * floats also beside pages where no betting page polls the line. A 404 is a game no longer in the
 * line: null, which the coupon shows as withdrawn; any other failure is thrown and changes nothing.
 */
export function createCouponLineHttpApi(http: CouponLineHttp): CouponLineApi {
  return {
    async event(gameId, lng) {
      try {
        return (await http.get<unknown>(LINE_API_PATHS.event(gameId), { params: { lng } })).data;
      } catch (error) {
        if (isPlatformHttpError(error) && error.code === 404) return null;
        throw error;
      }
    },
  };
}
