import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { betsRoutes } from './bets-routes';

export interface BetsPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
}

/**
 * Betting under /web-api. Settlement runs where results are entered (the line's
 * finishEvent), the operator's VIP decisions under the operator API (bet-ops-routes.ts).
 */
export const betsPlugin: FastifyPluginAsync<BetsPluginOptions> = async (app, options) => {
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(betsRoutes, {
        context: { database: options.database, clock: options.clock },
      });
    },
    { prefix: '/web-api' },
  );
};
