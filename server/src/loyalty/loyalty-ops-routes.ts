import { cashbackWeekOf, lastWholeCashbackWeek } from '@betshell/domain/loyalty';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { createLoyaltyService } from './loyalty-service';

export interface LoyaltyOpsRoutesOptions {
  readonly database: Database;
  readonly clock: Clock;
}

/**
 * `POST /loyalty/cashback/run`: pays a week's cashback now (`npm run ops`, or a test), the week
 * holding `week` (YYYY-MM-DD), else the last whole week, as the weekly job does. Paying a week
 * already paid pays nothing again.
 */
export const loyaltyOpsRoutes: FastifyPluginCallbackTypebox<LoyaltyOpsRoutesOptions> = (
  app,
  { database, clock },
  done,
) => {
  const loyalty = createLoyaltyService(database, clock);
  app.post(
    '/loyalty/cashback/run',
    {
      schema: {
        body: Type.Object(
          { week: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            week: Type.String(),
            paid: Type.Integer(),
            alreadyPaid: Type.Integer(),
            failed: Type.Integer(),
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { week } = request.body;
      let at: Date | null = null;
      if (week !== undefined) {
        at = new Date(`${week}T00:00:00Z`);
        if (Number.isNaN(at.getTime())) throw new ApiError(400, 'INVALID_WEEK', 'No such date');
      }
      const run = await loyalty.payCashback(
        at === null ? lastWholeCashbackWeek(clock()) : cashbackWeekOf(at),
        (error) => request.log.error({ err: error }, 'cashback: a payment failed'),
      );
      request.log.info({ run }, 'cashback run');
      return run;
    },
  );
  done();
};
