import {
  isValidOdds,
  MAIN_MARKET_KINDS,
  MARKET_KINDS,
  settleMarket,
} from '@betshell/domain/betting';
import Fastify from 'fastify';
import {
  createMigratedTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import { createTestClock, type TestClock } from '../test-support/test-clock';
import { EVENTS_PER_CHAMP, seedDemoLine, seededRandom } from './demo-line';
import { createLineFeed, LINE_FEED_TICK_MS, type FeedScheduler, type LineFeed } from './line-feed';
import { RENEW_EVERY_MS } from '../jobs/job-lease';
import { linePlugin } from './line-plugin';
import type { LineEvent } from '@betshell/domain/sportsbook';
import { createLineRepository, type LineRepository } from './line-repository';
import { createLineChangesRepository, LINE_CHANGED_CHANNEL } from './line-changes';

// A tick is dozens of statements: on a busy PostgreSQL a test of several takes more than 5 s.
jest.setTimeout(DATABASE_SETUP_TIMEOUT_MS);

describe('the live feed', () => {
  let testDatabase: TestDatabase;
  let repository: LineRepository;
  let clock: TestClock;
  let feed: LineFeed;

  beforeEach(async () => {
    testDatabase = await createMigratedTestDatabase();
    clock = createTestClock(new Date('2026-11-22T12:00:00Z'));
    await seedDemoLine(testDatabase.database, clock.now());
    repository = createLineRepository(testDatabase.database);
    feed = createLineFeed({
      database: testDatabase.database,
      repository,
      clock: clock.now,
      random: seededRandom(42),
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => testDatabase.dispose());

  const coefs = (events: readonly LineEvent[]) =>
    events.flatMap((event) => event.markets.map((market) => market.coef));

  it('moves live odds by at most 4% a tick, keeping them valid, and leaves the line alone', async () => {
    const liveBefore = await repository.events('en', { section: 'live' });
    const lineBefore = await repository.events('en', { section: 'line' });
    await feed.tick();
    const liveAfter = coefs(await repository.events('en', { section: 'live' }));
    expect(liveAfter).not.toEqual(coefs(liveBefore));
    coefs(liveBefore).forEach((before, index) => {
      const after = liveAfter[index] ?? 0;
      expect(isValidOdds(after)).toBe(true);
      expect(Math.abs(after - before) / before).toBeLessThanOrEqual(0.0401);
    });
    expect(coefs(await repository.events('en', { section: 'line' }))).toEqual(coefs(lineBefore));
  });

  it('scores in live games as ticks go by', async () => {
    for (let i = 0; i < 5; i += 1) await feed.tick();
    const live = await repository.events('en', { section: 'live', sportId: 3 });
    expect(live.some((event) => event.score.home + event.score.away > 0)).toBe(true);
  });

  it('writes each score in the period under way, so the periods add up to the score', async () => {
    for (let i = 0; i < 5; i += 1) await feed.tick();
    const live = await repository.events('en', { section: 'live' });
    const scored = live.filter((event) => event.score.home + event.score.away > 0);
    expect(scored.length).toBeGreaterThan(0);
    for (const event of live) {
      const sum = (side: 'home' | 'away') =>
        event.periods.reduce((total, period) => total + period[side], 0);
      expect({ home: sum('home'), away: sum('away') }).toEqual(event.score);
    }
    // Basketball 20 minutes in (the seeded game started 20 minutes ago): the second quarter.
    const basketball = scored.find((event) => event.sportId === 3);
    expect(basketball?.periods).toHaveLength(2);
  });

  it('sends a step of live play as one batch: each live game once, with its new score and odds', async () => {
    const db = testDatabase.database;
    const heard: (string | null)[] = [];
    const stopListening = await db.listen(LINE_CHANGED_CHANNEL, (payload) => heard.push(payload));
    try {
      for (let i = 0; i < 5; i += 1) {
        const [before] = await db.query<{ latest: number }>(
          'select coalesce(max(version), 0)::int as latest from line_changes',
        );
        const live = (await repository.openEvents()).filter((event) => event.state === 'live');
        heard.length = 0;
        await feed.tick();
        const rows = await db.query<{ version: number; event_id: number }>(
          'select version::int, event_id from line_changes where version > $1 order by version',
          [before?.latest ?? 0],
        );
        // No game is started, ended or added in these steps: only live play.
        expect(rows.map((row) => row.event_id).sort((a, b) => a - b)).toEqual(
          live.map((event) => event.id),
        );
        // On PostgreSQL a notification reaches the listening connection after the commit, not
        // with it: wait for it, and a moment more for any second one a second batch would send.
        for (let waited = 0; heard.length === 0 && waited < 5_000; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard).toEqual([String(rows.at(-1)?.version)]);
        const changes = await createLineChangesRepository(db).after(before?.latest ?? 0);
        for (const change of changes.map((one) => one.change)) {
          const now = await repository.event('en', change.eventId);
          expect(change.score).toEqual(now?.score);
          expect(change.markets.map((market) => market.coef)).toEqual(
            now?.markets.map((market) => market.coef),
          );
        }
      }
      // Scores moved in these steps, and went out in the same batch as the odds.
      const live = await repository.events('en', { section: 'live' });
      expect(live.some((event) => event.score.home + event.score.away > 0)).toBe(true);
    } finally {
      await stopListening();
    }
  });

  it('starts an event when its start time comes', async () => {
    const [next] = await repository.events('en', { section: 'line', champId: 101 });
    clock.advance(46 * 60_000);
    await feed.tick();
    expect((await repository.event('en', next?.id ?? 0))?.state).toBe('live');
  });

  it('ends a game after its time, enters every market result, and opens a new event in its place', async () => {
    const [game] = await repository.events('en', { section: 'live', sportId: 40 });
    clock.advance(41 * 60_000);
    await feed.tick();
    const finished = await repository.event('en', game?.id ?? 0);
    expect(finished?.state).toBe('finished');
    for (const market of finished?.markets ?? []) {
      expect(market.isBlocked).toBe(true);
      expect(market.result).toBe(
        settleMarket(market, {
          score: finished?.score ?? { home: 0, away: 0 },
          periods: finished?.periods ?? [],
          stats: finished?.stats ?? null,
        }),
      );
    }
    const open = [
      ...(await repository.events('en', { section: 'line', champId: 4001 })),
      ...(await repository.events('en', { section: 'live', champId: 4001 })),
    ];
    expect(open).toHaveLength(EVENTS_PER_CHAMP);
  });

  it('settles an event by the result it is given, once', async () => {
    const [game] = await repository.events('en', { section: 'live', sportId: 1 });
    expect(await feed.settle(game?.id ?? 0, { home: 2, away: 1 })).toBe(true);
    const settled = await repository.event('en', game?.id ?? 0);
    expect(settled?.score).toEqual({ home: 2, away: 1 });
    const main = settled?.markets.filter((market) => MAIN_MARKET_KINDS.includes(market.kind));
    expect(main?.map((market) => [market.outcome, market.param, market.result])).toEqual([
      ['1', 0, 'win'],
      ['X', 0, 'lose'],
      ['2', 0, 'lose'],
      ['over', 2.5, 'win'],
      ['under', 2.5, 'lose'],
      ['1', -1.5, 'lose'],
      ['2', 1.5, 'win'],
    ]);
    // The deeper markets by the same rules; those on what the feed did not keep of this game (its
    // scorers, periods adding up to 2:1) are void.
    const resultOf = (kind: number, outcome: string) =>
      settled?.markets.find((market) => market.kind === kind && market.outcome === outcome)?.result;
    expect([
      resultOf(MARKET_KINDS.bothTeamsToScore, 'yes'),
      resultOf(MARKET_KINDS.correctScore, '2:1'),
      resultOf(MARKET_KINDS.doubleChance, 'X2'),
      resultOf(MARKET_KINDS.playerToScore, 'home:9'),
      resultOf(MARKET_KINDS.period1Result, '1'),
    ]).toEqual(['win', 'win', 'lose', 'void', 'void']);
    expect(await feed.settle(game?.id ?? 0, { home: 0, away: 0 })).toBe(false);
    expect(await feed.settle(999999, { home: 0, away: 0 })).toBe(false);
  });

  it('ends every other game of a step when one game fails, logs that one, and ends it at the next step', async () => {
    const live = await repository.events('en', { section: 'live' });
    const [failing, ...others] = live.map((event) => event.id).sort((a, b) => a - b);
    const failures: { error: unknown; eventId?: number }[] = [];
    let broken = true;
    const flaky = createLineFeed({
      database: testDatabase.database,
      repository: {
        ...repository,
        finishEvent: (id, ...rest) =>
          broken && id === failing
            ? Promise.reject(new Error('the database refused this one'))
            : repository.finishEvent(id, ...rest),
      },
      clock: clock.now,
      random: seededRandom(42),
      log: (error, eventId) => failures.push({ error, eventId }),
    });
    // Past the scheduled end of every game that is live now (football's 110 minutes at most).
    clock.advance(120 * 60_000);
    await flaky.tick();
    const state = async (id: number) => (await repository.event('en', id))?.state;
    expect(await state(failing!)).toBe('live');
    for (const id of others) expect([id, await state(id)]).toEqual([id, 'finished']);
    expect(failures).toEqual([{ error: expect.any(Error) as unknown, eventId: failing }]);
    broken = false;
    await flaky.tick();
    expect(await state(failing!)).toBe('finished');
  });

  it('blocks every market of a suspended event until it is resumed', async () => {
    const [game] = await repository.events('en', { section: 'line', sportId: 2 });
    expect(await repository.suspendEvent(game?.id ?? 0, true)).toBe(true);
    const suspended = await repository.event('en', game?.id ?? 0);
    expect(suspended?.isSuspended).toBe(true);
    expect(suspended?.markets.every((market) => market.isBlocked)).toBe(true);
    await repository.suspendEvent(game?.id ?? 0, false);
    expect((await repository.event('en', game?.id ?? 0))?.markets.every((m) => !m.isBlocked)).toBe(
      true,
    );
  });
});

describe('the line plugin', () => {
  it(
    'runs the feed every five seconds from start-up under its lease, and stops both when the app closes',
    async () => {
      const testDatabase = await createMigratedTestDatabase();
      await seedDemoLine(testDatabase.database, new Date());
      const timers: { ms: number; task: () => void; cancelled: boolean }[] = [];
      const scheduler: FeedScheduler = {
        every(ms, task) {
          const timer = { ms, task, cancelled: false };
          timers.push(timer);
          return () => void (timer.cancelled = true);
        },
      };
      const app = Fastify();
      await app.register(linePlugin, {
        database: testDatabase.database,
        clock: () => new Date(),
        scheduler,
        random: seededRandom(1),
      });
      await app.ready();
      try {
        // The lease's renewals, and the feed's steps (jobs/job-lease.ts).
        expect(timers.map((timer) => timer.ms)).toEqual([RENEW_EVERY_MS, LINE_FEED_TICK_MS]);
        const before = await app.inject({ url: '/web-api/line/events?section=live' });
        await app.lineFeed.tick();
        const after = await app.inject({ url: '/web-api/line/events?section=live' });
        expect(after.json()).not.toEqual(before.json());
        const leases = await testDatabase.database.query<{ name: string }>(
          'select name from job_leases',
        );
        expect(leases.map((lease) => lease.name)).toEqual(['line-feed']);
        await app.close();
        // Given up at closing, so another instance takes the feed at once.
        expect(await testDatabase.database.query('select name from job_leases')).toEqual([]);
      } finally {
        await app.close();
        await testDatabase.dispose();
      }
      expect(timers.map((timer) => timer.cancelled)).toEqual([true, true]);
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
