import { randomUUID } from 'node:crypto';
import { drawLottoNumbers, lotteryStakeMinor, verifyLottoDraw } from '@betshell/domain/lottery';
import { setUpAuthTestApp } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { brokenMoneyInvariants } from '../test-support/money-invariants';
import { balanceOf } from '../test-support/payment-fixtures';
import {
  couponBody,
  fundedPlayer,
  marketOf,
  newLineEvent,
  setLimits,
  setOdds,
} from '../bets/bets-test-fixtures';
import type { ErrorBody } from '../http/error-body';
import { sha256Hex } from './lotto-service';

const RUB_STAKE = lotteryStakeMinor('RUB');

interface Draw {
  id: number;
  status: string;
  matches: { result: string | null }[];
  pools: { currency: string; categories: { correct: number; winners: number }[] }[];
}

describe('toto and lotto, bought and paid through the ledger', () => {
  const setup = setUpAuthTestApp();
  const app = () => setup.testApp;

  const openToto = async () => {
    const answer = await app().app.inject({ method: 'GET', url: '/web-api/toto/draws' });
    return answer.json<{ draws: Draw[] }>().draws.find((draw) => draw.status === 'open')!;
  };

  it('buys a toto coupon of several outcomes, settles the draw once, and pays the winner', async () => {
    const player = await fundedPlayer(setup, 1_000_000);
    const draw = await openToto();
    const picks = ['1X', '1X2', ...new Array<string>(13).fill('1')];
    const body = { id: randomUUID(), drawId: draw.id, picks };
    const bought = await player.visitor.post('/web-api/toto/coupons', body);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ combinations: 6, stakeMinor: 6 * RUB_STAKE });
    // The same purchase again answers the same coupon and takes nothing more.
    const again = await player.visitor.post('/web-api/toto/coupons', body);
    expect(again.json<{ id: number }>().id).toBe(bought.json<{ id: number }>().id);
    expect((await balanceOf(player.visitor)).balance).toBe(1_000_000 - 6 * RUB_STAKE);

    const wrong = await player.visitor.post('/web-api/toto/coupons', {
      ...body,
      id: randomUUID(),
      picks: picks.slice(1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'TOTO_PICKS_INVALID' } });

    // Every pick holds: one combination has 15 correct, one 14 (X in the first match)...
    const results = 'X1' + '1'.repeat(13);
    const settles = await Promise.all(
      [0, 1, 2].map(() => opsRequest(app(), 'POST', `/toto/draws/${draw.id}/settle`, { results })),
    );
    expect(settles.map((one) => one.statusCode)).toEqual([200, 200, 200]);
    const settledNow = settles.map((one) => one.json<{ settledNow: boolean }>().settledNow);
    expect(settledNow.filter(Boolean)).toHaveLength(1);
    const paid = settles.map((one) => one.json<{ paidMinor: number }>().paidMinor);
    expect(new Set(paid).size).toBe(1);
    expect(paid[0]).toBeGreaterThan(0);

    const [coupon] = (await player.visitor.get('/web-api/toto/coupons')).json<{
      coupons: { state: string; bestCorrect: number; payoutMinor: number }[];
    }>().coupons;
    expect(coupon).toMatchObject({ state: 'won', bestCorrect: 15, payoutMinor: paid[0] });
    const payouts = await app().database.query<{ n: string }>(
      `select count(*) as n from ledger_entries where reason = 'toto-payout'`,
    );
    expect(Number(payouts[0]!.n)).toBe(1);
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);

    // Settling opened the next draw, and the settled one takes no coupons.
    expect((await openToto()).id).toBeGreaterThan(draw.id);
    const late = await player.visitor.post('/web-api/toto/coupons', { ...body, id: randomUUID() });
    expect(late.json()).toMatchObject({ error: { code: 'DRAW_CLOSED' } });
    // Signing a player in and three settlements on a shared, busy machine take a few seconds.
  }, 30_000);

  it('sells a lotto ticket, draws it once from the committed seed, and the draw verifies', async () => {
    const player = await fundedPlayer(setup, 1_000_000);
    const catalogue = (
      await app().app.inject({ method: 'GET', url: '/web-api/lotto/lotteries' })
    ).json<{
      lotteries: {
        id: number;
        pickCount: number;
        maxNumber: number;
        openDraw: { id: number; seedHash: string; serverSeed: string | null };
      }[];
    }>().lotteries;
    const lottery = catalogue[0]!;
    expect(lottery.openDraw.serverSeed).toBeNull();
    const chosen = await player.visitor.post('/web-api/lotto/tickets', {
      id: randomUUID(),
      drawId: lottery.openDraw.id,
      numbers: [1, 2, 3, 4, 5, 6].slice(0, lottery.pickCount),
    });
    expect(chosen.statusCode).toBe(200);
    const random = await player.visitor.post('/web-api/lotto/tickets', {
      id: randomUUID(),
      drawId: lottery.openDraw.id,
    });
    expect(random.json<{ numbers: number[] }>().numbers).toHaveLength(lottery.pickCount);
    const repeated = await player.visitor.post('/web-api/lotto/tickets', {
      id: randomUUID(),
      drawId: lottery.openDraw.id,
      numbers: new Array<number>(lottery.pickCount).fill(1),
    });
    expect(repeated.json()).toMatchObject({ error: { code: 'LOTTO_NUMBERS_INVALID' } });

    const runs = await Promise.all(
      [0, 1].map(() => opsRequest(app(), 'POST', `/lotto/draws/${lottery.openDraw.id}/draw`)),
    );
    expect(runs.map((one) => one.json<{ drawnNow: boolean }>().drawnNow).sort()).toEqual([
      false,
      true,
    ]);
    const results = (
      await app().app.inject({
        method: 'GET',
        url: `/web-api/lotto/lotteries/${lottery.id}/results`,
      })
    ).json<{ draws: { id: number; seedHash: string; serverSeed: string; numbers: number[] }[] }>();
    const drawn = results.draws[0]!;
    expect(drawn.seedHash).toBe(lottery.openDraw.seedHash);
    expect(await verifyLottoDraw(drawn, lottery, sha256Hex)).toMatchObject({
      commitmentHolds: true,
      numbersHold: true,
    });
    expect(await drawLottoNumbers(drawn.serverSeed, drawn.id, lottery, sha256Hex)).toEqual(
      drawn.numbers,
    );
    const tickets = (await player.visitor.get('/web-api/lotto/tickets')).json<{
      tickets: { state: string; payoutMinor: number }[];
    }>().tickets;
    expect(tickets.every((ticket) => ticket.state !== 'open')).toBe(true);
    const paidEntries = await app().database.query<{ n: string }>(
      `select count(*) as n from ledger_entries where reason = 'lotto-payout'`,
    );
    expect(Number(paidEntries[0]!.n)).toBe(tickets.filter((one) => one.payoutMinor > 0).length);
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);
  }, 30_000);

  const firstLottery = async () =>
    (await app().app.inject({ method: 'GET', url: '/web-api/lotto/lotteries' })).json<{
      lotteries: { id: number; priceUnits: number; openDraw: { id: number } }[];
    }>().lotteries[0]!;
  const refusal = (response: { json<T>(): T }) => response.json<ErrorBody>().error;
  const ones = new Array<string>(15).fill('1');

  it('counts toto and lotto purchases in the wagering limit, with sports coupons', async () => {
    const player = await fundedPlayer(setup, 1_000_000);
    const lottery = await firstLottery();
    const price = RUB_STAKE * lottery.priceUnits;
    await setLimits(player, [{ limitType: 1, limitValue: RUB_STAKE + price + 1_000 }]);
    const toto = await player.visitor.post('/web-api/toto/coupons', {
      id: randomUUID(),
      drawId: (await openToto()).id,
      picks: ones,
    });
    expect(toto.statusCode).toBe(200);
    const ticket = { id: randomUUID(), drawId: lottery.openDraw.id };
    expect((await player.visitor.post('/web-api/lotto/tickets', ticket)).statusCode).toBe(200);
    // Over what is left: refused in the limit's words, nothing taken.
    const over = await player.visitor.post('/web-api/lotto/tickets', {
      ...ticket,
      id: randomUUID(),
    });
    expect([over.statusCode, refusal(over)]).toMatchObject([
      400,
      {
        code: 'STAKE_REFUSED_BY_LIMIT',
        details: {
          limitType: 1,
          left: 1_000,
          messageKey: 'responsible_gaming_refused_wagering_limit',
        },
      },
    ]);
    expect((await balanceOf(player.visitor)).balance).toBe(1_000_000 - RUB_STAKE - price);
    // A sports coupon counts the lottery's stakes too.
    const event = await newLineEvent(app(), setup.clock.now());
    const market = marketOf(event, 1, '1');
    await setOdds(app(), market.id, 2);
    const sports = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: market.id, coef: 2, gameId: event.id }], {
        amount: 1_001,
        changeCoefAction: 1,
      }),
    );
    expect(refusal(sports)).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 1, left: 1_000 },
    });
  }, 30_000);

  it("counts a toto coupon's loss against the loss limit, less what it won once the draw is settled", async () => {
    const player = await fundedPlayer(setup, 1_000_000);
    const limit = 2 * RUB_STAKE + 2_500;
    await setLimits(player, [{ limitType: 10, limitValue: limit }]);
    const draw = await openToto();
    const buy = (picks: string[]) =>
      player.visitor.post('/web-api/toto/coupons', { id: randomUUID(), drawId: draw.id, picks });
    expect((await buy(ones)).statusCode).toBe(200);
    expect((await buy(['X', ...ones.slice(1)])).statusCode).toBe(200);
    // 81 combinations: far over the limit, so each refusal says what is left.
    const big = ['1X2', '1X2', '1X2', '1X2', ...ones.slice(4)];
    expect(refusal(await buy(big))).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 10, left: 2_500 },
    });

    // The first coupon has all fifteen right, the second fourteen: both win.
    const settled = await opsRequest(app(), 'POST', `/toto/draws/${draw.id}/settle`, {
      results: '1'.repeat(15),
    });
    expect(settled.statusCode).toBe(200);
    const paid = (await player.visitor.get('/web-api/toto/coupons'))
      .json<{ coupons: { payoutMinor: number }[] }>()
      .coupons.reduce((sum, one) => sum + one.payoutMinor, 0);
    expect(paid).toBeGreaterThan(0);
    const next = await openToto();
    const after = await player.visitor.post('/web-api/toto/coupons', {
      id: randomUUID(),
      drawId: next.id,
      picks: big,
    });
    expect(refusal(after)).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 10, left: limit - Math.max(0, 2 * RUB_STAKE - paid) },
    });
    expect(await brokenMoneyInvariants(app().database)).toEqual([]);
  }, 30_000);

  it('never lets lotto tickets bought in parallel pass a wagering limit together', async () => {
    const player = await fundedPlayer(setup, 1_000_000);
    const lottery = await firstLottery();
    const price = RUB_STAKE * lottery.priceUnits;
    await setLimits(player, [{ limitType: 1, limitValue: 2 * price + price / 2 }]);
    // Six purchases at once against room for two: each counts those bought while it waited.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        player.visitor.post('/web-api/lotto/tickets', {
          id: randomUUID(),
          drawId: lottery.openDraw.id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 400, 400, 400, 400,
    ]);
    expect((await balanceOf(player.visitor)).balance).toBe(1_000_000 - 2 * price);
  }, 30_000);
});
