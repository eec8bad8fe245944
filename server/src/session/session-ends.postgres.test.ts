import type { Database } from '../db/database';
import { createPostgresDatabase } from '../db/postgres-database';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createPostgresTestDatabase } from '../test-support/test-database-snapshots';
import { createSessionRepository, followSessionEnds } from './session-repository';

// PostgreSQL only (jest.config.mjs runs a `.postgres.test.ts` file when DATABASE_URL is set): two
// instances are two connection pools on one database, which PGlite, inside one process, has not.
describe('a session ended through one instance', () => {
  let drop: () => Promise<void>;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const made = await createPostgresTestDatabase(process.env.DATABASE_URL ?? '', 'migrated');
    drop = () => made.drop();
    first = await createPostgresDatabase(made.url);
    second = await createPostgresDatabase(made.url);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('is refused by another at once, not when its memory of the session runs out', async () => {
    const [player] = await first.query<{ id: number }>(
      `insert into players (registration_type, currency, created_at)
       values ('one_click', 'RUB', now()) returning id`,
    );
    const sessions = {
      first: createSessionRepository(first),
      second: createSessionRepository(second),
    };
    await sessions.first.add({
      id: 'ended-elsewhere',
      playerId: player!.id,
      createdAt: new Date(),
      persistent: false,
      address: '127.0.0.1',
    });
    // The second instance reads the session and keeps it in memory.
    expect((await sessions.second.byId('ended-elsewhere'))?.endedAt).toBeNull();
    let heard: () => void = () => undefined;
    const notified = new Promise<void>((resolve) => (heard = resolve));
    const stopFollowing = await followSessionEnds(second, (id) => {
      if (id === 'ended-elsewhere') heard();
    });
    try {
      await sessions.first.end('ended-elsewhere', new Date(), 'logout');
      await notified;
      // Well within the memory's second: the notification dropped it.
      expect((await sessions.second.byId('ended-elsewhere'))?.endedAt).not.toBeNull();
    } finally {
      await stopFollowing();
    }
  });
});
