import type { PlayerBonusView } from './bonus-rules';
import type { BonusKind, BonusTerms } from './bonus-terms';
import type { PromoCodePlace, PromoCodeRefusal } from './promo-code';

/** An offer as the player reads it before taking it. */
export interface BonusOfferView {
  readonly id: number;
  readonly kind: BonusKind;
  readonly title: string;
  readonly terms: BonusTerms;
}

export interface BonusesAnswer {
  readonly declined: boolean;
  readonly bonuses: readonly PlayerBonusView[];
  readonly offers: readonly BonusOfferView[];
}

export interface PromoCodeCheckAnswer {
  readonly ok: boolean;
  readonly refusal?: PromoCodeRefusal;
  /** The refusal in the words of the language asked. */
  readonly message?: string;
  readonly offer?: BonusOfferView;
}

/** The bonus engine's player calls (server/src/bonuses/bonus-routes.ts). */
export interface BonusesApi {
  list(lng: string): Promise<BonusesAnswer>;
  checkPromoCode(code: string, place: PromoCodePlace, lng: string): Promise<PromoCodeCheckAnswer>;
  redeemPromoCode(code: string, place: PromoCodePlace, lng: string): Promise<PlayerBonusView>;
  takeOffer(offerId: number, lng: string): Promise<PlayerBonusView>;
  forfeit(bonusId: number, lng: string): Promise<PlayerBonusView>;
  setDeclined(declined: boolean): Promise<{ declined: boolean }>;
}

/** The part of the platform's HTTP client (axios) the bonus calls use. */
export interface BonusesHttp {
  get<T>(url: string, options?: { readonly params?: object }): Promise<{ data: T }>;
  post<T>(url: string, body: object, options?: { readonly params?: object }): Promise<{ data: T }>;
  put<T>(url: string, body: object): Promise<{ data: T }>;
}

/** BonusesApi over a plain interface, so nothing here imports axios. */
export function createBonusesHttpApi(http: BonusesHttp): BonusesApi {
  return {
    list: async (lng) =>
      (await http.get<BonusesAnswer>('/web-api/bonuses', { params: { lng } })).data,
    checkPromoCode: async (code, place, lng) =>
      (
        await http.post<PromoCodeCheckAnswer>('/web-api/bonuses/promo-code/check', {
          code,
          place,
          lng,
        })
      ).data,
    redeemPromoCode: async (code, place, lng) =>
      (
        await http.post<PlayerBonusView>('/web-api/bonuses/promo-code/redeem', {
          code,
          place,
          lng,
        })
      ).data,
    takeOffer: async (offerId, lng) =>
      (
        await http.post<PlayerBonusView>(
          `/web-api/bonuses/offers/${offerId}/take`,
          {},
          { params: { lng } },
        )
      ).data,
    forfeit: async (bonusId, lng) =>
      (
        await http.post<PlayerBonusView>(
          `/web-api/bonuses/${bonusId}/forfeit`,
          {},
          { params: { lng } },
        )
      ).data,
    setDeclined: async (declined) =>
      (await http.put<{ declined: boolean }>('/web-api/bonuses/declined', { declined })).data,
  };
}
