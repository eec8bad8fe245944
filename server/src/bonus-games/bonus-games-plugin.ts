import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { bonusGameRoutes } from './bonus-game-routes';
import { createBonusGameService } from './bonus-game-service';

export interface BonusGamesPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
}

/** The bonus games' calls under /web-api, after the auth plugin's requirePlayer. */
export const bonusGamesPlugin: FastifyPluginAsync<BonusGamesPluginOptions> = async (
  app,
  { database, clock },
) => {
  const service = createBonusGameService(database);
  await app.register(
    async (webApi) => {
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(bonusGameRoutes, { service, clock });
    },
    { prefix: '/web-api' },
  );
};
