import type { Locator, Page, Route } from '@playwright/test';
import { expect, test as journey } from '../fixtures';
import { CouponPanel } from '../pages/coupon-panel';
import { RemoteView } from '../pages/remote-view';
import { SportsbookPage } from '../pages/sportsbook-page';
import {
  collectPageErrors,
  injectFault,
  justReloadedForMissingFile,
  parcelFile,
  runOutOfRetries,
} from '../support/browser-faults';
import { fundNewPlayer, type FundedPlayer } from '../support/funded-player';

/**
 * The coupon under faults ("nothing is lost from the coupon"). A player picks odds on the
 * sportsbook's line (pre-match odds stay put, so no new-odds prompt gets in the way), then the
 * placement, the coupon's own file, the line API or the whole connection fails. Nothing escapes
 * uncaught, the player reads what happened, the coupon keeps every selection and its stake, and
 * once the fault clears the bet goes through exactly once: the coupon sends the same id again, and
 * the server answers the coupon it already placed instead of taking a second stake.
 */
const test = journey.extend<{
  /** The page's uncaught errors, collected from the start: each journey expects none. */
  errors: string[];
  coupon: CouponPanel;
  sportsbook: SportsbookPage;
  /** A new player signed in with money, for the journeys that place bets. */
  player: FundedPlayer;
}>({
  errors: async ({ page }, use) => use(collectPageErrors(page)),
  coupon: async ({ page }, use) => use(new CouponPanel(page)),
  sportsbook: async ({ page }, use) => use(new SportsbookPage(page)),
  player: async ({ context, baseURL }, use) => use(await fundNewPlayer(context, baseURL as string)),
});

test.use({ locale: 'en-GB' });
// Each journey signs a player in, funds it or picks odds on the real line before its fault, and the
// 2-core machine runs other suites beside it: 60 s bounds them (each takes 10 to 25 s alone).
test.describe.configure({ timeout: 60_000 });

const PLACEMENT = /\/web-api\/coupon$/;
/** Every call of the line API: sports, events, one game, results. */
const LINE_API = /\/web-api\/line\//;

/** Two odds of two different games of the line, picked on the sportsbook; their market ids. */
async function pickTwoOdds(page: Page): Promise<number[]> {
  const sportsbook = new SportsbookPage(page);
  const coupon = new CouponPanel(page);
  await sportsbook.open('/en/line');
  await expect(coupon.root).toBeVisible();
  const picked: number[] = [];
  for (const row of [0, 1]) {
    const odd = sportsbook.events.nth(row).locator('button.bs-sportsbook__odd:not([disabled])');
    await odd.first().click();
    await expect(odd.first()).toHaveAttribute('aria-pressed', 'true');
    picked.push(Number(await odd.first().getAttribute('data-market-id')));
  }
  await expect(coupon.count).toHaveText('2');
  // A change of the line's odds meanwhile is taken, as the setting offers.
  await coupon.whenOddsChange('Accept any change');
  return picked;
}

function stakeInput(coupon: CouponPanel): Locator {
  return coupon.root.locator('.bs-coupon__stake-input input').first();
}

/** The coupon as the player left it: both selections, the accumulator, the stake typed. */
async function expectKept(coupon: CouponPanel, stake: string): Promise<void> {
  await expect(coupon.count).toHaveText('2');
  await expect(coupon.root.locator('.bs-coupon__bet')).toHaveCount(2);
  await expect(coupon.root.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The stake shows as typed, or in the currency's format once the coupon has formatted it.
  await expect(stakeInput(coupon)).toHaveValue(new RegExp(`^${stake}(\\.00)?$`));
}

async function typeStake(coupon: CouponPanel, stake: string): Promise<void> {
  await stakeInput(coupon).fill(stake);
  await stakeInput(coupon).blur();
  await expect(stakeInput(coupon)).toHaveValue(stake);
}

/** Two odds picked and the stake typed: the coupon ready to place, and the balance before it. */
async function readyToPlace(page: Page, player: FundedPlayer, stake: string) {
  await pickTwoOdds(page);
  await typeStake(new CouponPanel(page), stake);
  return { balanceBefore: await player.balance() };
}

/** The bet went through once: the history holds these coupons alone, the stake left the balance once. */
async function expectTakenOnce(
  player: FundedPlayer,
  couponIds: number[],
  balanceBefore: number,
  stakeMinor: number,
): Promise<void> {
  expect((await player.coupons()).map((one) => one.couponId)).toEqual(couponIds);
  expect(await player.balance()).toBe(balanceBefore - stakeMinor);
}

/** The sportsbook still shows these odds picked. */
async function expectPicked(sportsbook: SportsbookPage, marketIds: number[]): Promise<void> {
  for (const marketId of marketIds)
    await expect(sportsbook.odd(marketId)).toHaveAttribute('aria-pressed', 'true');
}

/** The success view's coupon number. */
async function acceptedCouponId(coupon: CouponPanel): Promise<number> {
  const success = coupon.root.locator('.bs-coupon__success');
  await expect(success).toContainText(/Bet accepted\. Coupon № \d+\./);
  return Number(/№ (\d+)/.exec((await success.textContent()) ?? '')?.[1]);
}

type PlacementFault = '500' | 'garbage';

/**
 * The first placement reaches the server, which places the coupon, but the page gets a 500 or an
 * answer that is no JSON instead of it: the worst case, an answer lost after the stake was taken.
 */
async function loseFirstAnswer(page: Page, fault: PlacementFault) {
  const placed: number[] = [];
  const handler = async (route: Route) => {
    const answer = await route.fetch();
    placed.push(((await answer.json()) as { couponId: number }).couponId);
    await route.fulfill(
      fault === '500'
        ? {
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'lost on the way' } }),
          }
        : { status: 200, contentType: 'application/json', body: '{"couponId": <html>' },
    );
  };
  await page.route(PLACEMENT, handler, { times: 1 });
  return placed;
}

