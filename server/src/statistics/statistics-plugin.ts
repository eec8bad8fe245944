import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { createLineRepository } from '../line/line-repository';
import { createStatisticsRepository } from './statistics-repository';
import { statisticsRoutes } from './statistics-routes';

/** The statistics of the line's games and the special sections' lists, under /web-api. */
const plugin: FastifyPluginAsync<{ readonly database: Database; readonly clock: Clock }> = async (
  app,
  { database, clock },
) => {
  await app.register(statisticsRoutes, {
    prefix: '/web-api',
    line: createLineRepository(database),
    statistics: createStatisticsRepository(database),
    clock,
  });
};

export const statisticsPlugin = fp(plugin, { name: 'statistics' });
