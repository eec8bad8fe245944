import type { PlacedCoupon } from '@betshell/domain/betting';
import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
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
import type { CouponView } from '@betshell/api-contract';

describe('reading coupons, the bet history and the operator commands', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-20T10:00:00Z') });
  const app = () => setup.testApp;

  async function single(player: BettingPlayer, amount: number, change: object = {}) {
    const event = await newLineEvent(app(), setup.clock.now());
    const market = marketOf(event, 1, '1');
    await setOdds(app(), market.id, 2);
    const response = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: market.id, coef: 2 }], { amount, ...change }),
    );
    if (response.statusCode !== 200) throw new Error(`Not placed: ${response.body}`);
    return { ...response.json<PlacedCoupon>(), eventId: event.id, event };
  }

  const history = async (player: BettingPlayer, query = '') => {
    const response = await player.visitor.get(`/web-api/bets/history${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ entities: CouponView[]; total_count: number }>();
  };

  it('shows a coupon to its player, with the names of its games in the language asked', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const placed = await single(player, 1_000);
    const ru = await player.visitor.get(`/web-api/coupon/${placed.couponId}?lng=ru`);
    expect(ru.statusCode).toBe(200);
    expect(ru.json<CouponView>()).toMatchObject({
      couponId: placed.couponId,
      typeId: 0,
      state: 'open',
      currency: 'RUB',
      amount: 1_000,
      coef: 2,
      potentialWin: 2_000,
      payout: 0,
      selections: [{ sportName: 'Футбол', kind: 1, outcome: '1', coef: 2, result: null }],
    });
  });

  it("answers 404 for another player's coupon and for one that does not exist", async () => {
    const player = await fundedPlayer(setup, 10_000);
    const other = await fundedPlayer(setup, 0);
    const placed = await single(player, 1_000);
    const foreign = await other.visitor.get(`/web-api/coupon/${placed.couponId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().error.code).toBe('COUPON_NOT_FOUND');
    expect((await player.visitor.get('/web-api/coupon/123')).statusCode).toBe(404);
    expect((await player.visitor.get('/web-api/coupon/abc')).statusCode).toBe(400);
  });

  it('lists the bet history newest first, paged, filtered by state and by dates', async () => {
    const player = await fundedPlayer(setup, 100_000);
    const first = await single(player, 1_000);
    setup.clock.advance(60_000);
    const second = await single(player, 2_000);
    setup.clock.advance(60_000);
    const third = await single(player, 3_000);
    await enterResult(app(), second.eventId, 2, 0);

    const all = await history(player);
    expect(all.total_count).toBe(3);
    expect(all.entities.map((one) => one.couponId)).toEqual([
      third.couponId,
      second.couponId,
      first.couponId,
    ]);
    const page2 = await history(player, '?pageSize=2&pageNumber=2');
    expect(page2).toMatchObject({ total_count: 3, entities: [{ couponId: first.couponId }] });
    const won = await history(player, '?state=won');
    expect(won.entities.map((one) => [one.couponId, one.payout])).toEqual([
      [second.couponId, 4_000],
    ]);
    const open = await history(player, '?state=open,vip-pending');
    expect(open.total_count).toBe(2);
    const from = new Date(setup.clock.now().getTime() - 90_000).toISOString();
    const to = new Date(setup.clock.now().getTime() - 30_000).toISOString();
    const between = await history(player, `?from=${from}&to=${to}`);
    expect(between.entities.map((one) => one.couponId)).toEqual([second.couponId]);
  });

  it('refuses history filters it cannot read with 400', async () => {
    const player = await fundedPlayer(setup, 0);
    for (const query of ['?state=winning', '?from=yesterday-ish', '?pageSize=1000', '?x=1']) {
      const response = await player.visitor.get(`/web-api/bets/history${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('BAD_REQUEST');
    }
  });

  it('lets an operator accept a VIP bet, which then settles like any other', async () => {
    const player = await fundedPlayer(setup, 20_000_000);
    const vip = await single(player, 12_000_000, { isVipBet: true });
    expect(vip.state).toBe('vip-pending');
    const pending = await opsRequest(app(), 'GET', '/bets/vip-pending');
    expect(
      pending.json<{ coupons: { couponId: number; playerId: number }[] }>().coupons,
    ).toContainEqual(expect.objectContaining({ couponId: vip.couponId, playerId: player.userId }));
    const accepted = await opsRequest(app(), 'POST', `/bets/coupons/${vip.couponId}/vip-accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ coupon: { state: 'open' } });
    await enterResult(app(), vip.eventId, 1, 0);
    expect((await balanceOf(player.visitor)).balance).toBe(8_000_000 + 24_000_000);
    expect(
      (
        await opsRequest(app(), 'POST', `/bets/coupons/${vip.couponId}/vip-refuse`)
      ).json<ErrorBody>().error.code,
    ).toBe('COUPON_NOT_VIP_PENDING');
  });

  it('gives the stake back when an operator refuses a VIP bet, and never settles it', async () => {
    const player = await fundedPlayer(setup, 20_000_000);
    const vip = await single(player, 12_000_000, { isVipBet: true });
    const refused = await opsRequest(app(), 'POST', `/bets/coupons/${vip.couponId}/vip-refuse`);
    expect(refused.json()).toMatchObject({ coupon: { state: 'refused', payout: 0 } });
    expect((await balanceOf(player.visitor)).balance).toBe(20_000_000);
    expect((await ledgerOf(app(), player.accountId)).at(-1)).toEqual({
      amount: 12_000_000,
      reason: 'bet-refund',
      reference: `coupon:${vip.couponId}`,
    });
    await enterResult(app(), vip.eventId, 1, 0);
    expect((await balanceOf(player.visitor)).balance).toBe(20_000_000);
    expect(await ledgerMismatchCount(app())).toBe(0);
  });

  it('settles a VIP bet accepted after its event ended at once', async () => {
    const player = await fundedPlayer(setup, 20_000_000);
    const vip = await single(player, 12_000_000, { isVipBet: true });
    await enterResult(app(), vip.eventId, 0, 1);
    const accepted = await opsRequest(app(), 'POST', `/bets/coupons/${vip.couponId}/vip-accept`);
    expect(accepted.json()).toMatchObject({ coupon: { state: 'lost' } });
  });

  it('answers the operator 404 for an unknown coupon and 409 for a settle it cannot do yet', async () => {
    expect((await opsRequest(app(), 'GET', '/bets/coupons/1')).statusCode).toBe(404);
    const player = await fundedPlayer(setup, 10_000);
    const placed = await single(player, 1_000);
    const early = await opsRequest(app(), 'POST', `/bets/coupons/${placed.couponId}/settle`);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.code).toBe('COUPON_UNDECIDED');
  });
});
