import type { FastifyBaseLogger } from 'fastify';
import { createCaptchaService, type CaptchaService } from '../captcha/captcha-service';
import type { Database } from '../db/database';
import {
  createFingerprintService,
  type FingerprintService,
} from '../fingerprint/fingerprint-service';
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

/** What every sign-in, session and office-security route works with, made once per app. */
export interface AuthContext {
  readonly database: Database;
  readonly clock: Clock;
  readonly settings: AuthSettings;
  readonly players: PlayerRepository;
  readonly sessions: SessionService;
  readonly tokens: AccessTokens;
  readonly outbox: Outbox;
  readonly secrets: OneTimeSecrets;
  readonly captcha: CaptchaService;
  readonly fingerprints: FingerprintService;
  readonly siteConfig: SiteConfigRepository;
}

export async function createAuthContext(options: {
  database: Database;
  clock: Clock;
  settings: AuthSettings;
  log: FastifyBaseLogger;
  /** Development mode logs each outbox message in full. */
  showOutboxBodies: boolean;
}): Promise<AuthContext> {
  const { database: db, clock, settings } = options;
  return {
    database: db,
    clock,
    settings,
    players: createPlayerRepository(db),
    sessions: createSessionService(db, clock, settings.sessionMaxHours),
    tokens: await createAccessTokens(db, settings.jwtSecret, settings.accessTokenTtlSeconds),
    outbox: createOutbox(db, options.log, options.showOutboxBodies),
    secrets: createOneTimeSecrets(db, clock),
    captcha: createCaptchaService(db, clock),
    fingerprints: createFingerprintService(db, clock),
    siteConfig: createSiteConfigRepository(db),
  };
}
