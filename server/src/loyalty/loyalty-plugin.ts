import { lastWholeCashbackWeek } from '@betshell/domain/loyalty';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { createJobLease, leasedScheduler, type JobScheduler } from '../jobs/job-lease';
import { intervalScheduler } from '../line/line-feed';
import { loyaltyRoutes } from './loyalty-routes';
import { createLoyaltyService } from './loyalty-service';

/** How often the cashback job looks for a whole week to pay. */
export const CASHBACK_JOB_EVERY_MS = 15 * 60_000;

export interface LoyaltyPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** Runs the weekly cashback job; null: no job (tests pay through the operator API). */
  readonly scheduler?: JobScheduler | null;
}

/**
 * The loyalty programme (docs/loyalty.md): the office calls, and the weekly cashback job. The
 * lease keeps the job to one instance at a time so they do not all do the work; paying once is
 * the database's doing (a unique row per player, week and account in the credit's transaction).
 */
const plugin: FastifyPluginAsync<LoyaltyPluginOptions> = async (app, options) => {
  const { database, clock } = options;
  const loyalty = createLoyaltyService(database, clock);
  await app.register(
    async (webApi) => {
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(loyaltyRoutes, { database, clock, loyalty });
    },
    { prefix: '/web-api' },
  );
  const scheduler = options.scheduler === undefined ? intervalScheduler : options.scheduler;
  let leased: ReturnType<typeof leasedScheduler> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let cancel = () => {};
  if (scheduler !== null)
    app.addHook('onReady', (done) => {
      leased = leasedScheduler(
        scheduler,
        createJobLease({ database, name: 'loyalty-cashback', holder: randomUUID(), clock }),
        (error) => app.log.error({ err: error }, 'cashback job: renewing its lease failed'),
      );
      cancel = leased.scheduler.every(CASHBACK_JOB_EVERY_MS, () => {
        running = running.then(() =>
          loyalty
            .payCashback(lastWholeCashbackWeek(clock()), (error) =>
              app.log.error({ err: error }, 'cashback job: a payment failed'),
            )
            .then(
              (run) => {
                if (run.paid > 0) app.log.info({ run }, 'cashback job paid');
              },
              (error: unknown) => app.log.error({ err: error }, 'cashback job failed'),
            ),
        );
      });
      done();
    });
  app.addHook('onClose', async () => {
    cancel();
    await leased?.stop();
    await running;
  });
};

export const loyaltyPlugin = fp(plugin, { name: 'loyalty' });
