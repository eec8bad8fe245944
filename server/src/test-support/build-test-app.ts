import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountsSettings } from '../accounts/accounts-plugin';
import { buildApp, type CasinoSettings } from '../app';
import type { AuthSettings } from '../auth/auth-settings';
import { systemClock, type Clock } from '../auth/clock';
import type { Database } from '../db/database';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';
import { createTestDatabase } from './create-test-database';
import { outOfBandWriter } from './out-of-band-writer';
import { scheduleLineAt } from './test-database-snapshots';
import { startSetUp, type SetUpSteps } from './use-set-up';
import type { LimitSettings } from '../limits/limit-service';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The lines the app logged (pino's JSON, parsed), from the first request on. */
  readonly logs: LogLine[];
  /** Closes the app, then disposes of its database. */
  close(): Promise<void>;
}

/** A line of pino's log: its numeric level (30 info, 50 error), message and fields. */
export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

/** The public origin (PUBLIC_ORIGIN) of test apps: links, the sitemap and robots.txt name it. */
export const TEST_PUBLIC_ORIGIN = 'http://bets.test';

/** The operator API's bearer token in test apps. */
export const TEST_OPS_TOKEN = 'test-operator-token-0123456789';

/** The header that lets a test's request through to the operator API. */
export const OPS_AUTHORIZATION = { authorization: `Bearer ${TEST_OPS_TOKEN}` } as const;

/** A request to the operator API (`/ops-api/v1<path>`) with the test token. */
export function opsRequest(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url: `/ops-api/v1${path}`,
    headers: OPS_AUTHORIZATION,
    ...(payload === undefined ? {} : { payload }),
  });
}

export interface TestAppOptions {
  readonly site?: StaticSiteOptions;
  /** PGlite in memory even when DATABASE_URL is set. */
  readonly inMemory?: boolean;
  /** Sign-in settings instead of the defaults. */
  readonly auth?: AuthSettings;
  /** The app's clock (see test-clock.ts). */
  readonly clock?: Clock;
  /** Accounts and payments settings instead of the defaults. */
  readonly accounts?: AccountsSettings;
  /** Limits settings instead of the defaults (the test tools are off unless given). */
  readonly limits?: LimitSettings;
  /** The site's public origin; TEST_PUBLIC_ORIGIN when absent. */
  readonly publicOrigin?: string;
  /** Compile every route's schemas while starting (app.ts), not on first use. */
  readonly compileSchemasAtStart?: boolean;
  /** The load balancers whose X-Forwarded-For the app believes (app.ts); none when absent. */
  readonly trustedProxies?: readonly string[];
  /** The casino wallet's secret and the demo game provider (app.ts); a secret of the run when absent. */
  readonly casino?: CasinoSettings;
  /** The upload store's folder (app.ts); a new one under the temp folder when absent. */
  readonly uploadsDir?: string;
}

/** A site directory that does not exist: the API must work without a built site. */
const NO_SITE: StaticSiteOptions = {
  siteDir: join(tmpdir(), 'betshell-site-that-is-not-built'),
  productionImportMap: join(tmpdir(), 'betshell-site-that-is-not-built', 'importmap.json'),
  mode: 'production',
  releasesDir: join(tmpdir(), 'betshell-site-that-is-not-built', 'releases'),
};

/**
 * The whole app, in-process, on a prepared test database (see create-test-database.ts), with the
 * operator API on TEST_OPS_TOKEN and its logs kept in `logs`. What it started is stopped when it
 * fails half-way.
 */
export function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return startSetUp('the test app', (steps) => buildTestAppInSteps(steps, options)).made;
}

/** buildTestApp as steps of a larger set-up (use-set-up.ts), which undoes them at tear-down. */
export async function buildTestAppInSteps(
  steps: SetUpSteps,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Closed by the test or by the tear-down, whichever comes first, and only once: a PostgreSQL
  // pool refuses a second end().
  const database = await steps.step(
    'starting the database',
    async () => {
      const made = await createTestDatabase({ inMemory: options.inMemory, content: 'line' });
      return { database: made.database, dispose: once(() => made.dispose()) };
    },
    (made) => made.dispose(),
  );
  const logs: LogLine[] = [];
  const { app, close: closeApp } = await steps.step(
    'building the app (the demo line, plugins)',
    async () => {
      // The snapshot's demo line, moved to start around the test's own clock.
      await scheduleLineAt(database.database, (options.clock ?? systemClock)());
      const made = await buildApp({
        database: database.database,
        site: options.site ?? NO_SITE,
        publicOrigin: options.publicOrigin ?? TEST_PUBLIC_ORIGIN,
        opsToken: TEST_OPS_TOKEN,
        logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) },
        auth: options.auth,
        clock: options.clock,
        accounts: options.accounts,
        limits: options.limits,
        compileSchemasAtStart: options.compileSchemasAtStart,
        trustedProxies: options.trustedProxies,
        casino: options.casino,
        uploadsDir: options.uploadsDir,
        line: { scheduler: null },
        loyalty: { scheduler: null },
      });
      return {
        app: made,
        close: once(async () => {
          await made.close();
        }),
      };
    },
    (made) => made.close(),
  );
  // What start-up logged is not what tests look for.
  logs.length = 0;
  return {
    app,
    database: outOfBandWriter(database.database),
    logs,
    async close() {
      await closeApp();
      await database.dispose();
    },
  };
}

/** `work` run on the first call; later calls get the same promise. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}
