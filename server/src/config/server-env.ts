import { join, resolve } from 'node:path';
import { IN_MEMORY } from '../db/pglite-database';
import { isImportMapEnvironment } from '../import-maps/import-map';
import { parseModuleOrigins } from '../import-maps/module-url-policy';
import type { SiteMode, StaticSiteOptions } from '../static-site/static-site-plugin';
import { readAuthSettings, type AuthSettings } from '../auth/auth-settings';

export type DatabaseSettings =
  | { readonly kind: 'PostgreSQL'; readonly url: string }
  | { readonly kind: 'PGlite'; readonly dataDir: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The operator API's bearer token: where it comes from, and where a generated one is written. */
export interface OpsSettings {
  /** OPS_TOKEN; undefined means the server generates one at every start. */
  readonly token: string | undefined;
  /** Where a generated token is written with the server's URL, for `npm run ops` (scripts/ops.ts). */
  readonly connectionFile: string;
}

/** Shorter tokens can be guessed; the characters are those a header value carries unquoted. */
export const OPS_TOKEN_MIN_LENGTH = 16;
const OPS_TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

/** How the server runs, read from the environment. */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  readonly database: DatabaseSettings;
  readonly site: StaticSiteOptions;
  readonly ops: OpsSettings;
  /** Sign-in and the session (auth/auth-settings.ts lists the variables). */
  readonly auth: AuthSettings;
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
 * development), SITE_DIR (<repo>/dist/site), LOG_LEVEL (info) and OPS_TOKEN (the operator API's
 * bearer token; unset, the server generates one and writes it to <repo>/.data/ops.json). An empty
 * variable counts as unset. The import maps: SITE_ENVIRONMENT (whose map this server
 * serves; the mode's), RELEASES_DIR (<repo>/dist/releases) and IMPORT_MAP_ORIGINS (origins besides
 * the site that maps may load modules from; none).
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

  const opsToken = value('OPS_TOKEN');
  if (
    opsToken !== undefined &&
    (opsToken.length < OPS_TOKEN_MIN_LENGTH || !OPS_TOKEN_CHARACTERS.test(opsToken))
  ) {
    // The value itself is a secret: never repeat it in a message that reaches a log.
    problems.push(
      `OPS_TOKEN must be at least ${OPS_TOKEN_MIN_LENGTH} characters without spaces or control characters`,
    );
  }

  // Staging and production serve the production build; development its development build.
  const environment =
    value('SITE_ENVIRONMENT') ?? (siteMode === 'development' ? 'development' : 'production');
  if (!isImportMapEnvironment(environment)) {
    problems.push(
      `SITE_ENVIRONMENT must be development, staging or production, not ${JSON.stringify(environment)}`,
    );
  } else if ((environment === 'development') !== (siteMode === 'development')) {
    problems.push(
      `SITE_ENVIRONMENT ${environment} needs SITE_MODE ${environment === 'development' ? 'development' : 'production'}`,
    );
  }
  const moduleOrigins = parseModuleOrigins(value('IMPORT_MAP_ORIGINS'));
  problems.push(...moduleOrigins.problems);
  const auth = readAuthSettings(value, problems);

  if (
    problems.length > 0 ||
    siteMode === undefined ||
    logLevel === undefined ||
    !isImportMapEnvironment(environment)
  ) {
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
      environment,
      releasesDir: path(value('RELEASES_DIR'), join(repoRoot, 'dist', 'releases')),
      moduleOrigins: moduleOrigins.origins,
    },
    ops: { token: opsToken, connectionFile: join(repoRoot, '.data', 'ops.json') },
    auth,
  };
}

function isPostgresUrl(text: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
