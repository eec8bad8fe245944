import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { lotteryRoutes } from './lottery-routes';
import { openLottoDraws } from './lotto-service';
import { openTotoDraw } from './toto-service';

export interface LotteryPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
}

/**
 * Toto and lotto under /web-api (docs/lottery-games.md). At start a toto draw and a draw of every
 * lottery are opened where none is on sale (the demo content); settling one opens the next.
 */
export const lotteryPlugin: FastifyPluginAsync<LotteryPluginOptions> = async (app, options) => {
  const context = { database: options.database, clock: options.clock };
  app.addHook('onReady', async () => {
    await options.database.transaction(async (tx) => {
      await openTotoDraw(tx, options.clock());
      await openLottoDraws(tx, options.clock());
    });
  });
  await app.register(
    async (webApi) => {
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(lotteryRoutes, { context });
    },
    { prefix: '/web-api' },
  );
};
