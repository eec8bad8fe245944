import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readServerEnv, ServerEnvError, type DatabaseSettings } from './config/server-env';
import type { Database } from './db/database';
import { createPgliteDatabase } from './db/pglite-database';
import { createPostgresDatabase } from './db/postgres-database';

/** server/src -> the repository, whose .data/, dist/site/ and importmap.json are the defaults. */
const REPO_ROOT = join(__dirname, '..', '..');

/**
 * Reads the environment (config/server-env.ts), opens the database, builds the app and listens.
 * SIGINT and SIGTERM close the app, then the database. `env` defaults to the process's own.
 */
export async function startServer(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<FastifyInstance> {
  const settings = readServerEnv(env, REPO_ROOT);
  const database = await openDatabase(settings.database);
  let app: FastifyInstance;
  try {
    app = await buildApp({ database, site: settings.site, logLevel: settings.logLevel });
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await database.close();
    throw error;
  }

  closeWithGrace({ logger: app.log }, async () => {
    await app.close();
    await database.close();
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : settings.port;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(
    `betshell is serving on http://${host}:${port}/ (${settings.site.mode}, ${database.kind})`,
  );
  return app;
}

function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.kind === 'PostgreSQL'
    ? createPostgresDatabase(settings.url)
    : createPgliteDatabase(settings.dataDir);
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    // A configuration mistake is explained in full; anything else keeps its stack for the operator.
    console.error(error instanceof ServerEnvError ? error.message : error);
    process.exit(1);
  });
}
