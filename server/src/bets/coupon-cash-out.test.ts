import { randomUUID } from 'node:crypto';
import type { CashOutAnswer, CouponView } from '@betshell/api-contract';
import type { PlacedCoupon } from '@betshell/domain/betting';
import type { LineEvent } from '@betshell/domain/sportsbook';
import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { brokenMoneyInvariants } from '../test-support/money-invariants';
import { balanceOf } from '../test-support/payment-fixtures';
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

describe('cashing out a coupon', () => {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;

  /** A new event's home win at the odds given. */
  async function pick(coef: number) {
    const event = await newLineEvent(app(), setup.clock.now());
    const market = marketOf(event, 1, '1');
    await setOdds(app(), market.id, coef);
    return { eventId: event.id, marketId: market.id, gameId: event.id, coef };
  }

  async function place(
    player: BettingPlayer,
    picks: readonly Awaited<ReturnType<typeof pick>>[],
    amount: number,
  ): Promise<number> {
    const response = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, picks, { amount, changeCoefAction: 1 }),
    );
    if (response.statusCode !== 200) throw new Error(`Not placed: ${response.body}`);
    return response.json<PlacedCoupon>().couponId;
  }

  const view = async (player: BettingPlayer, id: number) =>
    (await player.visitor.get(`/web-api/coupon/${id}`)).json<CouponView>();

  const cashOut = (
    player: BettingPlayer,
    id: number,
    body: { value: number; part?: number; requestId?: string },
  ) => player.visitor.post(`/web-api/coupon/${id}/cash-out`, { requestId: randomUUID(), ...body });

  afterEach(async () => {
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);
  });

  it('pays the value the coupon shows, once, and the result then pays nothing more', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(2);
    const id = await place(player, [home], 10_000);
    await setOdds(app(), home.marketId, 1.6);
    const shown = await view(player, id);
    // 10 000 × 2 / 1.6 less 5 %.
    expect(shown.cashOut).toMatchObject({ available: true, value: 11_875, stakeInPlay: 10_000 });
    expect(shown.selections[0]).toMatchObject({ currentCoef: 1.6, marketState: 'open' });

    const requestId = randomUUID();
    const taken = await cashOut(player, id, { value: 11_875, requestId });
    expect([taken.statusCode, taken.json<CashOutAnswer>()]).toEqual([
      200,
      { couponId: id, paid: 11_875, cashedOutStake: 10_000, state: 'cashed-out', stakeInPlay: 0 },
    ]);
    // The same request again answers the first; another is refused: the coupon is closed.
    expect((await cashOut(player, id, { value: 11_875, requestId })).json()).toEqual(taken.json());
    const again = await cashOut(player, id, { value: 11_875 });
    expect([again.statusCode, again.json<ErrorBody>().error.code]).toEqual([
      409,
      'CASH_OUT_UNAVAILABLE',
    ]);
    await enterResult(app(), home.eventId, 2, 0);
    expect(await view(player, id)).toMatchObject({
      state: 'cashed-out',
      payout: 11_875,
      cashOut: { available: false, cashedOut: 11_875 },
    });
    expect((await balanceOf(player.visitor)).balance).toBe(11_875);
    expect((await ledgerOf(app(), player.accountId)).at(-1)).toMatchObject({
      amount: 11_875,
      reason: 'bet-cash-out',
    });
  });

  it('refuses a value that fell beyond the tolerance, with the value now, and pays a small move', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(2);
    const id = await place(player, [home], 10_000);
    const confirmed = (await view(player, id)).cashOut!.value!;
    expect(confirmed).toBe(9_500);
    await setOdds(app(), home.marketId, 2.2);
    const refused = await cashOut(player, id, { value: confirmed });
    expect([refused.statusCode, refused.json<ErrorBody>().error]).toEqual([
      409,
      expect.objectContaining({ code: 'CASH_OUT_VALUE_CHANGED', details: { value: 8_636 } }),
    ]);
    // 2.02: 9 405, within 2 % of 9 500: the server's value is paid.
    await setOdds(app(), home.marketId, 2.02);
    const taken = await cashOut(player, id, { value: confirmed });
    expect([taken.statusCode, taken.json<CashOutAnswer>().paid]).toEqual([200, 9_405]);
  });

  it('is refused while the game is suspended, and its value not offered', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const home = await pick(2);
    const id = await place(player, [home], 10_000);
    const suspended = await opsRequest(app(), 'POST', `/line/events/${home.eventId}/suspend`, {
      suspended: true,
    });
    expect(suspended.statusCode).toBe(200);
    expect((await view(player, id)).cashOut).toMatchObject({
      available: false,
      value: null,
      reason: 'market-suspended',
    });
    const refused = await cashOut(player, id, { value: 9_500 });
    expect([refused.statusCode, refused.json<ErrorBody>().error.details]).toEqual([
      409,
      { reason: 'market-suspended' },
    ]);
  });

  it('cashes out a part of an express, and settlement pays the rest on the stake left', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const legs = [await pick(2), await pick(1.5)];
    const id = await place(player, legs, 10_000);
    await enterResult(app(), legs[0]!.eventId, 1, 0);
    // 10 000 × 2 × 1.5 / 1.5 less 5 % = 19 000; 4 000 of the stake is worth 7 600.
    const part = await cashOut(player, id, { value: 7_600, part: 4_000 });
    expect([part.statusCode, part.json<CashOutAnswer>()]).toEqual([
      200,
      { couponId: id, paid: 7_600, cashedOutStake: 4_000, state: 'open', stakeInPlay: 6_000 },
    ]);
    expect(await view(player, id)).toMatchObject({
      state: 'open',
      amount: 10_000,
      potentialWin: 18_000,
      cashOut: { available: true, value: 11_400, stakeInPlay: 6_000, cashedOut: 7_600 },
    });
    const tooMuch = await cashOut(player, id, { value: 11_000, part: 5_500 });
    expect([tooMuch.statusCode, tooMuch.json<ErrorBody>().error.details]).toEqual([
      400,
      { problem: 'rest-below-minimum' },
    ]);
    await enterResult(app(), legs[1]!.eventId, 1, 0);
    // 6 000 × 2 × 1.5; the coupon's payout is all it paid.
    expect(await view(player, id)).toMatchObject({ state: 'won', payout: 18_000 + 7_600 });
    expect((await balanceOf(player.visitor)).balance).toBe(7_600 + 18_000);
  });

  /** Places a coupon of another type; answers its id. */
  async function placeAs(
    player: BettingPlayer,
    legs: readonly (Awaited<ReturnType<typeof pick>> & { blockId?: number; amount?: number })[],
    change: Parameters<typeof couponBody>[2],
  ): Promise<number> {
    const response = await player.visitor.post('/web-api/coupon', couponBody(player, legs, change));
    if (response.statusCode !== 200) throw new Error(`Not placed: ${response.body}`);
    return response.json<PlacedCoupon>().couponId;
  }

  it('cashes out a part of a system: every line keeps its selections and settles on the stake left', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const legs = [await pick(2), await pick(2), await pick(2)];
    // 2 of 3: three lines of 2 000, each worth 2 000 × 2 × 2 / (2 × 2) now; 6 000 less 5 %.
    const id = await placeAs(player, legs, { typeId: 2, systemValue: 2, amount: 6_000 });
    expect((await view(player, id)).cashOut).toMatchObject({
      available: true,
      partial: true,
      value: 5_700,
    });
    // Each of the three lines must keep RUB's minimum stake of 1 000.
    const tooMuch = await cashOut(player, id, { value: 2_850, part: 3_001 });
    expect([tooMuch.statusCode, tooMuch.json<ErrorBody>().error.details]).toEqual([
      400,
      { problem: 'rest-below-minimum' },
    ]);
    const requestId = randomUUID();
    const part = await cashOut(player, id, { value: 2_280, part: 2_400, requestId });
    expect([part.statusCode, part.json<CashOutAnswer>()]).toEqual([
      200,
      { couponId: id, paid: 2_280, cashedOutStake: 2_400, state: 'open', stakeInPlay: 3_600 },
    ]);
    // The same request again pays nothing more.
    expect((await cashOut(player, id, { value: 2_280, part: 2_400, requestId })).json()).toEqual(
      part.json(),
    );
    expect((await view(player, id)).cashOut).toMatchObject({
      value: 3_420,
      stakeInPlay: 3_600,
      cashedOut: 2_280,
    });
    await enterResult(app(), legs[0]!.eventId, 1, 0);
    await enterResult(app(), legs[1]!.eventId, 1, 0);
    await enterResult(app(), legs[2]!.eventId, 0, 1);
    // The one winning line, 1 200 of the 3 600 left, at 2 × 2; the coupon's payout counts its cash-out.
    expect(await view(player, id)).toMatchObject({ state: 'won', payout: 4_800 + 2_280 });
    expect((await balanceOf(player.visitor)).balance).toBe(10_000 - 6_000 + 2_280 + 4_800);
    expect(
      (await ledgerOf(app(), player.accountId)).filter((row) => row.reason === 'bet-cash-out'),
    ).toHaveLength(1);
  });

  it('cashes out a part of blocks, each block on its share of the stake left; multiple singles only whole', async () => {
    const player = await fundedPlayer(setup, 20_000);
    const first = { ...(await pick(2)), blockId: 1 };
    const second = { ...(await pick(2)), blockId: 2 };
    const id = await placeAs(player, [first, second], {
      typeId: 4,
      amount: 2_000,
      amountByBlockId: { 1: 2_000, 2: 4_000 },
    });
    // Worth 2 000 + 4 000 less 5 %; half of the stake is worth half.
    const part = await cashOut(player, id, { value: 2_850, part: 3_000 });
    expect(part.json<CashOutAnswer>()).toMatchObject({ paid: 2_850, stakeInPlay: 3_000 });
    await enterResult(app(), first.eventId, 1, 0);
    await enterResult(app(), second.eventId, 0, 1);
    // The first block plays on 1 000 of the 3 000 left (a third, as placed): 1 000 × 2.
    expect(await view(player, id)).toMatchObject({ state: 'won', payout: 2_000 + 2_850 });

    const singles = await placeAs(
      player,
      [
        { ...(await pick(2)), amount: 1_500 },
        { ...(await pick(2)), amount: 1_500 },
      ],
      { typeId: 10, amount: 0 },
    );
    const shown = (await view(player, singles)).cashOut!;
    expect(shown).toMatchObject({ available: true, partial: false });
    const refused = await cashOut(player, singles, { value: 100, part: 1_000 });
    expect([refused.statusCode, refused.json<ErrorBody>().error.details]).toEqual([
      400,
      { problem: 'type' },
    ]);
    expect((await cashOut(player, singles, { value: shown.value! })).statusCode).toBe(200);
  });
});

