import { PHONE_COUNTRIES } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** The lists change with a release only: browsers and proxies may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /web-api/geo/phone-countries and /phone-masks (decisions.md paths) with the names of
 * spec/shell.md section 7: countries `id, name, country_code, tel_code`; masks
 * `CountryId, Mask, Min, Max`.
 */
export const geoRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/geo/phone-countries',
    {
      schema: {
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              country_code: Type.String(),
              tel_code: Type.String(),
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL);
      return PHONE_COUNTRIES.map((country) => ({
        id: country.id,
        name: country.name,
        country_code: country.code,
        tel_code: country.phoneCode,
      }));
    },
  );

  app.get(
    '/geo/phone-masks',
    {
      schema: {
        response: {
          200: Type.Array(
            Type.Object({
              CountryId: Type.Integer(),
              Mask: Type.String(),
              Min: Type.Integer(),
              Max: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL);
      return PHONE_COUNTRIES.map((country) => ({
        CountryId: country.id,
        Mask: country.mask,
        Min: country.min,
        Max: country.max,
      }));
    },
  );
  done();
};
