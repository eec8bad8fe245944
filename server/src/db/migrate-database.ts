import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Umzug, type RunnableMigration, type UmzugOptions } from 'umzug';
import type { Database } from './database';
import {
  createSchemaMigrationsStorage,
  ensureSchemaMigrationsTable,
  recordMigration,
} from './schema-migrations-storage';

/** server/migrations: forward-only SQL files named NNNN_name.sql, applied in name order. */
export const MIGRATIONS_DIR = join(__dirname, '..', '..', 'migrations');

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface MigrateOptions {
  readonly migrationsDir?: string;
  /** Where umzug reports each migration (pino's logger fits); silent when absent. */
  readonly logger?: UmzugOptions['logger'];
}

/**
 * Applies the migrations the database has not seen yet and answers their names. Each migration and
 * its record commit together in one transaction, and the whole run holds an advisory lock, so two
 * instances starting together against one PostgreSQL never apply a migration twice.
 */
export async function migrateDatabase(
  db: Database,
  options: MigrateOptions = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  return db.withAdvisoryLock('schema_migrations', async () => {
    await ensureSchemaMigrationsTable(db);
    const umzug = new Umzug<Database>({
      migrations,
      context: db,
      storage: createSchemaMigrationsStorage(db),
      logger: options.logger,
    });
    const applied = await umzug.up();
    return applied.map((migration) => migration.name);
  });
}

async function readMigrations(dir: string): Promise<RunnableMigration<Database>[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const misnamed = files.filter((file) => !MIGRATION_FILE.test(file));
  if (misnamed.length > 0) {
    throw new Error(`Migration files must be named NNNN_name.sql: ${misnamed.join(', ')}`);
  }
  const numbers = files.map((file) => file.slice(0, 4));
  const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  if (repeated.length > 0) {
    throw new Error(`Two migrations share the number ${repeated.join(', ')} in ${dir}`);
  }
  return files.map((file) => {
    const name = file.replace(/\.sql$/, '');
    const path = join(dir, file);
    return {
      name,
      path,
      up: async ({ context }) => {
        const sql = await readFile(path, 'utf8');
        await context.transaction(async (tx) => {
          await tx.exec(sql);
          await recordMigration(tx, name);
        });
      },
    };
  });
}
