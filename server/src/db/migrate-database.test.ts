import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, MIGRATIONS_DIR } from './migrate-database';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';

/** Every migration of server/migrations, in order: each feature adds its own. */
const REPOSITORY_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => file.replace(/\.sql$/, ''));

describe('migrating a database', () => {
  let testDatabase: TestDatabase;
  let migrationsDir: string;

  beforeEach(async () => {
    testDatabase = await createTestDatabase();
    migrationsDir = await mkdtemp(join(tmpdir(), 'betshell-migrations-'));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await testDatabase.dispose();
    await rm(migrationsDir, { recursive: true, force: true });
  });

  const writeMigration = (file: string, sql: string) => writeFile(join(migrationsDir, file), sql);
  const appliedNames = async () =>
    (
      await testDatabase.database.query<{ name: string }>(
        'select name from schema_migrations order by name',
      )
    ).map((row) => row.name);

  it('applies the repository migrations once, and a second start applies none', async () => {
    const db = testDatabase.database;

    const first = await migrateDatabase(db);
    await db.query(`insert into site_config (key, value) values ('ageLimit', '21')`);
    const second = await migrateDatabase(db);

    expect(first).toContain('0001_site_config');
    expect(first).toEqual(REPOSITORY_MIGRATIONS);
    expect(second).toEqual([]);
    expect(await appliedNames()).toEqual(first);
    expect(await db.query(`select value from site_config where key = 'ageLimit'`)).toEqual([
      { value: 21 },
    ]);
  });

  it('applies each migration once when two instances start together', async () => {
    const db = testDatabase.database;

    const [one, other] = await Promise.all([migrateDatabase(db), migrateDatabase(db)]);

    expect([...one, ...other].sort()).toEqual(REPOSITORY_MIGRATIONS);
    expect(await appliedNames()).toEqual(REPOSITORY_MIGRATIONS);
    expect(await db.query('select count(*) as n from site_config')).toEqual([{ n: 0 }]);
    expect(await db.query('select count(*) as n from block_rules')).toEqual([{ n: 1 }]);
  });

  it('applies only the migrations added since the last start, in name order', async () => {
    await writeMigration('0001_first.sql', 'create table first (id int);');
    await migrateDatabase(testDatabase.database, { migrationsDir });
    await writeMigration('0003_third.sql', 'create table third (id int references second);');
    await writeMigration('0002_second.sql', 'create table second (id int primary key);');

    const applied = await migrateDatabase(testDatabase.database, { migrationsDir });

    expect(applied).toEqual(['0002_second', '0003_third']);
  });

  it('rolls back a failing migration whole and stops the run there', async () => {
    await writeMigration('0001_good.sql', 'create table good (id int);');
    await writeMigration('0002_bad.sql', 'create table half (id int); select * from missing;');
    await writeMigration('0003_later.sql', 'create table later (id int);');

    await expect(migrateDatabase(testDatabase.database, { migrationsDir })).rejects.toThrow(
      /missing/,
    );

    expect(await appliedNames()).toEqual(['0001_good']);
    const tables = await testDatabase.database.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name in ('good', 'half', 'later')`,
    );
    expect(tables).toEqual([{ name: 'good' }]);
  });

  it('refuses a migration file that is not named NNNN_name.sql', async () => {
    await writeMigration('1_first.sql', 'select 1;');

    await expect(migrateDatabase(testDatabase.database, { migrationsDir })).rejects.toThrow(
      'Migration files must be named NNNN_name.sql: 1_first.sql',
    );
  });

  it('refuses two migrations with the same number', async () => {
    await writeMigration('0001_one.sql', 'select 1;');
    await writeMigration('0001_other.sql', 'select 1;');

    await expect(migrateDatabase(testDatabase.database, { migrationsDir })).rejects.toThrow(
      /share the number 0001/,
    );
  });
});
