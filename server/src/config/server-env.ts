import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IN_MEMORY } from '../db/pglite-database';
import { DEFAULT_REDIS_CHANNEL_PREFIX } from '../db/redis-signals';
import { isImportMapEnvironment } from '../import-maps/import-map';
import { parseModuleOrigins } from '../import-maps/module-url-policy';
import type { SiteMode, StaticSiteOptions } from '../static-site/static-site-plugin';
import { readAuthSettings, type AuthSettings } from '../auth/auth-settings';
import { CALLBACK_SECRET_MIN_LENGTH } from '../accounts/callback-signature';

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
  /**
   * PUBLIC_ORIGIN: the site's address as visitors reach it (scheme, host, port), which links,
   * the sitemap and robots.txt are built from; never the request's Host header.
   */
  readonly publicOrigin: string;
  /** The demo payment provider (demo-pay/), or null when it is off. */
  readonly demoPay: DemoPayEnv | null;
  /**
   * TRUSTED_PROXIES: the addresses or CIDR ranges of the load balancers in front of the server,
   * comma-separated. A request from one of them is the client named in its X-Forwarded-For (the
   * sign-in and registration limits count per client, sessions keep its address); empty, the
   * default, reads the connection's own address, so no client can name another address.
   */
  readonly trustedProxies: readonly string[];
  /**
   * With REDIS_URL (auth.redisUrl), the instances' signals (a session ended, the line changed) go
   * through Redis pub/sub on channels named REDIS_CHANNEL_PREFIX + the channel; without it,
   * through PostgreSQL's LISTEN/NOTIFY (db/redis-signals.ts).
   */
  readonly redisChannelPrefix: string;
  /** The casino wallet and the demo game provider (docs/configuration.md). */
  readonly casino: CasinoEnv;
  /**
   * UPLOADS_DIR: where the upload store keeps the files players send (server/src/uploads/),
   * outside the web root: <DATA_DIR>/uploads by default. With an in-memory database (memory://)
   * the files are as throwaway as the rest: a folder of this run under the system's temp folder.
   */
  readonly uploadsDir: string;
}

/**
 * CASINO_WALLET_SECRET (the provider's signing secret; made at start when unset),
 * CASINO_WALLET_URL (where the demo provider calls the wallet; this server when unset),
 * CASINO_PROVIDER_URL (where launches send players; the demo provider's path when unset), and
 * DEMO_GAME_PROVIDER (on, but off when SITE_ENVIRONMENT=production is given).
 */
export interface CasinoEnv {
  readonly walletSecret: string | undefined;
  readonly walletUrl: string | undefined;
  readonly providerUrl: string | undefined;
  readonly demoProvider: boolean;
}

