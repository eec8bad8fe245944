import { randomUUID } from 'node:crypto';
import {
  MARKET_KINDS,
  type CouponToSend,
  type MarketKind,
  type MarketOutcome,
} from '@betshell/domain/betting';
import { credit } from '../accounts/ledger';
import {
  setUpAuthTestApp,
  signedInPlayer,
  type AuthTestSetup,
} from '../test-support/auth-test-setup';
import { opsRequest, type TestApp } from '../test-support/build-test-app';
import type { TestVisitor } from '../test-support/test-visitor';
import { balanceOf } from '../test-support/payment-fixtures';
import { addDemoEvent, DEMO_SPORTS, seededRandom } from '../line/demo-line';
import type { LineEvent, LineMarket } from '@betshell/domain/sportsbook';
import { createLineRepository } from '../line/line-repository';

export interface BettingPlayer {
  readonly userId: number;
  readonly visitor: TestVisitor;
  readonly accountId: number;
}

/** A signed-in player whose main account holds `amountMinor` (a ledger credit, as a deposit). */
export async function fundedPlayer(
  setup: AuthTestSetup,
  amountMinor: number,
): Promise<BettingPlayer> {
  const { userId, visitor } = await signedInPlayer(setup);
  const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
  if (amountMinor > 0)
    await setup.testApp.database.transaction((tx) =>
      credit(tx, accountId, amountMinor, 'deposit', `test:${randomUUID()}`),
    );
  return { userId, visitor, accountId };
}

let seed = 1;

/** A new event of the sport on the line, starting in an hour of the test clock. */
export async function newLineEvent(
  testApp: TestApp,
  now: Date,
  sportId = 1,
  state: 'line' | 'live' = 'line',
): Promise<LineEvent> {
  const sport = DEMO_SPORTS.find((one) => one.id === sportId)!;
  const id = await testApp.database.transaction((tx) =>
    addDemoEvent(
      tx,
      sport,
      sport.champs[0]!.id,
      new Date(now.getTime() + 3_600_000),
      seededRandom(seed++),
    ),
  );
  if (state === 'live')
    await testApp.database.query(`update line_events set state = 'live' where id = $1`, [id]);
  return (await createLineRepository(testApp.database).event('en', id))!;
}

/** A bet on the home side of a new event, at the odds given: what the placement tests bet on. */
export interface HomeWin {
  readonly marketId: number;
  readonly coef: number;
  readonly gameId: number;
  readonly event: LineEvent;
}

/**
 * The placement tests' app (setUpAuthTestApp, one per describe): `fundedPlayer` signs a player in
 * with money on the main account, `homeWin` puts a new event on the line with its home win at the
 * odds given.
 */
export function setUpBettingTestApp() {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;
  const now = () => setup.clock.now();
  return {
    setup,
    app,
    now,
    fundedPlayer: (amountMinor: number) => fundedPlayer(setup, amountMinor),
    homeWin: async (coef: number, sportId = 1): Promise<HomeWin> => {
      const event = await newLineEvent(app(), now(), sportId);
      // Football and hockey have a three-way result; the other sports a two-way one.
      const kind = sportId === 1 || sportId === 2 ? MARKET_KINDS.matchResult : MARKET_KINDS.winner;
      const market = marketOf(event, kind, '1');
      await setOdds(app(), market.id, coef);
      return { marketId: market.id, coef, gameId: event.id, event };
    },
  };
}

/** Where a player sets the limits placement checks. */
const LIMITS_API = '/limit-service-api/api/external/web/v3';

/** Saves the player's limits as the limits page does; the test fails where they are refused. */
export async function setLimits(
  player: BettingPlayer,
  limits: readonly { readonly limitType: number; readonly limitValue: number }[],
): Promise<void> {
  const saved = await player.visitor.post(`${LIMITS_API}/limits`, { limits });
  if (saved.statusCode !== 200) throw new Error(`Limits not saved: ${saved.body}`);
}

/** The event's market of a kind and outcome. */
export function marketOf(event: LineEvent, kind: MarketKind, outcome: MarketOutcome): LineMarket {
  const market = event.markets.find((one) => one.kind === kind && one.outcome === outcome);
  if (market === undefined) throw new Error(`Event ${event.id} has no ${kind}/${outcome} market`);
  return market;
}

/** Sets a market's odds, as the feed moves them. */
export async function setOdds(testApp: TestApp, marketId: number, coef: number): Promise<void> {
  await testApp.database.query('update line_markets set coef_milli = $2 where id = $1', [
    marketId,
    Math.round(coef * 1000),
  ]);
}

/** A coupon as the browser's buildCouponToSend makes it, with one id per attempt. */
export function couponBody(
  player: BettingPlayer,
  bets: readonly {
    marketId: number;
    coef: number;
    gameId?: number;
    blockId?: number;
    isBanker?: boolean;
    amount?: number;
  }[],
  change: Partial<CouponToSend> = {},
): CouponToSend {
  return {
    id: randomUUID(),
    accountId: player.accountId,
    amount: 10_000,
    amountByBlockId: {},
    bets: bets.map((one) => ({
      gameId: one.gameId ?? 0,
      marketId: one.marketId,
      coef: one.coef,
      blockId: one.blockId ?? 1,
      isBanker: one.isBanker ?? false,
      ...(one.amount === undefined ? {} : { amount: one.amount }),
    })),
    changeCoefAction: 2,
    coef: null,
    coefByView: null,
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 1,
    systemValue: null,
    typeId: bets.length > 1 ? 1 : 0,
    userId: player.userId,
    isVipBet: false,
    ...change,
  };
}

/** Enters an event's result through the operator API, as `npm run ops -- line result` does. */
export async function enterResult(
  testApp: TestApp,
  eventId: number,
  home: number,
  away: number,
): Promise<void> {
  const response = await opsRequest(testApp, 'POST', `/line/events/${eventId}/result`, {
    home,
    away,
  });
  if (response.statusCode !== 200) throw new Error(`No result entered: ${response.body}`);
}

/** The ledger rows of an account, oldest first. */
export async function ledgerOf(
  testApp: TestApp,
  accountId: number,
): Promise<{ amount: number; reason: string; reference: string }[]> {
  const rows = await testApp.database.query<{
    amount_minor: string;
    reason: string;
    reference: string;
  }>(
    'select amount_minor, reason, reference from ledger_entries where account_id = $1 order by id',
    [accountId],
  );
  return rows.map((row) => ({
    amount: Number(row.amount_minor),
    reason: row.reason,
    reference: row.reference,
  }));
}
