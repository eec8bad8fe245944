import Fastify, { type FastifyInstance } from 'fastify';
import { authServicesPlugin } from './auth/auth-services-plugin';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './auth/auth-settings';
import { systemClock, type Clock } from './auth/clock';
import { blockRoutes } from './blocking/block-routes';
import { createBlockRuleRepository } from './blocking/block-rule-repository';
import { chromePlugin } from './chrome/chrome-plugin';
import type { LogLevel } from './config/server-env';
import { createCookieAgreementRepository } from './cookie-agreement/cookie-agreement-repository';
import { cookieAgreementRoutes } from './cookie-agreement/cookie-agreement-routes';
import type { Database } from './db/database';
import { createDictionaryRepository } from './dictionary/dictionary-repository';
import { dictionaryRoutes } from './dictionary/dictionary-routes';
import { healthRoutes } from './health/health-routes';
import { createInformationPageRepository } from './information-pages/information-page-repository';
import { readInformationStyle } from './information-pages/read-shipped-pages';
import { viewsRoutes } from './information-pages/views-routes';
import { createPromotionPageRepository } from './promotions/promotion-page-repository';
import { promotionViewsRoutes } from './promotions/promotion-views-routes';
import { PROMOTION_PAGE_STYLE } from './promotions/promotion-page-style';
import { createTournamentRepository } from './tournaments/tournament-repository';
import { errorHandlerPlugin } from './http/error-handler-plugin';
import { refuseNulPlugin } from './http/refuse-nul-plugin';
import { createKeptAnswers } from './http/kept-answers';
import { keptAnswersServer } from './http/kept-answers-server';
import { clientErrorHandler, frameworkErrors } from './http/framework-error-answers';
import { apiDocsPlugin } from './http/api-docs-plugin';
import { importMapSitePlugin } from './import-maps/import-map-site-plugin';
import { securityHeadersPlugin } from './http/security-headers-plugin';
import { opsApiPlugin } from './ops/ops-api-plugin';
import { createRedirectRuleRepository } from './redirects/redirect-rule-repository';
import { redirectRoutes } from './redirects/redirect-routes';
import { createSiteConfigRepository } from './site-config/site-config-repository';
import { siteConfigRoutes } from './site-config/site-config-routes';
import { staticSitePlugin, type StaticSiteOptions } from './static-site/static-site-plugin';
import { privateBuildFilesPlugin } from './static-site/private-build-files';
import { allFirstPaints, createFirstPaintChrome } from './chrome/first-paint-chrome';
import { createFirstPaintOdds } from './chrome/first-paint-odds';
import { createLineRepository } from './line/line-repository';
import { accountsPlugin, type AccountsSettings } from './accounts/accounts-plugin';
import { createGameCatalogueRepository } from './games/game-catalogue-repository';
import { gamesRoutes } from './games/games-routes';
import { createGamesAreaPageCheck } from './games/games-area-page-check';
import { limitsPlugin } from './limits/limits-plugin';
import { depositLimitCheck } from './limits/deposit-limit-check';
import { readShippedDictionaries } from './dictionary/read-shipped-dictionaries';
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from './limits/limit-service';
import { crawlerFilesRoutes } from './seo/crawler-files-routes';
import { createSeoPageHead } from './seo/seo-page-head';
import { createSeoPages } from './seo/seo-pages';
import { unbuiltRoutesIn } from './static-site/unbuilt-routes';
import { createSeoRepository } from './seo/seo-repository';
import { seoRoutes } from './seo/seo-routes';
import { linePlugin, type LinePluginOptions } from './line/line-plugin';
import { betsPlugin } from './bets/bets-plugin';
import { statisticsPlugin } from './statistics/statistics-plugin';
import { analyticsRoutes } from './analytics/analytics-routes';
import { createAnalyticsRepository } from './analytics/analytics-repository';
import { installableSiteRoutes } from './installable-site/installable-site-routes';
import { mailingPlugin } from './mailing/mailing-plugin';
import { officeSectionsPlugin } from './office-sections/office-sections-plugin';
import { bonusGamesPlugin } from './bonus-games/bonus-games-plugin';
import { displaySettingsPlugin } from './display-settings/display-settings-routes';
import { favouritesPlugin } from './favourites/favourites-routes';
import { lineSearchPlugin } from './line/line-search-routes';
import { requestLogPlugin } from './http/request-log-plugin';
import { LogController } from 'fastify';
import { lazyChildLoggerFactory } from './http/lazy-child-logger';
import { compilersOnFirstUse } from './http/lazy-schema-compilers';
import { verificationPlugin } from './verification/verification-plugin';
import { randomBytes } from 'node:crypto';
import { casinoWalletPlugin } from './casino-wallet/casino-wallet-plugin';
import {
  demoGameProviderPlugin,
  DEMO_GAME_PROVIDER_PATH,
} from './demo-game-provider/demo-game-provider-plugin';
import { createUploadStore } from './uploads/upload-store';
import { supportPlugin } from './support/support-plugin';
import { bonusesPlugin } from './bonuses/bonuses-plugin';
import { loyaltyPlugin, type LoyaltyPluginOptions } from './loyalty/loyalty-plugin';
import { lotteryPlugin } from './lottery/lottery-plugin';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppOptions {
  /** The caller opens the database and closes it after the app (see server.ts). */
  readonly database: Database;
  readonly site: StaticSiteOptions;
  /**
   * The site's public address (PUBLIC_ORIGIN, config/server-env.ts): links, the sitemap and
   * robots.txt are built from it, and an https one turns on HSTS. http://localhost when absent.
   */
  readonly publicOrigin?: string;
  /**
   * The load balancers whose X-Forwarded-For names the client (TRUSTED_PROXIES,
   * config/server-env.ts); none when absent: request.ip is the connection's address.
   */
  readonly trustedProxies?: readonly string[];
  /** Structured request and error logs (pino) on stdout at this level; none when absent. */
  readonly logLevel?: LogLevel;
  /** Where the logs go instead of stdout (tests read them); with it, logLevel defaults to info. */
  readonly logStream?: { write(line: string): void };
  /**
   * The bearer token of the operator API under /ops-api/v1; without one that API is not served.
   * server.ts always gives one (OPS_TOKEN, or generated at start).
   */
  readonly opsToken?: string;
  /** Overrides of server/content/dictionaries and server/content/pages, for tests. */
  readonly dictionariesDir?: string;
  readonly pagesDir?: string;
  /** Sign-in and the session (auth/auth-settings.ts); the defaults when absent. */
  readonly auth?: AuthSettings;
  /** The time sessions, codes and captchas are judged by; tests pass one they move. */
  readonly clock?: Clock;
  /** Accounts and payments (accounts/accounts-plugin.ts); the defaults when absent. */
  readonly accounts?: AccountsSettings;
  /** Responsible-gambling limits: cooling-off per jurisdiction; the defaults when absent. */
  readonly limits?: LimitSettings;
  /**
   * Compile every route's validators and serializers while starting, as Fastify does by default,
   * instead of on first use (http/lazy-schema-compilers.ts): a test proves with it that they all
   * compile.
   */
  readonly compileSchemasAtStart?: boolean;
  /**
   * The upload store's folder (UPLOADS_DIR, config/server-env.ts); a folder of this app under the
   * system's temp folder when absent (tests).
   */
  readonly uploadsDir?: string;
  /** The sports line's feed timer and randomness (line/line-plugin.ts); null timer: tests tick. */
  readonly line?: Pick<LinePluginOptions, 'scheduler' | 'random'>;
  /** The weekly cashback job's scheduler (loyalty-plugin.ts); null: no job. */
  readonly loyalty?: Pick<LoyaltyPluginOptions, 'scheduler'>;
  /** The casino wallet and the demo game provider; absent: both on, with a secret of this run. */
  readonly casino?: CasinoSettings;
}

