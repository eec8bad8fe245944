import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { TEST_AUTH_SETTINGS } from '../../test-support/auth-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../test-support/create-test-database';
import { REDIS_RATE_LIMIT_PREFIX } from './shared-rate-limit-store';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const LIMIT = 3;
const LIMITED = '/web-api/captcha/update';

/** Calls a rate-limited route LIMIT + 1 times from one address: statuses and the slowest call. */
async function burst(testApp: TestApp, address: string) {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i <= LIMIT; i++) {
    const started = performance.now();
    const response = await testApp.app.inject({
      method: 'GET',
      url: LIMITED,
      remoteAddress: address,
    });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.push(response.statusCode);
  }
  return { statuses, slowestMs };
}

describe('rate limits with Redis out of reach', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      auth: {
        ...TEST_AUTH_SETTINGS,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        rateLimitPerAddressPerMinute: LIMIT,
      },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answer every limited call within a second, and still refuse the call over the limit', async () => {
    const { statuses, slowestMs } = await burst(testApp, '10.9.0.1');

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(slowestMs).toBeLessThan(1000);
  });
});

describe('rate limits in Redis', () => {
  let redisServer: ChildProcess;
  let redis: Redis;
  let testApp: TestApp;
  beforeAll(async () => {
    const port = await closedPort();
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 20 });
    await redis.ping();
    testApp = await buildTestApp({
      auth: {
        ...TEST_AUTH_SETTINGS,
        redisUrl: `redis://127.0.0.1:${port}`,
        rateLimitPerAddressPerMinute: LIMIT,
      },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    redis.disconnect();
    redisServer.kill();
  });

  it('count under keys named after the limit and the address, with the window as their life', async () => {
    // The app's client connects in the background; the limit is kept in the database meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { statuses } = await burst(testApp, '10.9.0.2');
    const keys = await redis.keys('*');

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(keys).toEqual([`${REDIS_RATE_LIMIT_PREFIX}address:10.9.0.2`]);
    expect(await redis.get(keys[0]!)).toBe(String(LIMIT + 1));
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(50_000);
  });
});
