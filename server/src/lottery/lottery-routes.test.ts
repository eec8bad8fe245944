import { randomUUID } from 'node:crypto';
import { drawLottoNumbers, lotteryStakeMinor, verifyLottoDraw } from '@betshell/domain/lottery';
import { setUpAuthTestApp } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { brokenMoneyInvariants } from '../test-support/money-invariants';
import { balanceOf } from '../test-support/payment-fixtures';
import { fundedPlayer } from '../bets/bets-test-fixtures';
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
});
