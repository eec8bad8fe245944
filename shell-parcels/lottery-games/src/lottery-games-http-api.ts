import type {
  LotteriesSchema,
  LottoDrawSchema,
  LottoResultsSchema,
  LottoTicketSchema,
  LottoTicketsSchema,
  ReadonlyStatic,
  TotoCouponSchema,
  TotoCouponsSchema,
  TotoDrawsSchema,
} from '@betshell/api-contract';

export type TotoDraws = ReadonlyStatic<typeof TotoDrawsSchema>;
export type TotoDraw = TotoDraws['draws'][number];
export type TotoCoupon = ReadonlyStatic<typeof TotoCouponSchema>;
export type Lotteries = ReadonlyStatic<typeof LotteriesSchema>;
export type Lottery = Lotteries['lotteries'][number];
export type LottoDraw = ReadonlyStatic<typeof LottoDrawSchema>;
export type LottoTicket = ReadonlyStatic<typeof LottoTicketSchema>;

/** The calls of the toto and lotto pages (docs/lottery-games.md). */
export interface LotteryGamesApi {
  totoDraws(): Promise<TotoDraws>;
  totoCoupons(): Promise<readonly TotoCoupon[]>;
  buyTotoCoupon(drawId: number, picks: readonly string[], id: string): Promise<TotoCoupon>;
  lotteries(): Promise<Lotteries>;
  lottoResults(lotteryId: number): Promise<readonly LottoDraw[]>;
  lottoTickets(): Promise<readonly LottoTicket[]>;
  /** Numbers chosen, or null for a random ticket the server draws. */
  buyLottoTicket(
    drawId: number,
    numbers: readonly number[] | null,
    id: string,
  ): Promise<LottoTicket>;
}

/** What the parcel needs of the platform's HTTP client (platform.http). */
export interface LotteryGamesHttp {
  get<T>(url: string): Promise<{ readonly data: T }>;
  post<T>(url: string, body: object): Promise<{ readonly data: T }>;
}

export function createLotteryGamesHttpApi(http: LotteryGamesHttp): LotteryGamesApi {
  return {
    totoDraws: async () => (await http.get<TotoDraws>('/web-api/toto/draws')).data,
    totoCoupons: async () =>
      (await http.get<ReadonlyStatic<typeof TotoCouponsSchema>>('/web-api/toto/coupons')).data
        .coupons,
    buyTotoCoupon: async (drawId, picks, id) =>
      (await http.post<TotoCoupon>('/web-api/toto/coupons', { id, drawId, picks })).data,
    lotteries: async () => (await http.get<Lotteries>('/web-api/lotto/lotteries')).data,
    lottoResults: async (lotteryId) =>
      (
        await http.get<ReadonlyStatic<typeof LottoResultsSchema>>(
          `/web-api/lotto/lotteries/${lotteryId}/results`,
        )
      ).data.draws,
    lottoTickets: async () =>
      (await http.get<ReadonlyStatic<typeof LottoTicketsSchema>>('/web-api/lotto/tickets')).data
        .tickets,
    buyLottoTicket: async (drawId, numbers, id) =>
      (
        await http.post<LottoTicket>('/web-api/lotto/tickets', {
          id,
          drawId,
          ...(numbers === null ? {} : { numbers }),
        })
      ).data,
  };
}
