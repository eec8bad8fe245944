import type { FastifyBaseLogger } from 'fastify';
import { createCaptchaService, type CaptchaService } from '../captcha/captcha-service';
import type { Database, Queryable } from '../db/database';
import {
  createFingerprintService,
  type FingerprintService,
} from '../fingerprint/fingerprint-service';
import {
  createStopNewsletterLinks,
  type StopNewsletterLinks,
} from '../mailing/stop-newsletter-links';
import { createOneTimeSecrets, type OneTimeSecrets } from '../one-time/one-time-secrets';
import { createOutbox, type Outbox } from '../outbox/outbox-repository';
import { createPlayerRepository, type PlayerRepository } from '../players/player-repository';
import { createAccessTokens, type AccessTokens } from '../session/access-token';
import { createSessionService, type SessionService } from '../session/session-service';
import {
  createSiteConfigRepository,
  type SiteConfigRepository,
} from '../site-config/site-config-repository';
import type { AuthSettings } from './auth-settings';
import type { Clock } from './clock';
import { createLoginAttempts, type LoginAttempts } from './login-attempts';

/** What every sign-in, session and office-security route works with, made once per app. */
export interface AuthContext {
  readonly database: Database;
  readonly clock: Clock;
  readonly settings: AuthSettings;
  readonly players: PlayerRepository;
  readonly sessions: SessionService;
  readonly tokens: AccessTokens;
  readonly outbox: Outbox;
  /** The signed stop-newsletter link every letter ends with (render-message.ts). */
  readonly stopNewsletter: StopNewsletterLinks;
  readonly secrets: OneTimeSecrets;
  readonly captcha: CaptchaService;
  /** Attempts at a player's secret, reserved before each comparison (login-attempts.ts). */
  readonly attempts: LoginAttempts;
  readonly fingerprints: FingerprintService;
  readonly siteConfig: SiteConfigRepository;
  /**
   * Runs `work` in one transaction, with a context whose database and services all go through it:
   * a write of several steps (a registration's player, its accounts, messages and session) keeps
   * every row or none. Inside, use only the context `work` receives: on PGlite a query on the
   * outer database would wait for the transaction to end.
   */
  transaction<T>(work: (tx: AuthContext) => Promise<T>): Promise<T>;
}

/**
 * The database as seen inside a transaction: every query goes through `tx`, and a nested
 * transaction is part of the outer one (it commits or rolls back with it).
 */
function databaseIn(database: Database, tx: Queryable): Database {
  return {
    kind: database.kind,
    query: (sql, params, options) => tx.query(sql, params, options),
    exec: (sql) => tx.exec(sql),
    notify: (channel, payloads) => tx.notify(channel, payloads),
    transaction: (work) => work(tx),
    // The outer database's lock (a mutex on PGlite, a connection of its own on PostgreSQL): the
    // work inside still queries through the transaction.
    withAdvisoryLock: (name, work) => database.withAdvisoryLock(name, work),
    // Notifications come from commits, not from inside a transaction: the outer database hears them.
    listen: (channel, heard) => database.listen(channel, heard),
    close: () => Promise.reject(new Error('a transaction does not close the database')),
  };
}

export async function createAuthContext(options: {
  database: Database;
  clock: Clock;
  settings: AuthSettings;
  log: FastifyBaseLogger;
  /** Development mode logs each outbox message in full. */
  showOutboxBodies: boolean;
}): Promise<AuthContext> {
  const { clock, settings } = options;
  const tokens = await createAccessTokens(
    options.database,
    settings.jwtSecret,
    settings.accessTokenTtlSeconds,
  );
  const stopNewsletter = await createStopNewsletterLinks(options.database);
  const contextOn = (database: Database): AuthContext => ({
    database,
    clock,
    settings,
    players: createPlayerRepository(database),
    sessions: createSessionService(database, clock, settings.sessionMaxHours),
    // Made once at start (the signing secret); it queries nothing after.
    tokens,
    outbox: createOutbox(database, options.log, options.showOutboxBodies),
    // Made once at start, like the tokens (its key).
    stopNewsletter,
    secrets: createOneTimeSecrets(database, clock),
    captcha: createCaptchaService(database, clock),
    attempts: createLoginAttempts(database, clock),
    fingerprints: createFingerprintService(database, clock),
    siteConfig: createSiteConfigRepository(database),
    transaction: (work) => database.transaction((tx) => work(contextOn(databaseIn(database, tx)))),
  });
  return contextOn(options.database);
}
