import { countryIdOf } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { geoCountryOf } from '../http/geo-country-header';
import { VisitorCountrySchema } from '@betshell/api-contract';

/**
 * GET /web-api/geo/visitor (ours): the visitor's country as the load balancer's geo header gives
 * it, the same header the block service and the site config read, with the site's id of that
 * country. The browser asks it for the footer's policy logo. private, no-store: it is about this
 * visitor, and a traveller's next page must not see the last network's country.
 */
export const visitorCountryRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/geo/visitor',
    {
      schema: {
        response: {
          200: VisitorCountrySchema,
        },
      },
    },
    async (request, reply) => {
      const countryCode = geoCountryOf(request.headers);
      void reply.header('cache-control', 'private, no-store');
      return { countryCode, countryId: countryIdOf(countryCode) };
    },
  );
  done();
};
