import type { DictionaryTexts, LanguageCode } from '@betshell/domain';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { bonusRoutes } from './bonus-routes';

export interface BonusesPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

/**
 * The bonus engine's player routes under /web-api (bonus-routes.ts). The engine itself
 * (bonus-engine.ts) runs inside the transactions of deposits, withdrawals, coupons and casino
 * stakes; its operator routes are in the operator API (bonus-ops-routes.ts).
 */
export const bonusesPlugin = fp<BonusesPluginOptions>(
  async (app, options) => {
    await app.register(
      async (webApi) => {
        webApi.setValidatorCompiler(typeboxValidatorCompiler);
        await webApi.register(bonusRoutes, {
          database: options.database,
          clock: options.clock,
          texts: options.texts,
        });
      },
      { prefix: '/web-api' },
    );
  },
  { name: 'bonuses', fastify: '5.x', dependencies: ['auth-services'] },
);
