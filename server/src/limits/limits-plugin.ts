import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { blockUserRoutes, limitRoutes } from './limit-routes';
import { followLimitChanges } from './kept-open-limits';
import { createLimitService, type LimitSettings } from './limit-service';
import { realityCheckRoutes } from './reality-check-routes';

export interface LimitsPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly settings: LimitSettings;
}

/** The limits service: its routes and BlockUser, after the auth plugin's decorators. */
export const limitsPlugin: FastifyPluginAsync<LimitsPluginOptions> = async (app, options) => {
  const service = createLimitService(options.database, options.clock, options.settings);
  // Limits changed through another instance on the database are shown as changed here at once.
  const stopFollowing = await followLimitChanges(options.database);
  app.addHook('onClose', async () => {
    await stopFollowing();
  });
  await app.register(
    async (limitsApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      limitsApi.setValidatorCompiler(typeboxValidatorCompiler);
      await limitsApi.register(limitRoutes, { service });
    },
    { prefix: '/limit-service-api/api/external/web/v3' },
  );
  await app.register(
    async (blockApi) => {
      blockApi.setValidatorCompiler(typeboxValidatorCompiler);
      await blockApi.register(blockUserRoutes, { service });
    },
    { prefix: '/limit/external/web/api/v1' },
  );
  await app.register(realityCheckRoutes, {
    prefix: '/web-api/limits',
    database: options.database,
    clock: options.clock,
  });
};
