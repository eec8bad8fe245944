import { expect, test } from '@playwright/test';
import { HttpVisitor } from '../support/http-visitor';
import { startSiteProcess } from '../support/site-process';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/throwaway-database';
import { faultPort } from './fault-ports';
import { brokenInvariants, missingRegistrations } from './invariants';
import { startRegistrationLoad } from './registration-load';

/**
 * The server killed with SIGKILL in the middle of its writes, then started again on the same
 * database. Today's writes are registrations and sessions; bet placements and deposits
 * join the load (registration-load.ts) and their ledger rules join invariants.ts when they land.
 */
test.describe.configure({ timeout: 180_000 });

let database: ThrowawayDatabase;

test.beforeAll(async () => {
  database = await createThrowawayDatabase('betshell_faults_kill');
});

test.afterAll(async () => {
  await database?.drop();
});

test('a server killed mid-load leaves every answered write whole, and starts again on the same database', async () => {
  const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000' };
  const registered: number[] = [];
  for (const round of [0, 1]) {
    const site = await startSiteProcess(faultPort(3), env);
    const load = startRegistrationLoad(site.url);
    await expect.poll(() => load.outcome.registered.length, { timeout: 30_000 }).toBeGreaterThan(3);
    // Mid-load: the workers have requests in flight.
    await new Promise((resolve) => setTimeout(resolve, 300 + round * 400));
    await site.kill();
    const outcome = await load.stop();
    registered.push(...outcome.registered);
    expect(outcome.statuses.get(0) ?? 0, 'some requests were cut short').toBeGreaterThan(0);
    expect(await brokenInvariants(database.url)).toEqual([]);
  }

  const restarted = await startSiteProcess(faultPort(3), env);
  try {
    expect(await missingRegistrations(database.url, registered)).toEqual([]);
    const visitor = await HttpVisitor.signedIn(restarted.url);
    const token = await visitor.request('GET', '/web-api/user/gettoken?force_refresh=true');
    expect(token.status).toBe(200);
  } finally {
    await restarted.stop();
  }
  expect(await brokenInvariants(database.url)).toEqual([]);
});
