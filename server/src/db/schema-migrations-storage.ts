import type { UmzugStorage } from 'umzug';
import type { Database, Queryable } from './database';

/** Creates the table of applied migrations; call it while holding the migration lock. */
export async function ensureSchemaMigrationsTable(db: Queryable): Promise<void> {
  await db.exec(`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )
  `);
}

/** Records a migration as applied; recording it twice is harmless. */
export async function recordMigration(db: Queryable, name: string): Promise<void> {
  await db.query('insert into schema_migrations (name) values ($1) on conflict (name) do nothing', [
    name,
  ]);
}

/**
 * umzug's record of applied migrations, kept in `schema_migrations` through the Database interface
 * so that it works the same on PGlite and PostgreSQL.
 */
export function createSchemaMigrationsStorage(db: Database): UmzugStorage<Database> {
  return {
    async executed() {
      const rows = await db.query<{ name: string }>(
        'select name from schema_migrations order by name',
      );
      return rows.map((row) => row.name);
    },
    // Each migration already records itself inside its own transaction (migrate-database.ts);
    // this second, idempotent write keeps umzug's storage contract whole.
    logMigration: ({ name }) => recordMigration(db, name),
    async unlogMigration({ name }) {
      await db.query('delete from schema_migrations where name = $1', [name]);
    },
  };
}
