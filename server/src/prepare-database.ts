import type { Database } from './db/database';
import { migrateDatabase, type MigrateOptions } from './db/migrate-database';
import { seedDictionaries } from './dictionary/seed-dictionaries';
import { seedInformationPages } from './information-pages/seed-information-pages';
import { seedDemoLine } from './line/demo-line';
import { seedPromotionPages } from './promotions/seed-promotion-pages';
import { seedSeoPages } from './seo/seed-seo-pages';
import { seedSeoTexts } from './seo/seed-seo-texts';
import { seedSiteConfig } from './site-config/seed-site-config';

export interface ReleaseContentOptions {
  /** Overrides of server/content/dictionaries and server/content/pages, for tests. */
  readonly dictionariesDir?: string;
  readonly pagesDir?: string;
}

export interface PrepareDatabaseOptions extends ReleaseContentOptions, MigrateOptions {
  /** The time the demo line's games are scheduled around. */
  readonly now: Date;
}

/** What one preparation changed: an operator reads it in the start-up log. */
export interface PreparedDatabase {
  readonly migrations: readonly string[];
  readonly configKeys: number;
  readonly texts: number;
  readonly pages: number;
  readonly demoLineEvents: number;
}

/**
 * What a start does to the database before the app is built (server.ts): the migrations it has not
 * seen, the release's content (config keys, dictionary texts, information pages, SEO pages and
 * texts: only what is missing, so an operator's edits stay), and the demo line on an empty one.
 * It is apart from buildApp so that tests build apps on a database prepared once per run
 * (test-support/test-database-snapshots.ts) instead of preparing one per test file.
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareDatabaseOptions,
): Promise<PreparedDatabase> {
  // Instances starting together on one PostgreSQL prepare it one after the other: the second finds
  // everything there and adds nothing.
  return database.withAdvisoryLock('prepare_database', async () => {
    const migrations = await migrateDatabase(database, options);
    const content = await seedReleaseContent(database, options);
    const demoLineEvents = await seedDemoLine(database, options.now);
    return { migrations, ...content, demoLineEvents };
  });
}

/** The release's content that does not depend on the time: each part adds only what is missing. */
export async function seedReleaseContent(
  database: Database,
  options: ReleaseContentOptions = {},
): Promise<Pick<PreparedDatabase, 'configKeys' | 'texts' | 'pages'>> {
  const configKeys = await seedSiteConfig(database);
  const texts = await seedDictionaries(database, options.dictionariesDir);
  const pages = await seedInformationPages(database, options.pagesDir);
  await seedPromotionPages(database);
  await seedSeoPages(database);
  await seedSeoTexts(database);
  return { configKeys, texts, pages };
}
