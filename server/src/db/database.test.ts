import type { Database } from './database';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';

describe('a database (PGlite, or PostgreSQL when DATABASE_URL is set)', () => {
  let testDatabase: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database;
    await db.exec(`
      create table ledger (id serial primary key, amount bigint not null);
      create table days (day date not null);
    `);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testDatabase.dispose());

  beforeEach(() => db.exec('truncate ledger; truncate days'));

  it('answers the rows of a query with parameters', async () => {
    await db.query('insert into ledger (amount) values ($1), ($2)', [150, 250]);

    const rows = await db.query<{ amount: number }>(
      'select amount from ledger where amount > $1 order by amount',
      [100],
    );

    expect(rows).toEqual([{ amount: 150 }, { amount: 250 }]);
  });

  it('reads bigint values, sums and counts as numbers on both backends', async () => {
    await db.query('insert into ledger (amount) values (9007199254740990), (1)');

    const [row] = await db.query(
      'select sum(amount)::bigint as total, count(*) as rows from ledger',
    );
    const [arrays] = await db.query(
      'select array_agg(amount order by amount) as amounts from ledger',
    );

    expect(row).toEqual({ total: 9007199254740991, rows: 2 });
    expect(arrays).toEqual({ amounts: [1, 9007199254740990] });
  });

  it('refuses a bigint that a JavaScript number cannot hold exactly', async () => {
    await expect(db.query('select 9007199254740993::bigint as big')).rejects.toThrow(RangeError);
  });

  it('reads a date as the calendar day it is', async () => {
    await db.query(`insert into days (day) values ('1990-12-31')`);

    expect(await db.query('select day from days')).toEqual([{ day: '1990-12-31' }]);
  });

  it('commits the writes of a transaction together', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('insert into ledger (amount) values (1)');
      await tx.query('insert into ledger (amount) values (2)');
      return 'done';
    });

    expect(answer).toBe('done');
    expect(await db.query('select count(*) as n from ledger')).toEqual([{ n: 2 }]);
  });

  it('rolls back every write of a transaction that throws', async () => {
    const failure = db.transaction(async (tx) => {
      await tx.query('insert into ledger (amount) values (1)');
      throw new Error('the bet was refused');
    });

    await expect(failure).rejects.toThrow('the bet was refused');
    expect(await db.query('select count(*) as n from ledger')).toEqual([{ n: 0 }]);
  });

  it('runs one holder of an advisory lock at a time', async () => {
    const events: string[] = [];
    const criticalSection = (who: string) => async () => {
      events.push(`${who} in`);
      await db.query('select pg_sleep(0.05)');
      events.push(`${who} out`);
      return who;
    };

    const results = await Promise.all([
      db.withAdvisoryLock('test-lock', criticalSection('first')),
      db.withAdvisoryLock('test-lock', criticalSection('second')),
    ]);

    expect(results).toEqual(['first', 'second']);
    expect(events).toEqual(['first in', 'first out', 'second in', 'second out']);
  });

  it('releases an advisory lock when the critical section throws', async () => {
    await expect(
      db.withAdvisoryLock('test-lock', () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');

    await expect(db.withAdvisoryLock('test-lock', () => Promise.resolve('again'))).resolves.toBe(
      'again',
    );
  });
});

describe('closing a database', () => {
  it(
    'refuses queries afterwards, and a second close is harmless',
    async () => {
      const testDatabase = await createTestDatabase();
      const { database } = testDatabase;

      await database.close();

      await expect(database.query('select 1')).rejects.toThrow();
      await expect(database.close()).resolves.toBeUndefined();
      await testDatabase.dispose();
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