/** The casino's seamless wallet and its game provider (docs/casino.md, docs/configuration.md). */
export interface CasinoSettings {
  /** CASINO_WALLET_SECRET: the secret the provider signs its wallet calls with. */
  readonly walletSecret: string;
  /**
   * The demo game provider under /demo-provider, or null when it is off (server-env.ts: off in
   * production unless asked for). `walletUrl` is where it calls the wallet (CASINO_WALLET_URL);
   * absent, it calls this same server in-process through the same routes and signature check.
   */
  readonly demoProvider: { readonly walletUrl?: string } | null;
  /** CASINO_PROVIDER_URL: where launches send players; the demo provider's path when absent. */
  readonly providerUrl?: string;
}

/**
 * The platform API and the static host, ready to answer but not listening, on a database that
 * prepareDatabase (prepare-database.ts) has migrated and given the release's content.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, logLevel, logStream } = options;
  const keptAnswers = createKeptAnswers();
  const app = Fastify({
    logger:
      logStream !== undefined
        ? { level: logLevel ?? 'info', stream: logStream }
        : logLevel === undefined
          ? false
          : { level: logLevel },
    // One line per answer an operator needs instead of two per request (http/request-log-plugin.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger is made on its first line, not for every request.
    childLoggerFactory: lazyChildLoggerFactory,
    // Only the listed balancers may name the client; anyone else could name any address.
    trustProxy:
      options.trustedProxies === undefined || options.trustedProxies.length === 0
        ? false
        : [...options.trustedProxies],
    // The router's and Node's own refusals answer in the error body too.
    frameworkErrors,
    clientErrorHandler,
    // The public answers the hot routes keep are served before the router (http/kept-answers.ts).
    serverFactory: (handler, settings) => keptAnswersServer(keptAnswers, handler, settings),
    ...(options.compileSchemasAtStart === true
      ? {}
      : { schemaController: { compilersFactory: compilersOnFirstUse } }),
  });

  app.decorate('keptAnswers', keptAnswers);
  // A closing app answers 503 to every request: nothing more is served before the router.
  app.addHook('preClose', (done) => {
    keptAnswers.stop();
    done();
  });

  const publicOrigin = options.publicOrigin ?? 'http://localhost';
  await app.register(securityHeadersPlugin, {
    https: publicOrigin.startsWith('https://'),
    development: options.site.mode === 'development',
  });
  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(refuseNulPlugin);
  // Before any route: the API reference learns the routes as they are registered.
  await app.register(apiDocsPlugin);
  await app.register(authServicesPlugin, {
    database,
    settings: options.auth ?? DEFAULT_AUTH_SETTINGS,
    clock: options.clock ?? systemClock,
    development: options.site.mode === 'development',
  });
  await app.register(healthRoutes, { database });
  await app.register(siteConfigRoutes, {
    prefix: '/bff-api',
    repository: createSiteConfigRepository(database),
  });
  await app.register(dictionaryRoutes, {
    prefix: '/web-api',
    repository: createDictionaryRepository(database),
  });
  await app.register(cookieAgreementRoutes, {
    prefix: '/web-api',
    repository: createCookieAgreementRepository(database),
  });
  await app.register(chromePlugin, { prefix: '/web-api' });
  await app.register(redirectRoutes, {
    prefix: '/redirects-api',
    repository: createRedirectRuleRepository(database),
  });
  await app.register(blockRoutes, {
    prefix: '/blocks-api',
    repository: createBlockRuleRepository(database),
  });
  await app.register(viewsRoutes, {
    repository: createInformationPageRepository(database),
    style: await readInformationStyle(options.pagesDir),
  });
  await app.register(accountsPlugin, {
    database,
    clock: options.clock ?? systemClock,
    settings: options.accounts,
    dictionariesDir: options.dictionariesDir,
  });
  await app.register(gamesRoutes, {
    prefix: '/web-api',
    repository: createGameCatalogueRepository(database),
    pages: createPromotionPageRepository(database),
  });
  await app.register(limitsPlugin, {
    database,
    clock: options.clock ?? systemClock,
    settings: options.limits ?? DEFAULT_LIMIT_SETTINGS,
  });
  // Deposits are refused over a player's limits, inside the payment's transaction.
  const shippedTexts = await readShippedDictionaries(options.dictionariesDir);
  app.paymentChecks.add(depositLimitCheck(shippedTexts.get('en')));
  const uploads = createUploadStore({
    database,
    directory:
      options.uploadsDir ?? join(tmpdir(), `betshell-uploads-${randomBytes(8).toString('hex')}`),
  });
  await app.register(supportPlugin, {
    database,
    uploads,
    clock: options.clock ?? systemClock,
  });
  if (options.opsToken !== undefined) {
    await app.register(opsApiPlugin, {
      uploads,
      prefix: '/ops-api/v1',
      database,
      token: options.opsToken,
      site: options.site,
      clock: options.clock,
      limitTestTools: options.limits?.testTools === true,
    });
  }
  await app.register(privateBuildFilesPlugin, { development: options.site.mode === 'development' });
  await app.register(importMapSitePlugin, { database, site: options.site });
  const seoPages = createSeoPages(
    createSeoRepository(database),
    createSiteConfigRepository(database),
    createInformationPageRepository(database),
    unbuiltRoutesIn(options.site.siteDir),
  );
  await app.register(seoRoutes, { prefix: '/web-api', pages: seoPages, publicOrigin });
  await app.register(crawlerFilesRoutes, { pages: seoPages, publicOrigin });
  await app.register(staticSitePlugin, {
    ...options.site,
    pageHead: createSeoPageHead(seoPages),
    pageExists: createGamesAreaPageCheck({
      catalogue: createGameCatalogueRepository(database),
      pages: createPromotionPageRepository(database),
    }),
    firstPaint: allFirstPaints(
      createFirstPaintChrome(createDictionaryRepository(database)),
      createFirstPaintOdds({
        line: createLineRepository(database),
        siteConfig: createSiteConfigRepository(database),
        dictionary: createDictionaryRepository(database),
        warn: (message, error) => app.log.warn({ err: error }, message),
      }),
    ),
    publicOrigin,
    beforePageSent: (request, reply) => app.keepPageSignedIn(request, reply),
  });
  await app.register(linePlugin, {
    database,
    clock: options.clock ?? systemClock,
    ...options.line,
  });
  await app.register(betsPlugin, { database, clock: options.clock ?? systemClock });
  await app.register(statisticsPlugin, { database, clock: options.clock ?? systemClock });
  await app.register(analyticsRoutes, {
    prefix: '/web-api',
    repository: createAnalyticsRepository(database),
  });
  await app.register(installableSiteRoutes, {
    siteDir: options.site.siteDir,
    siteConfig: createSiteConfigRepository(database),
  });
  await app.register(mailingPlugin, { database });
  await app.register(displaySettingsPlugin, { database });
  await app.register(favouritesPlugin, { database });
  await app.register(lineSearchPlugin, { database });
  await app.register(verificationPlugin, {
    database,
    clock: options.clock ?? systemClock,
    uploads,
  });
  const casino = options.casino ?? {
    walletSecret: randomBytes(32).toString('base64url'),
    demoProvider: {},
  };
  await app.register(casinoWalletPlugin, {
    database,
    clock: options.clock ?? systemClock,
    secret: casino.walletSecret,
    providerUrl: casino.providerUrl ?? DEMO_GAME_PROVIDER_PATH,
    dictionariesDir: options.dictionariesDir,
  });
  if (casino.demoProvider !== null) {
    await app.register(demoGameProviderPlugin, {
      walletSecret: casino.walletSecret,
      walletUrl: casino.demoProvider.walletUrl,
      clock: options.clock ?? systemClock,
      texts: shippedTexts,
    });
  }
  await app.register(promotionViewsRoutes, {
    pages: createPromotionPageRepository(database),
    tournaments: createTournamentRepository(database),
    db: database,
    texts: shippedTexts,
    style: `${await readInformationStyle(options.pagesDir)}\n${PROMOTION_PAGE_STYLE}`,
    now: options.clock ?? systemClock,
  });
  await app.register(bonusesPlugin, {
    database,
    clock: options.clock ?? systemClock,
    texts: shippedTexts,
  });
  await app.register(officeSectionsPlugin, {
    database,
    clock: options.clock ?? systemClock,
    texts: shippedTexts,
  });
  await app.register(loyaltyPlugin, {
    database,
    clock: options.clock ?? systemClock,
    ...options.loyalty,
  });
  await app.register(lotteryPlugin, { database, clock: options.clock ?? systemClock });
  await app.register(bonusGamesPlugin, { database, clock: options.clock ?? systemClock });

  await app.ready();
  return app;
}
