import { expect, test } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { ops } from '../support/operator';
import { signInNewPlayer } from '../support/signed-in-player';

interface LineEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly isSuspended: boolean;
  readonly markets: readonly {
    readonly id: number;
    readonly coef: number;
    readonly isBlocked: boolean;
  }[];
}

// The coupon asks the line for its own games (coupon-line-watch.ts): a live game at the feed's
// 5 s tick, a pre-match one every 30 s. An operator's suspension of a whole event changes what
// every visitor sees, so this journey runs with the operator ones, alone.
test.describe('the coupon following the line', () => {
  test('an open coupon shows its selection blocked while the operator suspends the event, refuses to place it in words, and takes bets again once resumed', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    await signInNewPlayer(context, base);
    const read = async (section: 'live' | 'line') =>
      (await (
        await context.request.get(`${base}/web-api/line/events?section=${section}&lng=en`)
      ).json()) as LineEvent[];
    const open = (events: readonly LineEvent[]) =>
      events.filter((one) => !one.isSuspended && one.markets.some((market) => !market.isBlocked));
    // The live game that started last has the most play left; pre-match only when none is live.
    const live = open(await read('live')).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    const event = live[0] ?? open(await read('line'))[0];
    if (event === undefined) throw new Error('the seeded line has no open market');
    const market = event.markets.find((one) => !one.isBlocked)!;
    const within = { timeout: live.length > 0 ? 15_000 : 45_000 };

    const coupon = new CouponPanel(page);
    await coupon.open('/en');
    // Live odds move at every tick: the player takes any change, so only the suspension blocks.
    await coupon.whenOddsChange('Accept any change');
    const game = `${event.home} - ${event.away}`;
    await coupon.clickOdds({
      gameId: event.id,
      marketId: market.id,
      coef: market.coef,
      game,
      market: 'W1',
    });
    const selection = coupon.selection(game);
    const place = coupon.root.getByRole('button', { name: 'Place bet' });
    await expect(selection).toBeVisible();
    await expect(place).toBeEnabled();

    await ops('line', 'suspend', String(event.id));
    try {
      await expect(selection).toContainText('Betting on this market is suspended.', within);
      await expect(selection).toHaveClass(/bs-coupon__bet--blocked/);
      await expect(coupon.root.locator('.bs-coupon__problems')).toContainText(
        'Betting on a selection is suspended or closed. Place the bet when it reopens, or remove it.',
      );
      await expect(place).toBeDisabled();
    } finally {
      await ops('line', 'resume', String(event.id));
    }
    await expect(selection).not.toContainText('Betting on this market is suspended.', within);
    await expect(selection).not.toHaveClass(/bs-coupon__bet--blocked/);
    await expect(place).toBeEnabled();
  });
});
