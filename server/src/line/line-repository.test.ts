import {
  createMigratedTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import { seedDemoLine } from './demo-line';
import { createLineRepository, forgetLineEvents } from './line-repository';

describe('the kept answers of the line', () => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createMigratedTestDatabase();
    await seedDemoLine(testDatabase.database, new Date('2026-11-22T12:00:00Z'));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => testDatabase.dispose());

  const liveCoef = async (repository: ReturnType<typeof createLineRepository>) =>
    (await repository.events('en', { section: 'live', sportId: 1 }))[0]?.markets[0]?.coef;

  it('answers a change this process cannot see only once the answers are dropped', async () => {
    const { database } = testDatabase;
    const repository = createLineRepository(database);
    const before = await liveCoef(repository);
    // As psql or another instance would (shown within LINE_EVENTS_CACHE_TTL_MS in production).
    await database.query(
      `update line_markets set coef_milli = coef_milli + 10
        where id = (select min(m.id) from line_markets m join line_events e on e.id = m.event_id
                     where e.state = 'live' and e.sport_id = 1)`,
    );
    expect(await liveCoef(repository)).toBe(before);
    forgetLineEvents(database);
    expect(await liveCoef(repository)).toBeCloseTo((before ?? 0) + 0.01, 3);
  });

  it('shares the kept answers between the repositories of one database', async () => {
    const { database } = testDatabase;
    const reader = createLineRepository(database);
    const writer = createLineRepository(database);
    const [event] = await reader.events('en', { section: 'live', sportId: 1 });
    if (event === undefined) throw new Error('a live football game');
    expect(await writer.suspendEvent(event.id, true)).toBe(true);
    const [after] = await reader.events('en', { section: 'live', sportId: 1 });
    expect(after?.isSuspended).toBe(true);
  });

  it('shares one read between concurrent callers and keeps one per query', async () => {
    const repository = createLineRepository(testDatabase.database);
    const [first, second] = await Promise.all([
      repository.events('en', { section: 'line' }),
      repository.events('en', { section: 'line' }),
    ]);
    expect(second).toBe(first);
    expect(await repository.events('en', { section: 'line' })).toBe(first);
    expect(await repository.events('ru', { section: 'line' })).not.toBe(first);
    expect(await repository.events('en', { section: 'line', sportId: 2 })).not.toBe(first);
  });
});
