import type { Database } from '../db/database';
import { createPostgresDatabase } from '../db/postgres-database';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createPostgresTestDatabase } from '../test-support/test-database-snapshots';
import { createLineChangeHub } from './line-change-hub';
import { createLineChangesRepository } from './line-changes';
import { createLineRepository } from './line-repository';
import { seedDemoLine } from './demo-line';

// PostgreSQL only (jest.config.mjs runs a `.postgres.test.ts` file when DATABASE_URL is set): two
// instances are two connection pools on one database, which PGlite, inside one process, has not.
describe('a change of the line committed through one instance', () => {
  let drop: () => Promise<void>;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const made = await createPostgresTestDatabase(process.env.DATABASE_URL ?? '', 'migrated');
    drop = () => made.drop();
    first = await createPostgresDatabase(made.url);
    second = await createPostgresDatabase(made.url);
    await seedDemoLine(first, new Date());
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('reaches the streams of another instance, which runs no feed', async () => {
    const hub = await createLineChangeHub({
      database: second,
      changes: createLineChangesRepository(second),
    });
    const texts: string[] = [];
    let heard: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    const close = await hub.open(null, (text) => {
      texts.push(text);
      if (text.includes('event: change')) heard();
    });
    try {
      const line = createLineRepository(first);
      const [event] = (await line.openEvents()).filter((one) => one.state === 'live');
      await line.setScore(event!.id, 2, 0);
      await arrived;
      const change = texts.find((text) => text.includes('event: change'))!;
      expect(change).toContain(`"eventId":${event!.id}`);
      expect(change).toContain('"score":{"away":0,"home":2}');
    } finally {
      close?.();
      await hub.close();
    }
  });
});
