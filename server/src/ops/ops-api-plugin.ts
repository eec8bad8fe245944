import type { FastifyPluginCallback } from 'fastify';
import { blockRuleOpsRoutes } from '../blocking/block-rule-ops-routes';
import { createBlockRuleRepository } from '../blocking/block-rule-repository';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { importMapOpsRoutes } from '../import-maps/import-map-ops-routes';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { informationPageOpsRoutes } from '../information-pages/information-page-ops-routes';
import { createInformationPageRepository } from '../information-pages/information-page-repository';
import { maintenanceOpsRoutes } from '../maintenance/maintenance-ops-routes';
import { redirectRuleOpsRoutes } from '../redirects/redirect-rule-ops-routes';
import { createRedirectRuleRepository } from '../redirects/redirect-rule-repository';
import { siteConfigOpsRoutes } from '../site-config/site-config-ops-routes';
import { createSiteConfigRepository } from '../site-config/site-config-repository';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';
import { isOpsBearerToken } from './ops-bearer-token';
import { playerOpsRoutes } from '../players/player-ops-routes';
import { systemClock, type Clock } from '../auth/clock';
import { paymentOpsRoutes } from '../accounts/payment-ops-routes';
import { createPaymentChecks } from '../accounts/payment-check';
import { limitOpsRoutes } from '../limits/limit-ops-routes';
import { seoOpsRoutes } from '../seo/seo-ops-routes';
import { createSeoRepository } from '../seo/seo-repository';
import { loyaltyOpsRoutes } from '../loyalty/loyalty-ops-routes';
import { referralOpsRoutes } from '../referral/referral-ops-routes';
import { lineOpsRoutes } from '../line/line-ops-routes';
import { betOpsRoutes } from '../bets/bet-ops-routes';
import { analyticsOpsRoutes } from '../analytics/analytics-ops-routes';
import { createAnalyticsRepository } from '../analytics/analytics-repository';
import { limitTestOpsRoutes } from '../limits/limit-test-ops-routes';
import { sessionTestOpsRoutes } from '../session/session-test-ops-routes';
import type { UploadStore } from '../uploads/upload-store';
import { verificationOpsRoutes } from '../verification/verification-ops-routes';
import { ideaOpsRoutes } from '../ideas/idea-ops-routes';
import { bonusGameOpsRoutes } from '../bonus-games/bonus-game-ops-routes';
import { casinoRoundOpsRoutes } from '../casino-wallet/casino-round-routes';
import { supportOpsRoutes } from '../support/support-ops-routes';
import { createSupportRepository } from '../support/support-repository';
import { createOutbox } from '../outbox/outbox-repository';
import { createPlayerRepository } from '../players/player-repository';
import { createStopNewsletterLinks } from '../mailing/stop-newsletter-links';
import { promotionOpsRoutes } from '../promotions/promotion-ops-routes';
import { tournamentOpsRoutes } from '../tournaments/tournament-ops-routes';
import { bonusOpsRoutes } from '../bonuses/bonus-ops-routes';
import { lotteryOpsRoutes } from '../lottery/lottery-ops-routes';

export interface OpsApiOptions {
  readonly database: Database;
  /** The bearer token every call must carry (OPS_TOKEN, or generated at start; see server.ts). */
  readonly token: string;
  /** The built site and releases, for the import-map routes. */
  readonly site: StaticSiteOptions;
  /** The app's clock, for what operators change in time (terms published, sessions ended). */
  readonly clock?: Clock;
  /** The limits' test tools (limits/limit-test-ops-routes.ts), on a throwaway site only. */
  readonly limitTestTools?: boolean;
  /**
   * The files players sent (support attachments, identity documents): for the support routes and
   * for operators to download; none when absent.
   */
  readonly uploads?: UploadStore;
}

/**
 * The operator API (register it under /ops-api/v1): site config, maintenance, block rules and
 * redirect rules, for `npm run ops` (scripts/ops.ts), and the import maps, for `npm run importmap`
 * (scripts/importmap.ts). Every route needs the bearer token, checked before the body is read;
 * every change is logged at info with what it changed.
 */
export const opsApiPlugin: FastifyPluginCallback<OpsApiOptions> = (
  app,
  { database, token, site, clock, limitTestTools, uploads },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);

  app.addHook('onRequest', async (request, reply) => {
    if (!isOpsBearerToken(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="ops-api"');
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        'The operator API needs Authorization: Bearer <OPS_TOKEN>',
      );
    }
    // Operators' answers change with every command: never from a cache.
    void reply.header('cache-control', 'no-store');
  });

  const siteConfig = createSiteConfigRepository(database);
  void app.register(siteConfigOpsRoutes, { database, repository: siteConfig });
  void app.register(maintenanceOpsRoutes, { database, repository: siteConfig });
  void app.register(blockRuleOpsRoutes, { repository: createBlockRuleRepository(database) });
  void app.register(redirectRuleOpsRoutes, {
    database,
    repository: createRedirectRuleRepository(database),
  });
  void app.register(informationPageOpsRoutes, {
    repository: createInformationPageRepository(database),
  });
  void app.register(importMapOpsRoutes, { database, site });
  void app.register(playerOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(paymentOpsRoutes, {
    context: {
      database,
      clock: clock ?? systemClock,
      // The app's checks (accounts-plugin.ts) also judge the deposits an operator approves.
      checks: app.hasDecorator('paymentChecks') ? app.paymentChecks : createPaymentChecks(),
    },
  });
  void app.register(limitOpsRoutes, { database });
  void app.register(seoOpsRoutes, { repository: createSeoRepository(database) });
  void app.register(referralOpsRoutes, { database });
  void app.register(loyaltyOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(lineOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(betOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(analyticsOpsRoutes, { repository: createAnalyticsRepository(database) });
  void app.register(limitTestOpsRoutes, {
    database,
    clock: clock ?? systemClock,
    enabled: limitTestTools === true,
  });
  // The same throwaway sites age a player's sessions, for the inactivity logout's journey.
  void app.register(sessionTestOpsRoutes, { database, enabled: limitTestTools === true });
  void app.register(verificationOpsRoutes, { database, clock: clock ?? systemClock, uploads });
  void app.register(ideaOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(bonusGameOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(casinoRoundOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(promotionOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(tournamentOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(bonusOpsRoutes, { database, clock: clock ?? systemClock });
  void app.register(lotteryOpsRoutes, { context: { database, clock: clock ?? systemClock } });
  if (uploads !== undefined) {
    void app.register(async (support) => {
      await support.register(supportOpsRoutes, {
        repository: createSupportRepository(database),
        uploads,
        clock: clock ?? systemClock,
        outbox: createOutbox(database, app.log, false),
        players: createPlayerRepository(database),
        stopNewsletter: await createStopNewsletterLinks(database),
      });
    });
  }
  done();
};
