import type { Database } from './database';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';

// PostgreSQL only (jest.config.mjs runs a `.postgres.test.ts` file when DATABASE_URL is set): PGlite
// has one connection inside the process, none that can be cut.
describe('a PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database;
    await db.exec('create table ledger (id serial primary key, amount bigint not null)');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testDatabase.dispose());

  it('fails a transaction whose connection is cut between two statements, and serves the next query', async () => {
    const cut = db.transaction(async (tx) => {
      await tx.query('insert into ledger (amount) values (1)');
      const [own] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await db.query('select pg_terminate_backend($1)', [own!.pid]);
      // The connection breaks while no statement of it runs: its 'error' comes between two.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('insert into ledger (amount) values (2)');
    });

    await expect(cut).rejects.toThrow();
    expect(await db.query('select amount from ledger')).toEqual([]);
  });
});
