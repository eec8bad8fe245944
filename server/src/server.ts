import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { prepareDatabase } from './prepare-database';
import { readServerEnv, ServerEnvError, type ServerEnv } from './config/server-env';
import { missingServerNodeOptions } from './config/server-node-options';
import { createRedisSignals, withSignals } from './db/redis-signals';
import type { Database } from './db/database';
import { createPgliteDatabase, IN_MEMORY } from './db/pglite-database';
import { DEFAULT_LIMIT_SETTINGS } from './limits/limit-service';
import { createPostgresDatabase } from './db/postgres-database';
import { generateOpsToken } from './ops/ops-bearer-token';
import {
  localServerUrl,
  removeOpsConnectionFile,
  writeOpsConnectionFile,
} from './ops/ops-connection-file';

/** server/src -> the repository, whose .data/, dist/site/ and importmap.json are the defaults. */
const REPO_ROOT = join(__dirname, '..', '..');

/**
 * Reads the environment (config/server-env.ts), opens the database, builds the app and listens.
 * SIGINT and SIGTERM close the app, then the database. `env` defaults to the process's own.
 *
 * Without OPS_TOKEN the operator API gets a random token at every start, written with the server's
 * address to <repo>/.data/ops.json (mode 0600) for `npm run ops`, unless a server that still runs
 * wrote it, and removed again at the end.
 */
export async function startServer(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<FastifyInstance> {
  const settings = readServerEnv(env, REPO_ROOT);
  const database = await openDatabase(settings);
  const generatedToken = settings.ops.token === undefined ? generateOpsToken() : undefined;
  const opsToken = settings.ops.token ?? generatedToken;
  const { connectionFile } = settings.ops;
  let app: FastifyInstance;
  try {
    const prepared = await prepareDatabase(database, { now: new Date() });
    app = await buildApp({
      database,
      site: settings.site,
      publicOrigin: settings.publicOrigin,
      trustedProxies: settings.trustedProxies,
      uploadsDir: settings.uploadsDir,
      logLevel: settings.logLevel,
      opsToken,
      auth: settings.auth,
      accounts: {
        demoPay:
          settings.demoPay === null
            ? null
            : {
                // The provider and the site run in this process: a secret of this run is enough.
                secret: settings.demoPay.secret ?? randomBytes(32).toString('base64url'),
                ...(settings.demoPay.callbackUrl === undefined
                  ? {}
                  : { callbackUrl: settings.demoPay.callbackUrl }),
              },
      },
      casino: {
        // Unset, the provider is the demo one in this process: a secret of this run is enough.
        walletSecret: settings.casino.walletSecret ?? randomBytes(32).toString('base64url'),
        demoProvider: settings.casino.demoProvider
          ? settings.casino.walletUrl === undefined
            ? {}
            : { walletUrl: settings.casino.walletUrl }
          : null,
        ...(settings.casino.providerUrl === undefined
          ? {}
          : { providerUrl: settings.casino.providerUrl }),
      },
      // A site on an in-memory database is thrown away at its end (the journeys run one): only
      // there may the operator's limit test tools shorten a cooling-off or count session time.
      limits: {
        ...DEFAULT_LIMIT_SETTINGS,
        testTools: settings.database.kind === 'PGlite' && settings.database.dataDir === IN_MEMORY,
      },
    });
    app.log.info(prepared, 'database prepared: migrations applied, content of this release added');
    const missing = missingServerNodeOptions(process.execArgv, process.env['NODE_OPTIONS']);
    if (missing.length > 0) {
      app.log.warn(
        `started without node ${missing.join(' ')}: under load the CPU per answer can double ` +
          '(docs/deploy.md, "Instances")',
      );
    }
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await database.close();
    throw error;
  }

  closeWithGrace({ logger: app.log }, async () => {
    await app.close();
    await database.close();
    if (generatedToken !== undefined) {
      await removeOpsConnectionFile(connectionFile, generatedToken);
    }
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : settings.port;
  if (generatedToken !== undefined) {
    try {
      const written = await writeOpsConnectionFile(connectionFile, {
        url: localServerUrl(settings.host, port),
        token: generatedToken,
      });
      if (written === 'written') {
        app.log.info({ connectionFile }, 'operator API token written for npm run ops');
      } else {
        app.log.warn(
          { connectionFile },
          'another server that still runs holds the operator API token file: set OPS_TOKEN to use npm run ops with this one',
        );
      }
    } catch (error) {
      // The site serves on; only the operator API is out of reach until OPS_TOKEN is set.
      app.log.warn(
        { err: error, connectionFile },
        'cannot write the operator API token: set OPS_TOKEN to use npm run ops',
      );
    }
  }
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  // Staging runs the production build: say whose import map it serves.
  const environment =
    settings.site.environment === settings.site.mode ? '' : `, ${settings.site.environment} map`;
  console.log(
    `betshell is serving on http://${host}:${port}/ (${settings.site.mode}${environment}, ${database.kind})`,
  );
  if (settings.demoPay !== null) {
    console.log(
      'The DEMO payment provider is ON: any player can pay in money nobody was charged for ' +
        '(/demo-pay). Set DEMO_PAY=false to switch it off.',
    );
  }
  if (settings.casino.demoProvider) {
    console.log(
      'The DEMO game provider is ON (/demo-provider): its games are not a licensed provider. ' +
        'Set DEMO_GAME_PROVIDER=false to switch it off.',
    );
  }
  return app;
}

/** The database, with the instances' signals through Redis when REDIS_URL is set. */
async function openDatabase(settings: ServerEnv): Promise<Database> {
  const database =
    settings.database.kind === 'PostgreSQL'
      ? await createPostgresDatabase(settings.database.url)
      : await createPgliteDatabase(settings.database.dataDir);
  const { redisUrl } = settings.auth;
  if (redisUrl === undefined) return database;
  return withSignals(
    database,
    createRedisSignals({
      url: redisUrl,
      prefix: settings.redisChannelPrefix,
      log: (message, error) => console.warn(message, error),
    }),
  );
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    // A configuration mistake is explained in full; anything else keeps its stack for the operator.
    console.error(error instanceof ServerEnvError ? error.message : error);
    process.exit(1);
  });
}
