import { MAIN_MARKET_KINDS, MARKET_KINDS } from '@betshell/domain/betting';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import type { LineEvent } from '@betshell/domain/sportsbook';

describe('operator routes of the line', () => {
  let testApp: TestApp;
  let live: LineEvent[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    live = (await testApp.app.inject({ url: '/web-api/line/events?section=live&sportId=1' })).json<
      LineEvent[]
    >();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('enters a result, settling every market, and refuses a second one with 409', async () => {
    const id = live[0]?.id ?? 0;
    const response = await opsRequest(testApp, 'POST', `/line/events/${id}/result`, {
      home: 0,
      away: 0,
    });
    expect(response.statusCode).toBe(200);
    const { event } = response.json<{ event: LineEvent }>();
    expect(event.state).toBe('finished');
    const main = event.markets.filter((market) => MAIN_MARKET_KINDS.includes(market.kind));
    expect(main.map((market) => market.result)).toEqual([
      'lose',
      'win',
      'lose',
      'lose',
      'win',
      'lose',
      'win',
    ]);
    // Every deeper market has its result too: a goalless game's total is even.
    expect(event.markets.every((market) => market.result !== null)).toBe(true);
    expect(
      event.markets.find(
        (market) => market.kind === MARKET_KINDS.oddEven && market.outcome === 'even',
      )?.result,
    ).toBe('win');
    const again = await opsRequest(testApp, 'POST', `/line/events/${id}/result`, {
      home: 1,
      away: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'EVENT_FINISHED' } });
  });

  it('suspends and resumes an event', async () => {
    const id = live[1]?.id ?? 0;
    const suspended = await opsRequest(testApp, 'POST', `/line/events/${id}/suspend`, {
      suspended: true,
    });
    expect(suspended.json<{ event: LineEvent }>().event.isSuspended).toBe(true);
    const shown = await testApp.app.inject({ url: `/web-api/line/events/${id}` });
    expect(shown.json<LineEvent>().markets.every((market) => market.isBlocked)).toBe(true);
    const resumed = await opsRequest(testApp, 'POST', `/line/events/${id}/suspend`, {
      suspended: false,
    });
    expect(resumed.json<{ event: LineEvent }>().event.isSuspended).toBe(false);
  });

  it.each([
    ['an unknown event', '/line/events/999999/result', { home: 1, away: 0 }, 404],
    ['a negative score', '/line/events/1/result', { home: -1, away: 0 }, 400],
    ['a score as text', '/line/events/1/result', { home: '1', away: 0 }, 400],
    ['a missing flag', '/line/events/1/suspend', {}, 400],
  ])('refuses %s', async (_, path, body, status) => {
    expect((await opsRequest(testApp, 'POST', path, body)).statusCode).toBe(status);
  });

  it('needs the operator token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/ops-api/v1/line/events/1/suspend',
      payload: { suspended: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
