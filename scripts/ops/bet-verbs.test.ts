import type { PlacedCoupon } from '@betshell/domain/betting';
import { createTestClock } from '../../server/src/test-support/test-clock';
import {
  couponBody,
  enterResult,
  fundedPlayer,
  marketOf,
  newLineEvent,
  setOdds,
  type BettingPlayer,
} from '../../server/src/bets/bets-test-fixtures';
import { balanceOf } from '../../server/src/test-support/payment-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- bet', () => {
  const server = useOpsTestServer();
  const { ops } = server;
  let player: BettingPlayer;

  beforeAll(async () => {
    player = await fundedPlayer({ testApp: server.testApp, clock: createTestClock() }, 50_000_000);
  });

  async function placed(amount: number, isVipBet: boolean) {
    const event = await newLineEvent(server.testApp, new Date());
    const market = marketOf(event, 1, '1');
    await setOdds(server.testApp, market.id, 2.5);
    const response = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: market.id, coef: 2.5 }], { amount, isVipBet }),
    );
    if (response.statusCode !== 200) throw new Error(`Not placed: ${response.body}`);
    return { ...response.json<PlacedCoupon>(), eventId: event.id, marketId: market.id };
  }

  it('shows a coupon with its stake in roubles and each selection', async () => {
    const coupon = await placed(150_000, false);
    const run = await ops('bet', 'show', String(coupon.couponId));
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(
      `coupon ${coupon.couponId} of player ${player.userId}: single, open, stake 1500.00 RUB at 2.5, may win 3750.00 RUB`,
    );
    expect(run.out).toContain(`  ${coupon.marketId} `);
    expect(run.out).toContain(': 1 at 2.5 open');
  });

  it('lists the VIP coupons waiting, accepts one and refuses another', async () => {
    const first = await placed(12_000_000, true);
    const second = await placed(11_000_000, true);
    const list = await ops('bet', 'vip');
    expect(list.out).toContain(`coupon ${first.couponId} `);
    expect(list.out).toContain(`coupon ${second.couponId} `);
    expect((await ops('bet', 'vip-accept', String(first.couponId))).out).toContain(
      `coupon ${first.couponId} of player ${player.userId}: single, open`,
    );
    const before = (await balanceOf(player.visitor)).balance;
    expect((await ops('bet', 'vip-refuse', String(second.couponId))).out).toContain(
      'single, refused, stake 110000.00 RUB at 2.5, paid 0.00 RUB',
    );
    expect((await balanceOf(player.visitor)).balance).toBe(before + 11_000_000);
    expect((await ops('bet', 'vip')).out).toBe('no VIP coupons waiting');
  });

  it('says why it cannot settle or decide, and refuses an id that is not a number', async () => {
    const coupon = await placed(150_000, false);
    const early = await ops('bet', 'settle', String(coupon.couponId));
    expect(early.code).not.toBe(0);
    expect(early.err).toContain('has selections without a result');
    await enterResult(server.testApp, coupon.eventId, 1, 0);
    const again = await ops('bet', 'vip-accept', String(coupon.couponId));
    expect(again.err).toContain('not waiting for a VIP decision');
    expect((await ops('bet', 'show', String(coupon.couponId))).out).toContain(
      'single, won, stake 1500.00 RUB at 2.5, paid 3750.00 RUB',
    );
    expect((await ops('bet', 'show', 'abc')).err).toContain('"abc" is not a coupon id');
  });
});
