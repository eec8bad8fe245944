import { join, resolve } from 'node:path';
import { IN_MEMORY } from '../db/pglite-database';
import type { SiteMode, StaticSiteOptions } from '../static-site/static-site-plugin';

export type DatabaseSettings =
  | { readonly kind: 'PostgreSQL'; readonly url: string }
  | { readonly kind: 'PGlite'; readonly dataDir: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How the server runs, read from the environment. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  readonly database: DatabaseSettings;
  readonly site: StaticSiteOptions;
}

/** Every problem found in the environment, one per line, so an operator fixes them in one go. */
export class ServerEnvError extends Error {
  override readonly name = 'ServerEnvError';

  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const SITE_MODES: readonly SiteMode[] = ['production', 'development'];

/**
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL when set), DATA_DIR (<repo>/.data, PGlite
 * in its pglite/ folder, or memory:// for an in-memory database), SITE_MODE (production or
 * development), SITE_DIR (<repo>/dist/site) and LOG_LEVEL (info). An empty variable counts as unset.
 */
export function readServerEnv(
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
): ServerEnv {
  const problems: string[] = [];
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  // Relative paths are taken from the working directory, as a shell user expects.
  const path = (given: string | undefined, fallback: string): string =>
    given === undefined ? fallback : resolve(given);

  const portText = value('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(portText)}`);
  }

  const siteModeText = value('SITE_MODE') ?? 'production';
  const siteMode = SITE_MODES.find((mode) => mode === siteModeText);
  if (siteMode === undefined) {
    problems.push(
      `SITE_MODE must be production or development, not ${JSON.stringify(siteModeText)}`,
    );
  }

  const logLevelText = value('LOG_LEVEL') ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === logLevelText);
  if (logLevel === undefined) {
    problems.push(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(logLevelText)}`,
    );
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  if (problems.length > 0 || siteMode === undefined || logLevel === undefined) {
    throw new ServerEnvError(problems);
  }

  const dataDir = value('DATA_DIR');
  return {
    port,
    host: value('HOST') ?? '127.0.0.1',
    logLevel,
    database:
      databaseUrl !== undefined
        ? { kind: 'PostgreSQL', url: databaseUrl }
        : {
            kind: 'PGlite',
            dataDir:
              dataDir === IN_MEMORY
                ? IN_MEMORY
                : join(path(dataDir, join(repoRoot, '.data')), 'pglite'),
          },
    site: {
      siteDir: path(value('SITE_DIR'), join(repoRoot, 'dist', 'site')),
      productionImportMap: join(repoRoot, 'importmap.json'),
      mode: siteMode,
    },
  };
}

function isPostgresUrl(text: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
