import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

describe('the health checks', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('answers liveness with ok', async () => {
    const response = await testApp.app.inject('/healthz');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with ok while the database answers', async () => {
    const response = await testApp.app.inject('/readyz');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  describe('once the database is gone', () => {
    beforeAll(() => testApp.database.close());

    it('answers readiness with 503 DATABASE_UNAVAILABLE', async () => {
      const response = await testApp.app.inject('/readyz');

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' },
      });
    });

    it('still answers liveness with ok', async () => {
      const response = await testApp.app.inject('/healthz');

      expect(response.statusCode).toBe(200);
    });
  });
});
