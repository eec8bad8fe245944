import { expect, type BrowserContext } from '@playwright/test';
import { paymentsApi } from './payments-api';
import { signInNewPlayer, type SignedInPlayer } from './signed-in-player';

/** A coupon of the bet history as GET /web-api/bets/history lists it (the fields journeys read). */
export interface HistoryCoupon {
  readonly couponId: number;
  readonly amount: number;
}

/**
 * A new player signed in in the context with money on the account: a deposit through the demo
 * provider, paid, as the coupon journeys do (`e2e/tests/coupon.spec.ts`). Its reads go through the
 * context's session cookie, so they see what the page's player sees.
 */
export async function fundNewPlayer(
  context: BrowserContext,
  baseURL: string,
  amountMinor = 100_000,
) {
  const player: SignedInPlayer = await signInNewPlayer(context, baseURL);
  const deposit = await (await paymentsApi(context, baseURL)).deposit(amountMinor);
  expect(deposit.status).toBe(200);
  const paid = await context.request.post(`${baseURL}${deposit.body.redirectUrl ?? ''}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const api = context.request;
  return {
    player,
    /** The active account's money in minor units (GET /web-api/user/balance). */
    async balance(): Promise<number> {
      const answer = await api.get(`${baseURL}/web-api/user/balance`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { balance: number }).balance;
    },
    /** Every coupon the player has placed, newest first (GET /web-api/bets/history). */
    async coupons(): Promise<HistoryCoupon[]> {
      const answer = await api.get(`${baseURL}/web-api/bets/history?pageSize=100&lng=en`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { entities: HistoryCoupon[] }).entities;
    },
  };
}

/** A player `fundNewPlayer` made: its balance and coupons as the page's player sees them. */
export type FundedPlayer = Awaited<ReturnType<typeof fundNewPlayer>>;
