import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';
import { createTestDatabase } from './create-test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Closes the app, then disposes of its database. */
  close(): Promise<void>;
}

/** A site directory that does not exist: the API must work without a built site. */
const NO_SITE: StaticSiteOptions = {
  siteDir: join(tmpdir(), 'betshell-site-that-is-not-built'),
  productionImportMap: join(tmpdir(), 'betshell-site-that-is-not-built', 'importmap.json'),
  mode: 'production',
};

/** The whole app, in-process, on a fresh test database (see create-test-database.ts). */
export async function buildTestApp(options: { site?: StaticSiteOptions } = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  try {
    const app = await buildApp({ database: testDatabase.database, site: options.site ?? NO_SITE });
    return {
      app,
      database: testDatabase.database,
      async close() {
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}
