import {
  CollectorBodySchema,
  CountersQuerySchema,
  CountersSchema,
  PerformanceReportBodySchema,
} from '@betshell/api-contract';
import { analyticsEventNameOf } from '@betshell/domain/analytics';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { AnalyticsRepository } from './analytics-repository';

export interface AnalyticsRoutesOptions {
  readonly repository: AnalyticsRepository;
}

/**
 * The analytics endpoints the browser calls (the spec does not show their paths):
 * the counter list for a domain and project, the collector of events by numeric id, and the
 * performance report. Nothing here names a player: the collector keeps what happened and where.
 */
export const analyticsRoutes: FastifyPluginCallbackTypebox<AnalyticsRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.get(
    '/analytics/counters',
    {
      schema: {
        querystring: CountersQuerySchema,
        response: {
          200: CountersSchema,
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { domain, projectId } = request.query;
      // A few minutes: an operator's new counter reaches every page soon, at one request per page.
      void reply.header('cache-control', 'public, max-age=300');
      return { counters: await repository.countersFor(domain, projectId) };
    },
  );

  app.post(
    '/analytics/events',
    {
      schema: {
        body: CollectorBodySchema,
        response: { 204: Type.Null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const unknown = request.body.events
        .map((event) => event.id)
        .filter((id) => analyticsEventNameOf(id) === undefined);
      if (unknown.length > 0) {
        throw new ApiError(400, 'ANALYTICS_EVENT_UNKNOWN', 'The catalogue has no such event id', {
          ids: [...new Set(unknown)],
        });
      }
      await repository.storeEvents(request.body.events);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/analytics/vitals',
    {
      schema: {
        body: PerformanceReportBodySchema,
        response: { 204: Type.Null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const names = request.body.metrics.map((metric) => metric.name);
      if (new Set(names).size !== names.length) {
        throw new ApiError(400, 'VITALS_REPEATED', 'Each vital may be reported once per report');
      }
      await repository.storeVitals(request.body.route, request.body.metrics);
      return reply.code(204).send(null);
    },
  );
  done();
};