test.describe('placing the coupon', () => {
  for (const fault of ['500', 'garbage'] as const) {
    test(`answered ${fault === '500' ? '500' : 'with garbage for JSON'} after the server placed it: a message, the coupon kept, and placing again takes the stake once`, async ({
      page,
      coupon,
      player,
      errors,
    }) => {
      const { balanceBefore } = await readyToPlace(page, player, '200');
      const placed = await loseFirstAnswer(page, fault);

      await coupon.place();
      await expect(coupon.root.getByRole('alert')).toContainText(
        'The service is temporarily unavailable. Please try again later.',
      );
      expect(placed).toHaveLength(1);
      await expectKept(coupon, '200');

      await coupon.place();
      expect(await acceptedCouponId(coupon)).toBe(placed[0]);
      await expect(coupon.count).toHaveText('0');
      await expectTakenOnce(player, placed, balanceBefore, 20_000);
      expect(errors).toEqual([]);
    });
  }

  test('answering after the client has given up: a message, the coupon kept, and placing again takes the stake once', async ({
    page,
    coupon,
    player,
    errors,
  }) => {
    // The client waits 15 s for an answer (create-http-client.ts): the browser's own timer, which
    // the page's clock does not move, so this journey waits for it.
    const { balanceBefore } = await readyToPlace(page, player, '400');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const placed: number[] = [];
    await page.route(
      PLACEMENT,
      async (route) => {
        // The server places it at once; its answer is held until the page has given up on it.
        const answer = await route.fetch();
        placed.push(((await answer.json()) as { couponId: number }).couponId);
        await released;
        await route.fulfill({ response: answer }).catch(() => undefined);
      },
      { times: 1 },
    );
    await coupon.place();
    await expect(coupon.root.getByRole('button', { name: 'Placing…' })).toBeDisabled();
    await expect(coupon.root.getByRole('alert')).toContainText('No connection to the site', {
      timeout: 25_000,
    });
    await expectKept(coupon, '400');
    release();
    expect(placed).toHaveLength(1);

    await coupon.place();
    expect(await acceptedCouponId(coupon)).toBe(placed[0]);
    await expectTakenOnce(player, placed, balanceBefore, 40_000);
    expect(errors).toEqual([]);
  });

  test('offline at the moment of placing: a message, the coupon kept, and back online it is placed once', async ({
    page,
    context,
    coupon,
    player,
    errors,
  }) => {
    const { balanceBefore } = await readyToPlace(page, player, '300');

    await context.setOffline(true);
    await coupon.place();
    await expect(coupon.root.getByRole('alert')).toContainText(
      'No connection to the site. Please check your internet connection and try again.',
    );
    await expectKept(coupon, '300');

    await context.setOffline(false);
    await coupon.place();
    await expectTakenOnce(player, [await acceptedCouponId(coupon)], balanceBefore, 30_000);
    expect(errors).toEqual([]);
  });
});