/** DEMO_PAY_SECRET (undefined: server.ts makes one at start) and DEMO_PAY_CALLBACK_URL. */
export interface DemoPayEnv {
  readonly secret: string | undefined;
  readonly callbackUrl: string | undefined;
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
 * the site that maps may load modules from; none). The demo payment provider: DEMO_PAY (on, but
 * off when SITE_ENVIRONMENT=production is given), DEMO_PAY_SECRET (its callbacks' signing secret;
 * made at start when unset) and DEMO_PAY_CALLBACK_URL (where it posts them; this server when unset).
 * PUBLIC_ORIGIN (http://localhost:<PORT>) is the site's public address; SESSION_COOKIE_SECURE
 * defaults to whether it is https. SITE_ENVIRONMENT=production, given, is a real production
 * environment, which refuses to start without OPS_TOKEN, an https PUBLIC_ORIGIN and Secure cookies,
 * or with the demo provider on without DEMO_PAY_IN_PRODUCTION=true.
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
  const readAuth = readAuthSettings(value, problems);

  const trustedProxies = (value('TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of trustedProxies.filter((one) => !isAddressOrRange(one))) {
    problems.push(
      `TRUSTED_PROXIES must list IP addresses or CIDR ranges such as 10.0.0.0/8, not ${JSON.stringify(entry)}`,
    );
  }

  const publicOriginText = value('PUBLIC_ORIGIN');
  const publicOrigin =
    publicOriginText === undefined
      ? defaultPublicOrigin(value('HOST') ?? '127.0.0.1', port)
      : originOf(publicOriginText);
  if (publicOrigin === undefined) {
    problems.push(
      'PUBLIC_ORIGIN must be an origin such as https://bets.example (scheme, host and port only)',
    );
  }
  const httpsOrigin = publicOrigin?.startsWith('https://') === true;
  // Behind HTTPS the session cookies are Secure unless SESSION_COOKIE_SECURE says otherwise.
  const auth: AuthSettings =
    value('SESSION_COOKIE_SECURE') === undefined
      ? { ...readAuth, secureCookies: httpsOrigin }
      : readAuth;

  // The demo provider pays with money nobody was charged: off in a real production environment
  // (SITE_ENVIRONMENT=production given) unless asked for, on everywhere else.
  const realProduction = value('SITE_ENVIRONMENT') === 'production';
  const demoPayText = value('DEMO_PAY');
  if (demoPayText !== undefined && !FLAG_VALUES.includes(demoPayText)) {
    problems.push(`DEMO_PAY must be true or false, not ${JSON.stringify(demoPayText)}`);
  }
  const demoPayOn = demoPayText === undefined ? !realProduction : isTrue(demoPayText);
  const demoPaySecret = value('DEMO_PAY_SECRET');
  if (demoPaySecret !== undefined && demoPaySecret.length < CALLBACK_SECRET_MIN_LENGTH) {
    problems.push(`DEMO_PAY_SECRET must be at least ${CALLBACK_SECRET_MIN_LENGTH} characters`);
  }
  const demoPayCallbackUrl = value('DEMO_PAY_CALLBACK_URL');
  if (demoPayCallbackUrl !== undefined) {
    if (!isHttpUrl(demoPayCallbackUrl)) {
      problems.push('DEMO_PAY_CALLBACK_URL must be an http:// or https:// URL');
    } else if (demoPaySecret === undefined) {
      problems.push('DEMO_PAY_CALLBACK_URL needs DEMO_PAY_SECRET, the secret both sides share');
    }
  }

  const demoGamesText = value('DEMO_GAME_PROVIDER');
  if (demoGamesText !== undefined && !FLAG_VALUES.includes(demoGamesText)) {
    problems.push(`DEMO_GAME_PROVIDER must be true or false, not ${JSON.stringify(demoGamesText)}`);
  }
  const demoGamesOn = demoGamesText === undefined ? !realProduction : isTrue(demoGamesText);
  const walletSecret = value('CASINO_WALLET_SECRET');
  if (walletSecret !== undefined && walletSecret.length < CALLBACK_SECRET_MIN_LENGTH) {
    problems.push(`CASINO_WALLET_SECRET must be at least ${CALLBACK_SECRET_MIN_LENGTH} characters`);
  }
  const walletUrl = value('CASINO_WALLET_URL');
  if (walletUrl !== undefined && !isHttpUrl(walletUrl)) {
    problems.push('CASINO_WALLET_URL must be an http:// or https:// URL');
  }
  const providerUrl = value('CASINO_PROVIDER_URL');
  if (providerUrl !== undefined && !isHttpUrl(providerUrl)) {
    problems.push('CASINO_PROVIDER_URL must be an http:// or https:// URL');
  }

  if (realProduction) {
    // A real production environment starts only with the settings that keep money and players safe.
    if (opsToken === undefined) {
      problems.push(
        'SITE_ENVIRONMENT=production needs OPS_TOKEN: a generated operator token is written to a file on the host',
      );
    }
    if (publicOriginText === undefined || !httpsOrigin) {
      problems.push('SITE_ENVIRONMENT=production needs PUBLIC_ORIGIN, an https:// origin');
    }
    // Without an https origin the cookies follow it, and the line above already says so.
    if (value('SESSION_COOKIE_SECURE') !== undefined && !auth.secureCookies) {
      problems.push(
        'SITE_ENVIRONMENT=production needs Secure session cookies: remove SESSION_COOKIE_SECURE=false',
      );
    }
    if (demoGamesOn && !isTrue(value('DEMO_GAME_PROVIDER_IN_PRODUCTION'))) {
      problems.push(
        'SITE_ENVIRONMENT=production with DEMO_GAME_PROVIDER=true needs DEMO_GAME_PROVIDER_IN_PRODUCTION=true: the demo games are not a licensed provider',
      );
    }
    if (demoPayOn && !isTrue(value('DEMO_PAY_IN_PRODUCTION'))) {
      problems.push(
        'SITE_ENVIRONMENT=production with DEMO_PAY=true needs DEMO_PAY_IN_PRODUCTION=true: the demo provider credits money nobody paid',
      );
    }
  }

  if (
    problems.length > 0 ||
    publicOrigin === undefined ||
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
    publicOrigin,
    demoPay: demoPayOn ? { secret: demoPaySecret, callbackUrl: demoPayCallbackUrl } : null,
    trustedProxies,
    redisChannelPrefix: value('REDIS_CHANNEL_PREFIX') ?? DEFAULT_REDIS_CHANNEL_PREFIX,
    casino: { walletSecret, walletUrl, providerUrl, demoProvider: demoGamesOn },
    uploadsDir: path(
      value('UPLOADS_DIR'),
      dataDir === IN_MEMORY
        ? join(tmpdir(), `betshell-uploads-${process.pid}-${Date.now()}`)
        : join(path(dataDir, join(repoRoot, '.data')), 'uploads'),
    ),
  };
}

/** An IPv4 or IPv6 address, or a CIDR range of one ("10.0.0.0/8", "fd00::/8"). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A URL reduced to its origin, or undefined when it is not an http(s) origin alone. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '';
    return ['http:', 'https:'].includes(url.protocol) && bare && url.username === ''
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where a server that was given no PUBLIC_ORIGIN is reached: its own address (localhost when it listens on every address). */
function defaultPublicOrigin(host: string, port: number): string {
  const name = ['0.0.0.0', '::'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return port === 80 ? `http://${name}` : `http://${name}:${port}`;
}

const FLAG_VALUES = ['true', 'false', '1', '0'];
const isTrue = (text: string | undefined) => text === 'true' || text === '1';

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function isPostgresUrl(text: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