describe('cash-outs and results on the same coupons at the same moment', () => {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;

  it('pays each coupon once: 50 cash-outs and 5 results in parallel', async () => {
    const events: LineEvent[] = [];
    for (let i = 0; i < 5; i += 1) events.push(await newLineEvent(app(), setup.clock.now()));
    const home = (i: number) => {
      const event = events[i % 5]!;
      return { marketId: marketOf(event, 1, '1').id, coef: 1, gameId: event.id };
    };
    // 25 expresses of two games each, five per player; every game is in ten of them.
    const coupons: { player: BettingPlayer; id: number; value: number }[] = [];
    for (let p = 0; p < 5; p += 1) {
      const player = await fundedPlayer(setup, 100_000);
      for (let i = 0; i < 5; i += 1) {
        const response = await player.visitor.post(
          '/web-api/coupon',
          couponBody(player, [home(i), home(i + 1)], { amount: 1_000, changeCoefAction: 1 }),
        );
        expect(response.statusCode).toBe(200);
        const id = response.json<PlacedCoupon>().couponId;
        const shown = await player.visitor.get(`/web-api/coupon/${id}`);
        coupons.push({ player, id, value: shown.json<CouponView>().cashOut!.value! });
      }
    }

    // Two cash-outs of each coupon (two requests, as two tabs would send) and every result.
    const answers = await Promise.all([
      ...coupons.flatMap(({ player, id, value }) =>
        [0, 1].map(() =>
          player.visitor.post(`/web-api/coupon/${id}/cash-out`, { requestId: randomUUID(), value }),
        ),
      ),
      ...events.map((event) =>
        opsRequest(app(), 'POST', `/line/events/${event.id}/result`, { home: 1, away: 0 }),
      ),
    ]);
    expect(answers).toHaveLength(55);
    const unexpected = answers.filter(
      (response) =>
        response.statusCode !== 200 &&
        !(
          response.statusCode === 409 &&
          response.json<ErrorBody>().error.code === 'CASH_OUT_UNAVAILABLE'
        ),
    );
    expect(unexpected.map((response) => `${response.statusCode} ${response.body}`)).toEqual([]);

    const rows = await app().database.query<{ id: string; state: string; paid: string }>(
      `select c.id, c.state,
              (select count(*) from ledger_entries l
                where l.reference like 'coupon:' || c.id || '%' and l.amount_minor > 0) as paid
         from coupons c where c.id = any($1::bigint[])`,
      [coupons.map((coupon) => coupon.id)],
    );
    // Every game has its result: each coupon is settled or cashed out, and paid exactly once.
    expect(rows.filter((row) => !['won', 'cashed-out'].includes(row.state))).toEqual([]);
    expect(rows.filter((row) => Number(row.paid) !== 1)).toEqual([]);
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);
  }, 60_000);
});
