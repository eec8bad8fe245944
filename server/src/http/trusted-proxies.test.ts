import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const LIMIT = 3;
const LIMITED = '/web-api/captcha/update';
const BALANCER = '10.0.0.5';

/** Calls the rate-limited route `times` times from `remoteAddress`: the statuses. */
async function calls(
  testApp: TestApp,
  times: number,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: LIMITED,
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('behind a trusted load balancer (TRUSTED_PROXIES)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      inMemory: true,
      trustedProxies: [BALANCER],
      auth: { ...TEST_AUTH_SETTINGS, rateLimitPerAddressPerMinute: LIMIT },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('counts the limits per client the balancer names, not all its clients as one', async () => {
    expect(await calls(testApp, LIMIT + 1, BALANCER, '203.0.113.1')).toEqual([200, 200, 200, 429]);
    expect(await calls(testApp, 1, BALANCER, '203.0.113.2')).toEqual([200]);
  });

  it('does not let a client that is no balancer name another address', async () => {
    expect(await calls(testApp, LIMIT + 1, '198.51.100.9', '203.0.113.3')).toEqual([
      200, 200, 200, 429,
    ]);
    // The header named 203.0.113.3, but the calls counted against 198.51.100.9.
    expect(await calls(testApp, 1, BALANCER, '203.0.113.3')).toEqual([200]);
  });
});