test.describe('the coupon parcel', () => {
  for (const fault of ['blocked', '503'] as const) {
    test(`${fault === 'blocked' ? 'blocked' : 'answering 503'}: the sportsbook and the header work, its error block shows, and refresh mounts it with the selections`, async ({
      shell,
      page,
      coupon,
      sportsbook,
      errors,
    }) => {
      const picked = await pickTwoOdds(page);
      await justReloadedForMissingFile(page);
      await page.clock.install();
      const clear = await injectFault(page, parcelFile('coupon'), fault);
      const view = new RemoteView(page, '@betshell/coupon');

      await page.reload();
      await expect(shell.brand).toBeVisible();
      await expect(sportsbook.events.first()).toBeVisible();
      await runOutOfRetries(page, view);
      await expect(view.refresh).toBeVisible();
      await expect(coupon.root).toHaveCount(0);
      // The site goes on without it: the sportsbook's own navigation and a header link.
      await sportsbook.root.getByRole('link', { name: 'Live', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/live$/);
      await expect(sportsbook.root).toHaveAttribute('data-page', 'sportsbook-listing');
      await expect(shell.brand).toBeVisible();

      await clear();
      await view.refresh.click();
      await expect(coupon.count).toHaveText('2');
      await expect(view.errorBlock).toBeHidden();
      await sportsbook.root.getByRole('link', { name: 'Line', exact: true }).click();
      await expectPicked(sportsbook, picked);
      expect(errors).toEqual([]);
    });
  }

  test('slow: the sportsbook works meanwhile, and it mounts with the selections when its file arrives', async ({
    shell,
    page,
    coupon,
    sportsbook,
    errors,
  }) => {
    const picked = await pickTwoOdds(page);
    const arrive = await injectFault(page, parcelFile('coupon'), 'slow');
    const view = new RemoteView(page, '@betshell/coupon');

    await page.reload();
    await expect(view.frame).toHaveAttribute('data-remote-view-state', 'loading');
    await expect(shell.brand).toBeVisible();
    await expect(sportsbook.odd(picked[0] as number)).toBeVisible();
    await expect(coupon.root).toHaveCount(0);

    await arrive();
    await expect(coupon.count).toHaveText('2');
    await expectPicked(sportsbook, picked);
    await expect(view.errorBlock).toBeHidden();
    expect(errors).toEqual([]);
  });
});

type LineFault = '500' | 'garbage' | 'not the line';

/** What each fault answers, and to which calls: every line call, or the sports list alone. */
const LINE_FAULTS: Record<LineFault, { url: RegExp; answer: Parameters<Route['fulfill']>[0] }> = {
  '500': {
    url: LINE_API,
    answer: {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'broken' } }),
    },
  },
  garbage: {
    url: LINE_API,
    answer: { status: 200, contentType: 'application/json', body: '[{"id": <html>' },
  },
  // JSON, but not the line, from one call while the others work: a changed or misrouted answer
  // must not break the page as it draws.
  'not the line': {
    url: /\/web-api\/line\/sports\?/,
    answer: {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ sports: 'soon' }),
    },
  },
};

test.describe('the line API', () => {
  for (const fault of ['500', 'garbage', 'not the line'] as const) {
    test(`answering ${fault === 'garbage' ? 'garbage for JSON' : fault} while the coupon has selections: the sportsbook says so and the coupon keeps them`, async ({
      page,
      coupon,
      sportsbook,
      errors,
    }) => {
      const picked = await pickTwoOdds(page);
      const { url, answer } = LINE_FAULTS[fault];
      const handler = (route: Route) => route.fulfill(answer);
      await page.route(url, handler);

      await sportsbook.root.getByRole('link', { name: 'Live', exact: true }).click();
      const failed = sportsbook.root.locator('.bs-sportsbook__error[role="alert"]');
      await expect(failed).toContainText(
        'The games could not be loaded. Check your connection and try again.',
      );
      await expect(coupon.count).toHaveText('2');

      await page.unroute(url, handler);
      await failed.getByRole('button').click();
      await expect(failed).toBeHidden();
      await expect(sportsbook.skeleton).toHaveCount(0);
      await expect(sportsbook.root).toHaveAttribute('data-page', 'sportsbook-listing');
      await sportsbook.root.getByRole('link', { name: 'Line', exact: true }).click();
      await expectPicked(sportsbook, picked);
      await expect(coupon.count).toHaveText('2');
      expect(errors).toEqual([]);
    });
  }
});

test('a reload while offline, then back online, keeps the coupon', async ({
  page,
  context,
  coupon,
  sportsbook,
  errors,
}) => {
  const picked = await pickTwoOdds(page);
  await typeStake(coupon, '250');

  await context.setOffline(true);
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  await page.reload();
  await expectKept(coupon, '250');
  await expectPicked(sportsbook, picked);
  expect(errors).toEqual([]);
});
