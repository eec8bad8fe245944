import { isValidOdds, MAIN_MARKET_KINDS } from '@betshell/domain/betting';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { DEMO_SPORTS, seedDemoLine } from './demo-line';
import type { LineEvent } from '@betshell/domain/sportsbook';

describe('GET /web-api/line', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lists the seven demo sports with their line and live events, in Russian by default', async () => {
    const response = await get('/web-api/line/sports');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: 'Футбол', lineCount: 6, liveCount: 2 },
      { id: 2, name: 'Хоккей', lineCount: 6, liveCount: 2 },
      { id: 3, name: 'Баскетбол', lineCount: 3, liveCount: 1 },
      { id: 4, name: 'Теннис', lineCount: 3, liveCount: 1 },
      // Four esports disciplines, each a championship; the cyber sports' fast rounds.
      { id: 40, name: 'Киберспорт', lineCount: 12, liveCount: 4 },
      { id: 50, name: 'Киберфутбол', lineCount: 3, liveCount: 1 },
      { id: 51, name: 'Кибербаскетбол', lineCount: 3, liveCount: 1 },
    ]);
  });

  it.each([
    [
      'en',
      [
        'Football',
        'Ice hockey',
        'Basketball',
        'Tennis',
        'Esports',
        'Cyber football',
        'Cyber basketball',
      ],
    ],
    [
      'ua',
      ['Футбол', 'Хокей', 'Баскетбол', 'Теніс', 'Кіберспорт', 'Кіберфутбол', 'Кібербаскетбол'],
    ],
    [
      'kz',
      ['Футбол', 'Хоккей', 'Баскетбол', 'Теннис', 'Киберспорт', 'Киберфутбол', 'Кибербаскетбол'],
    ],
    [
      'az',
      ['Futbol', 'Xokkey', 'Basketbol', 'Tennis', 'Kibersport', 'Kiberfutbol', 'Kiberbasketbol'],
    ],
    [
      'uz',
      ['Futbol', 'Xokkey', 'Basketbol', 'Tennis', 'Kibersport', 'Kiberfutbol', 'Kiberbasketbol'],
    ],
  ])('answers the sports named in %s', async (lng, names) => {
    const sports = (await get(`/web-api/line/sports?lng=${lng}`)).json<{ name: string }[]>();
    expect(sports.map((sport) => sport.name)).toEqual(names);
  });

  it('names championships and teams in the language asked', async () => {
    const [event] = (await get('/web-api/line/events?section=live&sportId=2&lng=ua')).json<
      LineEvent[]
    >();
    expect(event?.champName).toMatch(/^(КХЛ|Швеція\. SHL)$/);
    expect([event?.home, event?.away]).not.toContain(undefined);
    const ukrainianTeams = DEMO_SPORTS.find((sport) => sport.id === 2)!.teams.map(
      (team) => team.ua,
    );
    expect(ukrainianTeams).toContain(event?.home);
    expect(ukrainianTeams).toContain(event?.away);
  });

  it('answers the live football events with 1X2, total and handicap markets at valid odds', async () => {
    const response = await get('/web-api/line/events?section=live&sportId=1&lng=en');
    expect(response.statusCode).toBe(200);
    const events = response.json<LineEvent[]>();
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatchObject({ sportId: 1, sportName: 'Football', state: 'live' });
      expect(event.markets.map((market) => [market.kind, market.outcome, market.param])).toEqual([
        [1, '1', 0],
        [1, 'X', 0],
        [1, '2', 0],
        [3, 'over', 2.5],
        [3, 'under', 2.5],
        [4, '1', -1.5],
        [4, '2', 1.5],
      ]);
      for (const market of event.markets) {
        expect(isValidOdds(market.coef)).toBe(true);
        expect(market).toMatchObject({ isBlocked: false, result: null });
      }
    }
  });

  it('gives sports without a draw a winner market of two outcomes', async () => {
    const [event] = (await get('/web-api/line/events?section=line&sportId=4')).json<LineEvent[]>();
    expect(event?.markets.filter((market) => market.kind === 2).map((m) => m.outcome)).toEqual([
      '1',
      '2',
    ]);
  });

  it('filters the line by championship, soonest first', async () => {
    const events = (await get('/web-api/line/events?section=line&champId=102')).json<LineEvent[]>();
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.champId === 102 && event.state === 'line')).toBe(true);
    const starts = events.map((event) => event.startsAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it('gives each game its championship’s country, its teams’ logos and the book’s ranking', async () => {
    const events = (await get('/web-api/line/events?section=line&lng=en')).json<LineEvent[]>();
    const countryOf = (champId: number) =>
      events.find((event) => event.champId === champId)?.country;
    expect(countryOf(101)).toEqual({ code: 'GB-ENG', name: 'England' });
    expect(countryOf(202)).toEqual({ code: 'SE', name: 'Sweden' });
    expect(countryOf(301)).toBeNull();
    const ru = (await get('/web-api/line/events?section=line&champId=102')).json<LineEvent[]>();
    expect(ru[0]?.country).toEqual({ code: 'ES', name: 'Испания' });
    for (const event of events) {
      expect(event.homeLogo).toMatch(/^\/web-api\/line\/teams\/\d+\/logo\.svg$/);
      expect(event.awayLogo).not.toBe(event.homeLogo);
      expect(event.periods).toEqual([]);
      expect(event.topRank === null || event.topRank >= 1).toBe(true);
    }
    expect(events.some((event) => event.topRank !== null)).toBe(true);
  });

  it('draws a team’s logo, kept by browsers for a year, and 404 for no team', async () => {
    const [event] = (await get('/web-api/line/events?section=line&champId=101')).json<
      LineEvent[]
    >();
    const logo = await get(event?.homeLogo ?? '');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.body).toMatch(/^<svg /);
    expect((await get('/web-api/line/teams/999999/logo.svg')).statusCode).toBe(404);
    expect((await get('/web-api/line/teams/abc/logo.svg')).statusCode).toBe(400);
  });

  it('searches sports, championships and teams in the asked language, and refuses a short query', async () => {
    const sports = (await get('/web-api/line/search?q=%D1%84%D1%83%D1%82%D0%B1&lng=ru')).json<
      { kind: string; name?: string }[]
    >();
    expect(sports[0]).toMatchObject({ kind: 'sport', name: 'Футбол' });
    const hits = (await get('/web-api/line/search?q=premier&lng=en')).json<
      { kind: string; name?: string }[]
    >();
    expect(hits[0]).toMatchObject({ kind: 'champ', name: 'England. Premier League' });
    const teams = (await get('/web-api/line/search?q=ural%20bears&lng=en')).json<
      { kind: string; event?: LineEvent }[]
    >();
    expect(teams.length).toBeGreaterThan(0);
    expect(teams.every((hit) => hit.kind === 'game')).toBe(true);
    expect(teams[0]?.event?.markets.length).toBeGreaterThan(0);
    const short = await get('/web-api/line/search?q=a');
    expect(short.statusCode).toBe(400);
  });

  it('answers one event by id, and 404 for an unknown one', async () => {
    const [first] = (await get('/web-api/line/events?section=live')).json<LineEvent[]>();
    const one = await get(`/web-api/line/events/${first?.id ?? 0}`);
    // A list carries each game's main markets; the game's own answer every market.
    const { markets, ...game } = one.json<LineEvent>();
    const { markets: listed, ...inList } = first ?? { markets: [] };
    expect(game).toEqual(inList);
    expect(markets.filter((market) => MAIN_MARKET_KINDS.includes(market.kind))).toEqual(listed);
    expect(markets.length).toBeGreaterThan(listed.length + 20);
    const missing = await get('/web-api/line/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'EVENT_NOT_FOUND' } });
  });

  it.each([
    '/web-api/line/events',
    '/web-api/line/events?section=zone',
    '/web-api/line/events?section=line&sportId=abc',
    '/web-api/line/events?section=line&champId=0',
    '/web-api/line/events?section=line&lng=fr',
    '/web-api/line/events/0',
    '/web-api/line/events/abc',
    '/web-api/line/sports?lng=de',
    '/web-api/line/results?sportId=0',
    '/web-api/line/results?champId=x',
    '/web-api/line/results?lng=xx',
  ])('answers 400 in the error body for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: unknown; message: unknown } }>();
    expect(['string', 'number']).toContain(typeof body.error.code);
    expect(typeof body.error.message).toBe('string');
  });

  it('answers the results, the latest finished event first, with every market settled', async () => {
    expect((await get('/web-api/line/results')).json()).toEqual([]);
    const live = (await get('/web-api/line/events?section=live&sportId=1&lng=en')).json<
      LineEvent[]
    >();
    const [first, second] = live;
    if (first === undefined || second === undefined) throw new Error('two live football games');
    expect(await testApp.app.lineFeed.settle(first.id, { home: 2, away: 1 })).toBe(true);
    expect(await testApp.app.lineFeed.settle(second.id, { home: 0, away: 0 })).toBe(true);

    const response = await get('/web-api/line/results?sportId=1&lng=en');
    expect(response.statusCode).toBe(200);
    const results = response.json<LineEvent[]>();
    expect(results.map((event) => [event.id, event.state, event.score])).toEqual([
      [second.id, 'finished', { home: 0, away: 0 }],
      [first.id, 'finished', { home: 2, away: 1 }],
    ]);
    expect(results[1]?.markets.slice(0, 3).map((market) => market.result)).toEqual([
      'win',
      'lose',
      'lose',
    ]);
    expect(results.every((event) => event.markets.every((market) => market.isBlocked))).toBe(true);
  });

  it('filters the results by championship and sport', async () => {
    const [latest] = (await get('/web-api/line/results')).json<LineEvent[]>();
    if (latest === undefined) throw new Error('a finished game');
    const byChamp = (await get(`/web-api/line/results?champId=${latest.champId}`)).json<
      LineEvent[]
    >();
    expect(byChamp.length).toBeGreaterThan(0);
    expect(byChamp.every((event) => event.champId === latest.champId)).toBe(true);
    expect((await get('/web-api/line/results?sportId=4')).json()).toEqual([]);
  });

  it('seeds the demo line only once', async () => {
    expect(await seedDemoLine(testApp.database, new Date())).toBe(0);
    const sports = (await get('/web-api/line/sports')).json<unknown[]>();
    expect(sports).toHaveLength(7);
  });

  it('names, at a later start, what a line seeded before lacks in a language', async () => {
    const azSports = async () =>
      (await get('/web-api/line/sports?lng=az')).json<{ name: string }[]>().map((one) => one.name);
    await testApp.database.query('update line_sports set name_az = null');
    await testApp.database.query('update line_events set home_az = null, away_az = null');
    expect((await azSports())[1]).toBe('Ice hockey');

    expect(await seedDemoLine(testApp.database, new Date())).toBe(0);

    expect((await azSports())[1]).toBe('Xokkey');
    const [unnamed] = await testApp.database.query<{ count: number }>(
      'select count(*) as count from line_events where home_az is null or away_az is null',
    );
    expect(Number(unnamed?.count)).toBe(0);
  });
});

