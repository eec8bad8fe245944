import { expect, test } from '@playwright/test';
import { startSiteProcess } from '../support/site-process';
import {
  createThrowawayDatabase,
  queryDatabase,
  type ThrowawayDatabase,
} from '../support/throwaway-database';
import { fundedBettor, startBetLoad } from './bet-load';
import { faultPort } from './fault-ports';
import { brokenInvariants } from './invariants';

/**
 * The server killed with SIGKILL while players place coupons and an operator enters results, so
 * stakes are being taken and payouts credited: every answered coupon is whole, no stake
 * or payout exists without its coupon, and the server starts again on the same database.
 */
test.describe.configure({ timeout: 180_000 });

const OPS_TOKEN = 'bets-kill-operator-token-0123456789';
let database: ThrowawayDatabase;

test.beforeAll(async () => {
  database = await createThrowawayDatabase('betshell_faults_bets');
});

test.afterAll(async () => {
  await database?.drop();
});

test('a server killed while coupons are placed and settled leaves every coupon and its money whole', async () => {
  const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000', OPS_TOKEN };
  const placed: number[] = [];
  let site = await startSiteProcess(faultPort(6), env);
  const bettors = await Promise.all(
    Array.from({ length: 4 }, () => fundedBettor(site.url, 10_000_000)),
  );
  for (const round of [0, 1]) {
    if (round > 0) site = await startSiteProcess(faultPort(6), env);
    const load = startBetLoad(site.url, bettors, OPS_TOKEN);
    await expect.poll(() => load.outcome.placed.length, { timeout: 30_000 }).toBeGreaterThan(5);
    // Payouts too: the first kill comes after the operator's first result, not before it (a fast
    // server placed six coupons before the first result, and nothing had settled when it died).
    // The second round may find every line event already resulted, so it waits for coupons only.
    if (round === 0) {
      await expect.poll(() => load.outcome.resultsEntered, { timeout: 30_000 }).toBeGreaterThan(0);
    }
    // Mid-load: coupons and results are in flight.
    await new Promise((resolve) => setTimeout(resolve, 300 + round * 400));
    await site.kill();
    const outcome = await load.stop();
    placed.push(...outcome.placed);
    expect(outcome.statuses.get(0) ?? 0, 'some requests were cut short').toBeGreaterThan(0);
    expect(await brokenInvariants(database.url)).toEqual([]);
  }

  const rows = await queryDatabase<{ id: string; player_id: string }>(
    database.url,
    `select id, player_id from coupons where id in (${placed.map(Number).join(',')})`,
  );
  expect(rows.map((row) => Number(row.id)).sort()).toEqual([...new Set(placed)].sort());
  const settled = await queryDatabase<{ n: string }>(
    database.url,
    `select count(*) as n from coupons where state <> 'open'`,
  );
  expect(Number(settled[0]?.n), 'results settled some coupons under the load').toBeGreaterThan(0);

  const restarted = await startSiteProcess(faultPort(6), env);
  try {
    // A coupon is shown to its own player only (another's answers 404), so its owner asks.
    const [first] = rows;
    const owner = bettors.find((bettor) => bettor.userId === Number(first?.player_id));
    expect(owner, 'the first coupon belongs to one of the bettors').toBeDefined();
    const again = await owner!.visitor.request('GET', `/web-api/coupon/${first?.id}`);
    expect(again.status).toBe(200);
  } finally {
    await restarted.stop();
  }
  expect(await brokenInvariants(database.url)).toEqual([]);
});
