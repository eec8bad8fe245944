import {
  isCouponRefusalCode,
  type CouponToSend,
  type MarketKind,
  type MarketOutcome,
  type PlacedCoupon,
} from '@betshell/domain/betting';
import type { LineEvent } from '@betshell/domain/sportsbook';
import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { brokenMoneyInvariants } from '../test-support/money-invariants';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
import {
  couponBody,
  enterResult,
  fundedPlayer,
  ledgerOf,
  marketOf,
  newLineEvent,
  setOdds,
  type BettingPlayer,
} from './bets-test-fixtures';

interface Shown {
  state: string;
  payout: number;
  settledAt: string | null;
  selections: { marketId: number; result: string | null }[];
}

describe('settling coupons when results are entered', () => {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;

  /** A market of a new event at the odds given; football unless a sport is named. */
  async function pick(
    coef: number,
    kind: MarketKind = 1,
    outcome: MarketOutcome = '1',
    sportId = 1,
    change: { isBanker?: boolean; blockId?: number; amount?: number } = {},
  ) {
    const event = await newLineEvent(app(), setup.clock.now(), sportId);
    const market = marketOf(event, kind, outcome);
    await setOdds(app(), market.id, coef);
    return { eventId: event.id, marketId: market.id, gameId: event.id, coef, ...change };
  }

  async function place(
    player: BettingPlayer,
    selections: Awaited<ReturnType<typeof pick>>[],
    change: Partial<CouponToSend>,
  ): Promise<number> {
    const response = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, selections, change),
    );
    if (response.statusCode !== 200) throw new Error(`Not placed: ${response.body}`);
    return response.json<PlacedCoupon>().couponId;
  }

  const shown = async (player: BettingPlayer, id: number) =>
    (await player.visitor.get(`/web-api/coupon/${id}`)).json<Shown>();

  afterEach(async () => {
    expect(await ledgerMismatchCount(app())).toBe(0);
  });

  it('credits a winning single through the ledger when its result is entered', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(1.85);
    const id = await place(player, [home], { amount: 10_000 });
    expect((await balanceOf(player.visitor)).balance).toBe(0);
    await enterResult(app(), home.eventId, 2, 0);
    expect(await shown(player, id)).toMatchObject({
      state: 'won',
      payout: 18_500,
      settledAt: setup.clock.now().toISOString(),
      selections: [{ marketId: home.marketId, result: 'win' }],
    });
    expect((await balanceOf(player.visitor)).balance).toBe(18_500);
    expect((await ledgerOf(app(), player.accountId)).at(-1)).toEqual({
      amount: 18_500,
      reason: 'bet-payout',
      reference: `coupon:${id}`,
    });
  });

  it('pays nothing for a losing single', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(1.85);
    const id = await place(player, [home], { amount: 10_000 });
    await enterResult(app(), home.eventId, 0, 1);
    expect(await shown(player, id)).toMatchObject({ state: 'lost', payout: 0 });
    expect((await balanceOf(player.visitor)).balance).toBe(0);
  });

  it('gives a void single its stake back as a refund', async () => {
    const player = await fundedPlayer(setup, 10_000);
    // Basketball has no draw: its winner market is void on a tied score.
    const home = await pick(1.9, 2, '1', 3);
    const id = await place(player, [home], { amount: 4_000 });
    await enterResult(app(), home.eventId, 80, 80);
    expect(await shown(player, id)).toMatchObject({ state: 'void', payout: 4_000 });
    expect((await ledgerOf(app(), player.accountId)).at(-1)).toMatchObject({
      amount: 4_000,
      reason: 'bet-refund',
    });
  });

  it('settles an express only when its last event ends, counting a void selection as odds 1', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const football = await pick(2);
    const basketball = await pick(1.5, 2, '1', 3);
    const hockey = await pick(3, 1, '2', 2);
    const id = await place(player, [football, basketball, hockey], {
      typeId: 1,
      amount: 1_000,
    });
    await enterResult(app(), football.eventId, 1, 0);
    await enterResult(app(), basketball.eventId, 70, 70);
    expect((await shown(player, id)).state).toBe('open');
    await enterResult(app(), hockey.eventId, 1, 3);
    // 1000 * 2 * 1 * 3, and no bonus bet with a void selection
    expect(await shown(player, id)).toMatchObject({ state: 'won', payout: 6_000 });
    expect((await balanceOf(player.visitor)).balance).toBe(9_000 + 6_000);
  });

  it('pays a winning express of three its bonus bet odds (1.03) too', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const legs = [await pick(2), await pick(2), await pick(2)];
    const id = await place(player, legs, { typeId: 1, amount: 1_000 });
    for (const leg of legs) await enterResult(app(), leg.eventId, 3, 1);
    expect(await shown(player, id)).toMatchObject({ state: 'won', payout: 8_240 });
  });

  it('loses an express with one losing selection', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const legs = [await pick(2), await pick(2)];
    const id = await place(player, legs, { typeId: 1, amount: 1_000 });
    await enterResult(app(), legs[0]!.eventId, 1, 0);
    await enterResult(app(), legs[1]!.eventId, 0, 0);
    expect(await shown(player, id)).toMatchObject({ state: 'lost', payout: 0 });
  });

  it('pays a 2/3 system with a banker the lines that won, its stake split evenly', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const banker = await pick(1.5, 1, '1', 1, { isBanker: true });
    const others = [await pick(2), await pick(3), await pick(4)];
    const id = await place(player, [banker, ...others], {
      typeId: 2,
      systemValue: 2,
      amount: 3_000,
    });
    await enterResult(app(), banker.eventId, 2, 1);
    await enterResult(app(), others[0]!.eventId, 2, 1);
    await enterResult(app(), others[1]!.eventId, 2, 1);
    await enterResult(app(), others[2]!.eventId, 0, 1);
    // Lines of 1 000: banker+2+3 wins 1000*1.5*2*3 = 9 000; the lines with the 4 lose.
    expect(await shown(player, id)).toMatchObject({ state: 'won', payout: 9_000 });
  });

  it('loses a whole system when its banker loses', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const banker = await pick(1.5, 1, '1', 1, { isBanker: true });
    const others = [await pick(2), await pick(3), await pick(4)];
    const id = await place(player, [banker, ...others], {
      typeId: 2,
      systemValue: 2,
      amount: 3_000,
    });
    await enterResult(app(), banker.eventId, 0, 2);
    for (const other of others) await enterResult(app(), other.eventId, 2, 0);
    expect(await shown(player, id)).toMatchObject({ state: 'lost', payout: 0 });
  });

  it('settles blocks each on its own stake, and multiple singles each on theirs', async () => {
    const player = await fundedPlayer(setup, 20_000);
    const a = await pick(2, 1, '1', 1, { blockId: 1 });
    const b = await pick(3, 1, '1', 1, { blockId: 1 });
    const c = await pick(4, 1, '1', 1, { blockId: 2 });
    const d = await pick(5, 1, '1', 1, { blockId: 2 });
    const blocks = await place(player, [a, b, c, d], {
      typeId: 4,
      amount: 1_000,
      amountByBlockId: { 1: 1_000, 2: 2_000 },
    });
    const e = await pick(2, 1, '1', 1, { amount: 1_500 });
    const f = await pick(3, 1, '1', 1, { amount: 2_500 });
    const singles = await place(player, [e, f], { typeId: 10, amount: 0 });
    expect((await balanceOf(player.visitor)).balance).toBe(20_000 - 3_000 - 4_000);
    for (const won of [a, b, c, e]) await enterResult(app(), won.eventId, 1, 0);
    for (const lost of [d, f]) await enterResult(app(), lost.eventId, 0, 1);
    expect(await shown(player, blocks)).toMatchObject({ state: 'won', payout: 6_000 });
    expect(await shown(player, singles)).toMatchObject({ state: 'won', payout: 3_000 });
  });

  it('settles a coupon exactly once: a second result or settle command moves no money', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(2);
    const id = await place(player, [home], { amount: 10_000 });
    await enterResult(app(), home.eventId, 1, 0);
    const again = await opsRequest(app(), 'POST', `/line/events/${home.eventId}/result`, {
      home: 1,
      away: 0,
    });
    expect(again.statusCode).toBe(409);
    const settle = await opsRequest(app(), 'POST', `/bets/coupons/${id}/settle`);
    expect(settle.statusCode).toBe(409);
    expect((await balanceOf(player.visitor)).balance).toBe(20_000);
    expect(
      (await ledgerOf(app(), player.accountId)).filter((row) => row.reason === 'bet-payout'),
    ).toHaveLength(1);
  });

  it('settles the coupons of an event the live feed ends at the final whistle', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(2);
    const id = await place(player, [home], { amount: 1_000 });
    // The feed settles a live game once its sport's minutes have passed (football: 110).
    await app().database.query(`update line_events set state = 'live' where id = $1`, [
      home.eventId,
    ]);
    setup.clock.advance(3 * 3_600_000);
    await app().app.lineFeed.tick();
    // Read as an operator: three hours on, the player's session has lapsed.
    const settled = (await opsRequest(app(), 'GET', `/bets/coupons/${id}`)).json<{
      coupon: Shown;
    }>().coupon;
    expect(['won', 'lost']).toContain(settled.state);
    expect(settled.selections[0]!.result).not.toBeNull();
  });
});

