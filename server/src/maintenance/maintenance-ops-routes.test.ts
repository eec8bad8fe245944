import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const OFF = DEFAULT_SITE_CONFIG.maintenance;

describe('maintenance in the operator API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  beforeEach(async () => {
    await testApp.database.query(
      `update site_config set value = $1::jsonb where key = 'maintenance'`,
      [JSON.stringify(OFF)],
    );
    testApp.logs.length = 0;
  });

  const switchMaintenance = (payload: object) =>
    opsRequest(testApp, 'POST', '/maintenance', payload);
  const status = () => opsRequest(testApp, 'GET', '/maintenance');
  const siteMaintenance = async () =>
    (await testApp.app.inject('/bff-api/config/all.json?lang=ru')).json<{ maintenance: unknown }>()
      .maintenance;

  it('answers the state: off out of the box', async () => {
    const response = await status();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maintenance: OFF, on: false, noticeDue: false });
  });

  it('switches on with the dates given, as UTC instants, and the site config says so', async () => {
    const response = await switchMaintenance({
      on: true,
      startedAt: '2036-11-22T10:00:00+03:00',
      endedAt: '2036-11-22T12:00:00Z',
      notifyFrom: '2036-11-20T00:00:00Z',
      notifyUntil: '2036-11-22T12:00:00Z',
    });

    const maintenance = {
      started_at: '2036-11-22T07:00:00.000Z',
      ended_at: '2036-11-22T12:00:00.000Z',
      notify_started_at: '2036-11-20T00:00:00.000Z',
      notify_ended_at: '2036-11-22T12:00:00.000Z',
      isActive: true,
      web_state: false,
    };
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ previous: OFF, maintenance, on: true, noticeDue: false });
    expect(await siteMaintenance()).toEqual(maintenance);
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'ops: maintenance switched on',
        previous: OFF,
        maintenance,
      }),
    );
  });

  it('switches on from now when no start is given, keeping dates planned beforehand', async () => {
    await testApp.database.query(
      `update site_config set value = jsonb_set(value, '{ended_at}', '"2030-01-01T00:00:00.000Z"') where key = 'maintenance'`,
    );
    const before = Date.now();

    const response = await switchMaintenance({ on: true });

    const { maintenance } = response.json<{ maintenance: { started_at: string } }>();
    expect(Date.parse(maintenance.started_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(maintenance).toMatchObject({ isActive: true, ended_at: '2030-01-01T00:00:00.000Z' });
  });

  it('says whether browsers show the notice now', async () => {
    const hour = 3_600_000;
    await switchMaintenance({
      on: true,
      notifyFrom: new Date(Date.now() - hour).toISOString(),
      notifyUntil: new Date(Date.now() + hour).toISOString(),
    });

    expect((await status()).json()).toMatchObject({ on: true, noticeDue: true });
  });

  it('switches off, clearing isActive and every date, and logs it', async () => {
    await switchMaintenance({
      on: true,
      endedAt: '2030-01-01T00:00:00Z',
      notifyFrom: '2029-12-31T00:00:00Z',
    });

    const response = await switchMaintenance({ on: false });

    expect(response.json()).toMatchObject({ maintenance: OFF, on: false });
    expect(await siteMaintenance()).toEqual(OFF);
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({ msg: 'ops: maintenance switched off' }),
    );
  });

  it('keeps web_state, and says the site stays in maintenance while it is set', async () => {
    await testApp.database.query(
      `update site_config set value = jsonb_set(value, '{web_state}', 'true') where key = 'maintenance'`,
    );

    const response = await switchMaintenance({ on: false });

    expect(response.json()).toMatchObject({
      maintenance: { isActive: false, web_state: true },
      on: true,
    });
  });

  it.each([
    ['a date that is not an ISO instant', { on: true, startedAt: '22.11.2026' }],
    ['a date without a time zone', { on: true, endedAt: '2036-11-22T10:00:00' }],
    ['on as text', { on: 'true' }],
    ['no on', { startedAt: '2036-11-22T10:00:00Z' }],
    ['a field it does not know', { on: true, until: '2036-11-22T10:00:00Z' }],
  ])('answers 400 BAD_REQUEST for %s', async (_case, payload) => {
    const response = await switchMaintenance(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(await siteMaintenance()).toEqual(OFF);
  });

  it('refuses dates when switching off', async () => {
    const response = await switchMaintenance({ on: false, endedAt: '2036-11-22T10:00:00Z' });

    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Dates are given only when switching maintenance on' },
    });
  });

  it('refuses an end before the start, and changes nothing', async () => {
    const response = await switchMaintenance({
      on: true,
      startedAt: '2036-11-22T10:00:00Z',
      endedAt: '2036-11-22T09:00:00Z',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_MAINTENANCE',
        message:
          'Maintenance cannot be switched: the end (2036-11-22T09:00:00.000Z) must come after the start (2036-11-22T10:00:00.000Z)',
      },
    });
    expect(await siteMaintenance()).toEqual(OFF);
  });

  it('replaces a maintenance value broken by hand', async () => {
    await testApp.database.query(`update site_config set value = '"on"' where key = 'maintenance'`);
    const broken = await status();

    const response = await switchMaintenance({ on: true, startedAt: '2036-11-22T10:00:00Z' });

    expect(broken.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      previous: OFF,
      maintenance: { isActive: true },
      on: true,
    });
  });
});
