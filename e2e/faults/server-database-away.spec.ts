import { expect, test } from '@playwright/test';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { TcpProxy } from '../support/tcp-proxy';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/throwaway-database';
import { faultPort } from './fault-ports';
import { brokenInvariants, missingRegistrations } from './invariants';
import { startRegistrationLoad } from './registration-load';

/**
 * The database going away under load and coming back: the server's connection to a
 * throwaway PostgreSQL database runs through a proxy the test cuts, so the machine's shared server
 * keeps running for everyone else.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let database: ThrowawayDatabase;
let proxy: TcpProxy;
let site: SiteProcess;

test.beforeAll(async () => {
  database = await createThrowawayDatabase('betshell_faults_away');
  proxy = new TcpProxy(Number(new URL(database.url).port || 5432));
  await proxy.listen(faultPort(1));
  const throughProxy = new URL(database.url);
  throughProxy.port = String(faultPort(1));
  site = await startSiteProcess(faultPort(2), {
    DATABASE_URL: throughProxy.href,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await database?.drop();
});

async function ready(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${site.url}/readyz`, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, ms: Date.now() - started };
}

for (const mode of ['refuse', 'silent'] as const) {
  test(`a database that ${mode === 'refuse' ? 'refuses connections' : 'stops answering'} gets 503s without a hang, and serves again without a restart`, async () => {
    const load = startRegistrationLoad(site.url);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    proxy.cut(mode);
    // The load goes on against the missing database for a while.
    await expect.poll(async () => (await ready()).status, { timeout: 20_000 }).toBe(503);
    const during = await ready();
    expect(during.ms).toBeLessThan(6000);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    proxy.restore();
    await expect.poll(async () => (await ready()).status, { timeout: 30_000 }).toBe(200);
    const before = load.outcome.registered.length;
    await expect
      .poll(() => load.outcome.registered.length, { timeout: 30_000 })
      .toBeGreaterThan(before);
    const outcome = await load.stop();

    expect(site.child.exitCode).toBeNull();
    // Every answer came, and in time: a 503 while the database was away, never a 500.
    expect([...outcome.statuses.keys()].filter((status) => ![200, 503].includes(status))).toEqual(
      [],
    );
    expect(outcome.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(outcome.slowestMs).toBeLessThan(15_000);
    expect(await missingRegistrations(database.url, outcome.registered)).toEqual([]);
    expect(await brokenInvariants(database.url)).toEqual([]);
  });
}
