import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { createJobLease, leasedScheduler } from '../jobs/job-lease';
import { createLineFeed, intervalScheduler, type FeedScheduler, type LineFeed } from './line-feed';
import { createLineChangeHub } from './line-change-hub';
import { createLineChangesRepository } from './line-changes';
import { createLineRepository } from './line-repository';
import { lineRoutes } from './line-routes';
import { lineStreamRoutes } from './line-stream-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo feed: tests tick it, operators settle and suspend through it. */
    lineFeed: LineFeed;
  }
}

export interface LinePluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The feed's timer; null runs no timer (tests tick the feed themselves). */
  readonly scheduler?: FeedScheduler | null;
  readonly random?: () => number;
  /** The most line streams this instance holds (line-change-hub.ts MAX_LINE_STREAMS). */
  readonly maxStreams?: number;
}

/**
 * The sports line: serves it under /web-api and runs the live feed from start-up until the app
 * closes, on the one instance that holds the feed's lease (jobs/job-lease.ts). The demo line is
 * seeded before the app is built (prepare-database.ts).
 */
const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, options) => {
  const { database, clock } = options;
  const repository = createLineRepository(database);
  const feed = createLineFeed({
    database,
    repository,
    clock,
    random: options.random,
    log: (error, eventId) =>
      eventId === undefined
        ? app.log.error({ err: error }, 'line feed tick failed')
        : app.log.error({ err: error, eventId }, 'line feed: an event failed in a tick'),
  });
  app.decorate('lineFeed', feed);
  await app.register(lineRoutes, { prefix: '/web-api', repository });
  // Every instance pushes the line's changes, whichever instance committed them.
  const hub = await createLineChangeHub({
    database,
    changes: createLineChangesRepository(database),
    maxStreams: options.maxStreams,
    // A change another instance committed: this one's kept answers of the line are out of date.
    heard: () => repository.lineChanged(),
    log: (error) => app.log.error({ err: error }, 'line stream: reading the changes failed'),
  });
  await app.register(lineStreamRoutes, { prefix: '/web-api', hub });
  // The streams never end by themselves: ended before the server waits for its connections.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  const scheduler = options.scheduler === undefined ? intervalScheduler : options.scheduler;
  // However many instances share the database, one runs the feed: the one holding its lease.
  let leased: ReturnType<typeof leasedScheduler> | null = null;
  if (scheduler !== null)
    app.addHook('onReady', (done) => {
      leased = leasedScheduler(
        scheduler,
        createJobLease({ database, name: 'line-feed', holder: randomUUID(), clock }),
        (error) => app.log.error({ err: error }, 'line feed: renewing its lease failed'),
      );
      feed.start(leased.scheduler);
      done();
    });
  // Before the database closes: a tick under way finishes first, then the lease is given up.
  app.addHook('onClose', async () => {
    await feed.stop();
    await leased?.stop();
  });
};

export const linePlugin = fp(plugin, { name: 'line' });
