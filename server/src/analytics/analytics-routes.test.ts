import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('the analytics collector', () => {
  let testApp: TestApp;
  let visitor: TestVisitor;

  beforeAll(async () => {
    testApp = await buildTestApp();
    visitor = createTestVisitor(testApp.app);
    await visitor.get('/web-api/session');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  afterEach(async () => {
    await testApp.database.query('delete from analytics_events');
    await testApp.database.query('delete from web_vitals');
    await testApp.database.query('delete from analytics_counters');
  });

  const stored = () =>
    testApp.database.query<{ event_id: number; label: string | null; path: string }>(
      'select event_id, label, path from analytics_events order by id',
    );

  it('stores events by their numeric ids and answers 204', async () => {
    const response = await visitor.post('/web-api/analytics/events', {
      events: [
        { id: 1, path: '/ru/', at: Date.UTC(2026, 10, 22, 12) },
        { id: 41, label: 'security', path: '/ru/office/security', at: Date.UTC(2026, 10, 22, 12) },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([
      { event_id: 1, label: null, path: '/ru/' },
      { event_id: 41, label: 'security', path: '/ru/office/security' },
    ]);
  });

  it('refuses an id the catalogue does not know with a 400 naming it, and stores nothing', async () => {
    const response = await visitor.post('/web-api/analytics/events', {
      events: [
        { id: 1, path: '/ru/', at: 0 },
        { id: 999, path: '/ru/', at: 0 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'ANALYTICS_EVENT_UNKNOWN', details: { ids: [999] } },
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['no events', { events: [] }],
    ['a name instead of an id', { events: [{ id: 'login', path: '/ru/', at: 0 }] }],
    ['a path that is no path', { events: [{ id: 1, path: 'ru', at: 0 }] }],
    ['an unknown field', { events: [{ id: 1, path: '/ru/', at: 0, player: 5 }] }],
    [
      'too many at once',
      { events: Array.from({ length: 101 }, () => ({ id: 1, path: '/', at: 0 })) },
    ],
  ])('answers 400, never 500, for %s', async (_case, body) => {
    const response = await visitor.post('/web-api/analytics/events', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error.code');
  });

  it('refuses a write without the CSRF token', async () => {
    const response = await visitor.request({
      method: 'POST',
      url: '/web-api/analytics/events',
      payload: { events: [{ id: 1, path: '/ru/', at: 0 }] },
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
  });

  it('takes performance reports, and the operator reads the p75 of each vital per route', async () => {
    for (const lcp of [1000, 2000, 3000, 4000]) {
      const response = await visitor.post('/web-api/analytics/vitals', {
        route: 'home',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'CLS', value: 0.05 },
        ],
      });
      expect(response.statusCode).toBe(204);
    }
    await visitor.post('/web-api/analytics/vitals', {
      route: 'casino',
      metrics: [{ name: 'TTFB', value: 120 }],
    });

    const answer = await opsRequest(testApp, 'GET', '/analytics/vitals');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      routes: [
        { route: 'casino', p75: { TTFB: 120 }, samples: { TTFB: 1 } },
        { route: 'home', p75: { LCP: 3000, CLS: 0.05 }, samples: { LCP: 4, CLS: 4 } },
      ],
    });
  });

  it.each([
    ['an unknown vital', { route: 'home', metrics: [{ name: 'FID', value: 1 }] }],
    ['a negative value', { route: 'home', metrics: [{ name: 'LCP', value: -1 }] }],
    [
      'a vital twice',
      {
        route: 'home',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ],
    ['a route that is no route name', { route: '/ru/<x>', metrics: [{ name: 'LCP', value: 1 }] }],
  ])('refuses a performance report with %s', async (_case, body) => {
    const response = await visitor.post('/web-api/analytics/vitals', body);
    expect(response.statusCode).toBe(400);
  });

  it('lists the counters of a domain and project, with those that match every one', async () => {
    const add = (body: object) => opsRequest(testApp, 'POST', '/analytics/counters', body);
    expect(
      (await add({ id: 8, key: '4242', scriptUrl: '/ym.js', domain: 'bet.example', projectId: 1 }))
        .statusCode,
    ).toBe(200);
    await add({ id: 4, key: 'px', scriptUrl: 'https://static.example/tw.js' });
    await add({ id: 1, key: 'G-OTHER', scriptUrl: '/gtag.js', domain: 'other.example' });
    await add({ id: 1, key: 'G-PROJECT2', scriptUrl: '/gtag.js', projectId: 2 });

    const response = await visitor.get(
      '/web-api/analytics/counters?domain=BET.example&projectId=1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      counters: [
        { id: 8, key: '4242', scriptUrl: '/ym.js' },
        { id: 4, key: 'px', scriptUrl: 'https://static.example/tw.js' },
      ],
    });
  });

  it('answers 400 for a counter list without its domain or project', async () => {
    expect((await visitor.get('/web-api/analytics/counters?projectId=1')).statusCode).toBe(400);
    expect(
      (await visitor.get('/web-api/analytics/counters?domain=a.b&projectId=x')).statusCode,
    ).toBe(400);
  });

  it('lets an operator remove a counter, and answers 404 for one that is not there', async () => {
    const added = await opsRequest(testApp, 'POST', '/analytics/counters', {
      id: 8,
      key: '1',
      scriptUrl: '/ym.js',
    });
    const { rowId } = added.json<{ counter: { rowId: number } }>().counter;
    expect((await opsRequest(testApp, 'DELETE', `/analytics/counters/${rowId}`)).json()).toEqual({
      removed: true,
    });
    expect((await opsRequest(testApp, 'DELETE', `/analytics/counters/${rowId}`)).statusCode).toBe(
      404,
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/x.js', 'data:text/javascript,1'])(
    'refuses a counter script at %s',
    async (scriptUrl) => {
      const response = await opsRequest(testApp, 'POST', '/analytics/counters', {
        id: 8,
        key: '1',
        scriptUrl,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('tells the operator how many of each event the collector took', async () => {
    await visitor.post('/web-api/analytics/events', {
      events: [
        { id: 21, path: '/ru/', at: 0 },
        { id: 21, path: '/ru/', at: 0 },
        { id: 1, path: '/ru/', at: 0 },
      ],
    });
    expect((await opsRequest(testApp, 'GET', '/analytics/events?hours=1')).json()).toEqual({
      events: [
        { eventId: 1, count: 1 },
        { eventId: 21, count: 2 },
      ],
    });
  });
});
