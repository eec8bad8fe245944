import { randomUUID } from 'node:crypto';
import { HttpVisitor } from '../support/http-visitor';

/** A signed-in player with money on the main account, placing coupons over real HTTP. */
export interface BettingVisitor {
  readonly visitor: HttpVisitor;
  readonly userId: number;
  readonly accountId: number;
}

/**
 * Registers a player one-click and deposits through the demo provider
 * (docs/accounts-and-payments.md).
 */
export async function fundedBettor(baseUrl: string, amountMinor: number): Promise<BettingVisitor> {
  const visitor = new HttpVisitor(baseUrl);
  await visitor.arrive();
  const registered = await visitor.registerOneClick();
  if (!registered.ok) throw new Error(`registration answered ${registered.status}`);
  const { userId } = (await registered.json()) as { userId: number };
  const started = await visitor.request('POST', '/web-api/payments/deposit', {
    amountMinor,
    idempotencyKey: randomUUID(),
    lng: 'en',
  });
  if (!started.ok) throw new Error(`the deposit answered ${started.status}`);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const paid = await fetch(`${baseUrl}${redirectUrl}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
  });
  if (paid.status !== 303) throw new Error(`the provider answered ${paid.status}`);
  const balance = (await (await visitor.request('GET', '/web-api/user/balance')).json()) as {
    all_accounts: { id: number }[];
  };
  return { visitor, userId, accountId: balance.all_accounts[0]!.id };
}

export interface BetLoadOutcome {
  /** Coupon ids the server answered as placed. */
  readonly placed: number[];
  /** Every status seen (0: no answer), with how often. */
  readonly statuses: Map<number, number>;
  /** Results the operator entered and the server accepted (each settles that event's coupons). */
  resultsEntered: number;
}

interface LineEvent {
  readonly id: number;
  readonly markets: readonly {
    readonly id: number;
    readonly coef: number;
    readonly isBlocked: boolean;
  }[];
}

/**
 * Each bettor places small singles and expresses on the line in a loop (changeCoefAction 1, so
 * moved odds never refuse them), while an operator enters results of line events, so stakes are
 * taken and payouts credited while the server is killed. Bounded in count and time.
 */
export function startBetLoad(
  baseUrl: string,
  bettors: readonly BettingVisitor[],
  opsToken: string,
  maxRequests = 2000,
) {
  const outcome: BetLoadOutcome = { placed: [], statuses: new Map(), resultsEntered: 0 };
  let stopped = false;
  let sent = 0;
  const count = (status: number) =>
    outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);

  const openEvents = async (visitor: HttpVisitor): Promise<LineEvent[]> => {
    const response = await visitor.request('GET', '/web-api/line/events?section=line');
    return ((await response.json()) as LineEvent[]).filter((event) =>
      event.markets.every((market) => !market.isBlocked),
    );
  };

  const bettor = async (player: BettingVisitor) => {
    while (!stopped && sent < maxRequests) {
      sent += 1;
      try {
        const events = await openEvents(player.visitor);
        const chosen = events.slice(0, 1 + (sent % 2)).map((event) => event.markets[0]!);
        if (chosen.length === 0) continue;
        const response = await player.visitor.request(
          'POST',
          '/web-api/coupon',
          {
            id: randomUUID(),
            accountId: player.accountId,
            amount: 1_000,
            amountByBlockId: {},
            bets: chosen.map((market) => ({
              gameId: 0,
              marketId: market.id,
              coef: market.coef,
              blockId: 1,
              isBanker: false,
            })),
            changeCoefAction: 1,
            coef: null,
            coefByView: null,
            coefViewId: 0,
            exactCoef: false,
            isDropOnScoreChange: false,
            prepaidAmount: 0,
            refId: 1,
            systemValue: null,
            typeId: chosen.length > 1 ? 1 : 0,
            userId: player.userId,
            isVipBet: false,
          },
          15_000,
        );
        count(response.status);
        if (response.ok)
          outcome.placed.push(((await response.json()) as { couponId: number }).couponId);
      } catch (error) {
        count((error as { status?: number }).status ?? 0);
      }
    }
  };

  const operator = async () => {
    const visitor = new HttpVisitor(baseUrl);
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        const [event] = await openEvents(visitor);
        if (event === undefined) continue;
        const response = await fetch(`${baseUrl}/ops-api/v1/line/events/${event.id}/result`, {
          method: 'POST',
          signal: AbortSignal.timeout(15_000),
          headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ home: sent % 3, away: 1 }),
        });
        count(response.status);
        if (response.ok) outcome.resultsEntered += 1;
      } catch (error) {
        count((error as { status?: number }).status ?? 0);
      }
    }
  };

  const running = Promise.all([...bettors.map(bettor), operator()]);
  return {
    outcome,
    async stop(): Promise<BetLoadOutcome> {
      stopped = true;
      await running;
      return outcome;
    },
  };
}
