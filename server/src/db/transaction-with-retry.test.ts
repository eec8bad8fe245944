import type { Database, Queryable } from './database';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import {
  isRetriedTransactionError,
  TRANSACTION_ATTEMPTS,
  transactionWithRetry,
} from './transaction-with-retry';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const serialization = () =>
  Object.assign(new Error('could not serialize access'), { code: '40001' });

/** A database whose transactions fail with `failures` first, one per run, then succeed. */
function failingDatabase(failures: Error[]) {
  let runs = 0;
  const database: Pick<Database, 'transaction'> = {
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      runs += 1;
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return work({
        query: () => Promise.resolve([]),
        exec: () => Promise.resolve(),
        notify: () => Promise.resolve(),
      });
    },
  };
  return { database, runs: () => runs };
}

describe('running a transaction again after a lost race', () => {
  const noDelay = { delayMs: () => 0 };

  it('runs the whole transaction again after a deadlock or a serialization failure', async () => {
    const { database, runs } = failingDatabase([deadlock(), serialization()]);
    const retried: string[] = [];
    const answer = await transactionWithRetry(database, () => Promise.resolve('done'), {
      ...noDelay,
      onRetry: (error) => retried.push((error as { code: string }).code),
    });
    expect(answer).toBe('done');
    expect(runs()).toBe(3);
    expect(retried).toEqual(['40P01', '40001']);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs and throws the last race it lost`, async () => {
    const { database, runs } = failingDatabase(
      Array.from({ length: TRANSACTION_ATTEMPTS + 2 }, deadlock),
    );
    await expect(
      transactionWithRetry(database, () => Promise.resolve('never'), noDelay),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never runs again after any other error: a refusal or a broken statement is final', async () => {
    const refused = Object.assign(new Error('unique violation'), { code: '23505' });
    const { database, runs } = failingDatabase([refused]);
    await expect(transactionWithRetry(database, () => Promise.resolve(1), noDelay)).rejects.toBe(
      refused,
    );
    expect(runs()).toBe(1);
    expect(isRetriedTransactionError(new Error('no code'))).toBe(false);
    expect(isRetriedTransactionError(null)).toBe(false);
  });
});

describe('two transactions that lock two rows in opposite orders (PGlite, or PostgreSQL)', () => {
  let testDatabase: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database;
    await db.exec(`create table balances (id int primary key, amount int not null);
      insert into balances values (1, 0), (2, 0);`);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testDatabase.dispose());

  it('both commit, the one PostgreSQL chose as the deadlock victim on its second run', async () => {
    // Each holds its first row until the other holds its own, so on PostgreSQL they deadlock for
    // sure; PGlite runs one transaction at a time and never deadlocks.
    let firstRows = 0;
    let bothHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (bothHeld = resolve));
    const lost: unknown[] = [];
    const move = (first: number, second: number) =>
      transactionWithRetry(
        db,
        async (tx) => {
          await tx.query('update balances set amount = amount + 1 where id = $1', [first]);
          firstRows += 1;
          if (firstRows === 2) bothHeld();
          if (db.kind === 'PostgreSQL' && firstRows <= 2) await held;
          await tx.query('update balances set amount = amount + 1 where id = $1', [second]);
        },
        { onRetry: (error) => lost.push(error) },
      );
    await Promise.all([move(1, 2), move(2, 1)]);
    expect(await db.query('select id, amount from balances order by id')).toEqual([
      { id: 1, amount: 2 },
      { id: 2, amount: 2 },
    ]);
    if (db.kind === 'PostgreSQL') expect(lost).toMatchObject([{ code: '40P01' }]);
  }, 30_000);
});
