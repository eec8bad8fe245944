// Most server tests need a database that is migrated and holds the release's content. Migrating and
// seeding one per test file cost every file about a second on two loaded cores, the same work each
// time; so it is done once per run and per source: a PGlite data directory dumped to a file, and a
// template database on PostgreSQL that each test's database is copied from (CREATE DATABASE ...
// TEMPLATE). Both are named after a hash of what makes them, so a changed migration, content file or
// seeding code makes a new one and an old one is never used by mistake.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database';
import { createPgliteDatabase, IN_MEMORY } from '../db/pglite-database';
import { createPostgresDatabase } from '../db/postgres-database';
import { seedDemoLine } from '../line/demo-line';
import { freshPgliteCluster } from './fresh-pglite-cluster';

/**
 * What a test database holds when it starts: nothing; the migrations' tables; those and the
 * release's content (config keys, dictionaries, pages, SEO), as prepareDatabase leaves it but for the
 * demo line; or all that and the demo line (`line`), seeded as if at LINE_SEEDED_AT, which
 * scheduleLineAt moves to a test's own clock.
 */
export type TestDatabaseContent = 'empty' | 'migrated' | 'prepared' | 'line';

/**
 * When a `line` snapshot's games were scheduled. Any instant does: scheduleLineAt moves them. Seeding
 * the demo line (about 50 games and 2,000 markets, made in JavaScript and inserted) took each test
 * file that builds the app 0.15 s of a core in a warm jest worker (0.7 s in a fresh process), the
 * same work every time; the whole server run on PGlite took 477 s of CPU before, 463 s after.
 */
export const LINE_SEEDED_AT = new Date('2026-01-01T12:00:00Z');

/**
 * Moves a `line` database's games to start around `now`, as if the demo line had been seeded then:
 * the seed's start times are its moment plus fixed offsets, and nothing else it writes depends on
 * the moment.
 */
export async function scheduleLineAt(database: Database, now: Date): Promise<void> {
  await database.query(
    `update line_events set starts_at = starts_at + ($1::timestamptz - $2::timestamptz)`,
    [now.toISOString(), LINE_SEEDED_AT.toISOString()],
  );
}

const REPOSITORY = join(__dirname, '..', '..', '..');

/** Everything a prepared database is made from: the server's code and content, and the domain's. */
const SOURCES = ['server/migrations', 'server/content', 'server/src', 'domain/src'];

/** Files kept from an older source are removed once this old, so concurrent runs keep theirs. */
const STALE_AFTER_MS = 60 * 60 * 1000;

let sourceKey: Promise<string> | undefined;

/**
 * 16 hex digits of a SHA-256 over every source file's path and bytes (tests excluded). Read with
 * the synchronous calls: 900 awaited reads cost each test file a fifth of a second of a core under
 * jest, the same reads in one go a tenth of that.
 */
export function testDatabaseSourceKey(): Promise<string> {
  sourceKey ??= Promise.resolve().then(() => {
    const hash = createHash('sha256');
    for (const source of SOURCES) {
      for (const file of filesUnder(join(REPOSITORY, source))) {
        if (/\.test\.tsx?$/.test(file)) continue;
        hash.update(relative(REPOSITORY, file)).update('\0').update(readFileSync(file));
      }
    }
    return hash.digest('hex').slice(0, 16);
  });
  return sourceKey;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    });
}

/**
 * Brings an empty database to `content`. The migrations and the release's seeds are loaded only
 * here, when a snapshot is made: umzug, under them, loads its command line (some 140 modules, a
 * tenth of a second of a core) into every test file's module registry otherwise.
 */
async function fill(database: Database, content: TestDatabaseContent): Promise<void> {
  if (content === 'empty') return;
  const { migrateDatabase } = await import('../db/migrate-database');
  await migrateDatabase(database);
  if (content === 'migrated') return;
  const { seedReleaseContent } = await import('../prepare-database');
  await seedReleaseContent(database);
  if (content === 'line') await seedDemoLine(database, LINE_SEEDED_AT);
}

/**
 * The data directory of a PGlite database holding `content`, made once per source and PGlite
 * version and kept as a file in `cacheDir`.
 */
export async function pgliteSnapshot(
  Engine: typeof PGlite,
  content: TestDatabaseContent,
  cacheDir: string = tmpdir(),
): Promise<Blob> {
  if (content === 'empty') return freshPgliteCluster(Engine, cacheDir);
  const prefix = `betshell-pglite-${content}-`;
  const file = join(cacheDir, `${prefix}${await testDatabaseSourceKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Only the first test of a new source reads the fresh cluster (40 MB): the others load the file.
  const fresh = await freshPgliteCluster(Engine, cacheDir);
  const database = await createPgliteDatabase(IN_MEMORY, { engine: Engine, loadDataDir: fresh });
  let dump: Blob;
  try {
    await fill(database, content);
    dump = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  // Written under a name of its own, then renamed: another test process never reads half a file.
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  await removeStale(dirname(file), prefix, file);
  return dump;
}

async function removeStale(dir: string, prefix: string, keep: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if (!name.startsWith(prefix) || !name.endsWith('.tar') || path === keep) continue;
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_AFTER_MS) await unlink(path).catch(() => undefined);
  }
}

/** A database of a test's own on a PostgreSQL server, dropped with `drop`. */
export interface PostgresTestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** Plain lower-case names only: they go into DDL. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A new database on the server of `serverUrl` holding `content`, copied from a template database
 * made once per source (`betshell_tpl_<content>_<key>`) under an advisory lock, so parallel test
 * workers and runs make it once.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  content: TestDatabaseContent,
): Promise<PostgresTestDatabase> {
  const template = content === 'empty' ? undefined : await postgresTemplate(serverUrl, content);
  const name = `betshell_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    copyDatabase(admin, name, template === undefined ? '' : ` template ${template}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function postgresTemplate(serverUrl: string, content: TestDatabaseContent): Promise<string> {
  const template = `betshell_tpl_${content}_${await testDatabaseSourceKey()}`;
  return withAdmin(serverUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('betshell test templates'))`);
    try {
      if (await databaseExists(admin, template)) return template;
      // Made under another name and renamed when whole: a run that dies half-way leaves no template
      // that looks finished.
      const building = `${template}_${randomBytes(3).toString('hex')}`.slice(0, 63);
      await admin.query(`create database ${building}`);
      const database = await createPostgresDatabase(databaseUrl(serverUrl, building));
      try {
        await fill(database, content);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      await admin.query(`comment on database ${template} is '${Date.now()}'`);
      await dropStaleTemplates(admin, template);
      return template;
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('betshell test templates'))`);
    }
  });
}

/** Templates of older sources, past STALE_AFTER_MS; one another run still copies from stays. */
async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as made
       from pg_database where datname like 'betshell\\_tpl\\_%' and datname <> $1`,
    [keep],
  );
  for (const { name, made } of rows) {
    if (!DATABASE_NAME.test(name) || Date.now() - Number(made ?? 0) < STALE_AFTER_MS) continue;
    await admin.query(`drop database if exists ${name}`).catch(() => undefined);
  }
}

async function copyDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  if (!DATABASE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  // CREATE DATABASE refuses a template another session is connected to (55006); that lasts only
  // while another worker's copy or template check holds it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name}${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return rows.length > 0;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
