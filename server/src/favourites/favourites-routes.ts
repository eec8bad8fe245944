import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { FavouriteParamsSchema, FavouritesSchema } from '@betshell/api-contract';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import {
  createFavouritesRepository,
  MAX_FAVOURITES,
  type FavouritesRepository,
} from './favourites-repository';

const ANSWERS = {
  200: FavouritesSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * GET /web-api/favourites, PUT and DELETE /web-api/favourites/{kind}/{id}: the signed-in player's
 * favourite games and championships (docs/sportsbook-and-coupon.md, Favourites). Each answers the
 * whole list; adding one again or removing one not there changes nothing. Ids are not checked
 * against the line: a game that left it is simply shown nowhere.
 */
const favouritesRoutes: FastifyPluginCallbackTypebox<{
  readonly favourites: FavouritesRepository;
}> = (app, { favourites }, done) => {
  app.addHook('preHandler', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/favourites', { schema: { response: ANSWERS } }, (request) =>
    favourites.list(request.player!.userId),
  );

  app.put(
    '/favourites/:kind/:id',
    { schema: { params: FavouriteParamsSchema, response: ANSWERS } },
    async (request) => {
      const { kind, id } = request.params;
      if (!(await favourites.add(request.player!.userId, kind, id)))
        throw new ApiError(
          409,
          'TOO_MANY_FAVOURITES',
          `At most ${MAX_FAVOURITES} favourites are kept`,
        );
      return favourites.list(request.player!.userId);
    },
  );

  app.delete(
    '/favourites/:kind/:id',
    { schema: { params: FavouriteParamsSchema, response: ANSWERS } },
    async (request) => {
      const { kind, id } = request.params;
      await favourites.remove(request.player!.userId, kind, id);
      return favourites.list(request.player!.userId);
    },
  );
  done();
};

/** The favourites' routes under /web-api, after the auth plugin's requirePlayer. */
export const favouritesPlugin: FastifyPluginAsync<{ readonly database: Database }> = async (
  app,
  options,
) => {
  await app.register(
    async (webApi) => {
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(favouritesRoutes, {
        favourites: createFavouritesRepository(options.database),
      });
    },
    { prefix: '/web-api' },
  );
};
