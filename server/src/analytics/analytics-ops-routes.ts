import { p75ByRoute } from '@betshell/domain/analytics';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { AnalyticsRepository } from './analytics-repository';

export interface AnalyticsOpsRoutesOptions {
  readonly repository: AnalyticsRepository;
  readonly now?: () => number;
}

const StoredCounterSchema = Type.Object({
  rowId: Type.Integer(),
  id: Type.Integer(),
  key: Type.String(),
  scriptUrl: Type.String(),
  domain: Type.Union([Type.String(), Type.Null()]),
  projectId: Type.Union([Type.Integer(), Type.Null()]),
});

const VitalsByName = Type.Record(Type.String(), Type.Number());

const HoursQuery = Type.Object({
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 90 })),
});

const HOUR_MS = 3_600_000;

/**
 * Analytics for `npm run ops -- analytics ...`: the counters (list, add, remove), the events the
 * collector took per id, and the p75 of each Web Vital per route (domain p75ByRoute) over the last
 * hours (24 by default).
 */
export const analyticsOpsRoutes: FastifyPluginCallbackTypebox<AnalyticsOpsRoutesOptions> = (
  app,
  { repository, now = Date.now },
  done,
) => {
  const since = (hours = 24) => new Date(now() - hours * HOUR_MS);

  app.get(
    '/analytics/counters',
    { schema: { response: { 200: Type.Object({ counters: Type.Array(StoredCounterSchema) }) } } },
    async () => ({ counters: await repository.allCounters() }),
  );

  app.post(
    '/analytics/counters',
    {
      schema: {
        body: Type.Object(
          {
            id: Type.Integer({ minimum: 1 }),
            key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
            // A web address, or a path of this site (tests and self-hosted copies): never a
            // javascript: or data: URL, never protocol-relative.
            scriptUrl: Type.String({
              maxLength: 2000,
              pattern: '^(https?://[^\\s]+|/(?!/)[^\\s]*)$',
            }),
            domain: Type.Optional(
              Type.Union([
                Type.String({ pattern: '^[A-Za-z0-9.-]+$', maxLength: 253 }),
                Type.Null(),
              ]),
            ),
            projectId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ counter: StoredCounterSchema }), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { domain = null, projectId = null, ...counter } = request.body;
      const stored = await repository.addCounter({ ...counter, domain, projectId });
      request.log.info({ counter: stored }, 'ops: analytics counter added');
      return { counter: stored };
    },
  );

  app.delete(
    '/analytics/counters/:rowId',
    {
      schema: {
        params: Type.Object({ rowId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: Type.Object({ removed: Type.Boolean() }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const removed = await repository.removeCounter(request.params.rowId);
      if (!removed) {
        throw new ApiError(404, 'COUNTER_NOT_FOUND', `There is no counter ${request.params.rowId}`);
      }
      request.log.info({ rowId: request.params.rowId }, 'ops: analytics counter removed');
      return { removed };
    },
  );

  app.get(
    '/analytics/events',
    {
      schema: {
        querystring: HoursQuery,
        response: {
          200: Type.Object({
            events: Type.Array(Type.Object({ eventId: Type.Integer(), count: Type.Integer() })),
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ events: await repository.eventCounts(since(request.query.hours)) }),
  );

  app.get(
    '/analytics/vitals',
    {
      schema: {
        querystring: HoursQuery,
        response: {
          200: Type.Object({
            routes: Type.Array(
              Type.Object({ route: Type.String(), p75: VitalsByName, samples: VitalsByName }),
            ),
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      routes: p75ByRoute(await repository.vitalsSince(since(request.query.hours))),
    }),
  );
  done();
};