describe('results entered while bets arrive on the same events', () => {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;

  it('answers no 500 to 10 results and 10 bets in parallel: each bet is refused in words or placed and settled once, and the money is whole', async () => {
    const players: BettingPlayer[] = [];
    for (let i = 0; i < 10; i += 1) players.push(await fundedPlayer(setup, 1_000_000));
    const placed = new Set<number>();
    // The first round sends everything at once, as the review did; in the second each result waits
    // a few milliseconds more than the last, so bets also reach their events first.
    for (const staggerMs of [0, 3]) {
      const events: LineEvent[] = [];
      for (let i = 0; i < 10; i += 1) events.push(await newLineEvent(app(), setup.clock.now()));
      const home = (i: number) => {
        const event = events[i % 10]!;
        return { marketId: marketOf(event, 1, '1').id, coef: 1, gameId: event.id };
      };
      // Open coupons that the results pay, two on each of two games per player, so a result
      // credits an account twice while its player places a bet on that game.
      for (const [i, player] of players.entries())
        for (const pick of [home(i), home(i), home(i + 1), home(i + 1)]) {
          const response = await player.visitor.post(
            '/web-api/coupon',
            couponBody(player, [pick], { amount: 1_000, changeCoefAction: 1 }),
          );
          expect(response.statusCode).toBe(200);
          placed.add(response.json<PlacedCoupon>().couponId);
        }

      const answers = await Promise.all(
        players.flatMap((player, i) => [
          player.visitor
            .post(
              '/web-api/coupon',
              couponBody(player, [home(i), home(i + 5)], { amount: 1_000, changeCoefAction: 1 }),
            )
            .then((response) => ({ kind: 'bet', response })),
          new Promise((resolve) => setTimeout(resolve, i * staggerMs)).then(async () => ({
            kind: 'result',
            response: await opsRequest(app(), 'POST', `/line/events/${events[i]!.id}/result`, {
              home: 1,
              away: 0,
            }),
          })),
        ]),
      );

      expect(
        answers
          .filter(({ response }) => response.statusCode >= 500)
          .map(({ kind, response }) => `${kind} ${response.statusCode} ${response.body}`),
      ).toEqual([]);
      for (const { kind, response } of answers) {
        if (kind === 'result' || response.statusCode === 200) {
          expect([kind, response.statusCode]).toEqual([kind, 200]);
          if (kind === 'bet') placed.add(response.json<PlacedCoupon>().couponId);
          continue;
        }
        const { code, message } = response.json<ErrorBody>().error;
        expect([response.statusCode, isCouponRefusalCode(code), code]).toEqual([
          400,
          true,
          expect.stringMatching(/^(MARKET_CLOSED|EVENT_ENDED)$/),
        ]);
        expect(message).not.toBe('');
      }
    }

    // Every game has its result, so every coupon placed is settled, by a payout row once if won.
    const states = await app().database.query<{ id: number; state: string }>(
      'select id, state from coupons where id = any($1::bigint[])',
      [[...placed]],
    );
    expect(states).toHaveLength(placed.size);
    expect(states.filter((coupon) => !['won', 'lost', 'void'].includes(coupon.state))).toEqual([]);
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);
  }, 120_000);
});