// Over HTTP, as browsers read it: a section read again is answered before the router while the
// repository keeps it (http/kept-answers.ts), so these also prove that a change is never hidden.
describe('GET /web-api/line/events, kept until the line changes', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  const section = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as LineEvent[];
  };
  const liveFootball = () => section('/web-api/line/events?section=live&sportId=1&lng=en');
  const coefs = (events: readonly LineEvent[]) =>
    events.flatMap((event) => event.markets.map((market) => market.coef));

  it('shows the odds a feed tick moved on the next answer', async () => {
    const before = await liveFootball();
    await testApp.app.lineFeed.tick();
    const after = await liveFootball();
    expect(after.map((event) => event.id)).toEqual(before.map((event) => event.id));
    expect(coefs(after)).not.toEqual(coefs(before));
  });

  it("shows an operator's suspension and resumption on the next answer", async () => {
    const [event] = await liveFootball();
    if (event === undefined) throw new Error('a live football game');
    const suspend = (suspended: boolean) =>
      opsRequest(testApp, 'POST', `/line/events/${event.id}/suspend`, { suspended });
    expect((await suspend(true)).statusCode).toBe(200);
    const suspended = (await liveFootball()).find((one) => one.id === event.id);
    expect(suspended?.isSuspended).toBe(true);
    expect(suspended?.markets.every((market) => market.isBlocked)).toBe(true);
    expect((await suspend(false)).statusCode).toBe(200);
    expect((await liveFootball()).find((one) => one.id === event.id)?.isSuspended).toBe(false);
  });

  it('takes an event an operator settled out of the live section on the next answer', async () => {
    const [event] = await liveFootball();
    if (event === undefined) throw new Error('a live football game');
    const result = await opsRequest(testApp, 'POST', `/line/events/${event.id}/result`, {
      home: 1,
      away: 0,
    });
    expect(result.statusCode).toBe(200);
    expect((await liveFootball()).map((one) => one.id)).not.toContain(event.id);
  });

  it('keeps each query apart: the language and the filters', async () => {
    const ru = await section('/web-api/line/events?section=live&sportId=1');
    expect(ru[0]?.sportName).toBe('Футбол');
    expect((await liveFootball())[0]?.sportName).toBe('Football');
    const hockey = await section('/web-api/line/events?section=live&sportId=2&lng=en');
    expect(hockey.every((one) => one.sportId === 2)).toBe(true);
    expect((await section('/web-api/line/events?section=live&sportId=1'))[0]?.sportName).toBe(
      'Футбол',
    );
  });
});
