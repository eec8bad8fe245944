import { RECENT_GAMES, casinoSearchTerm } from '@betshell/domain/casino';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import {
  GameIdParamsSchema,
  GameLandingsQuerySchema,
  GameLandingsSchema,
  GamesPreviewQuerySchema,
  GamesPreviewSchema,
} from '@betshell/api-contract';
import { drawGameImage } from './game-image';
import type { GameCatalogueRepository } from './game-catalogue-repository';
import type { PromotionPageRepository } from '../promotions/promotion-page-repository';
import { favoritesPreview, lobbyPreview, searchPreview } from './games-preview';

export interface GamesRoutesOptions {
  readonly repository: GameCatalogueRepository;
  /** The games' landing pages are stored pages of the promotions view. */
  readonly pages: Pick<PromotionPageRepository, 'list'>;
}

/**
 * The casino catalogue under /web-api (decisions.md: demo content, the games preview path):
 * the preview call of spec/shell.md section 7 with an optional bearer, the images the server draws,
 * a signed-in player's favourites, and the landing pages the games hub links. `ref` and `fcountry`
 * are accepted as the spec sends them; the demo catalogue is the same for every partner and country.
 */
export const gamesRoutes: FastifyPluginCallbackTypebox<GamesRoutesOptions> = (
  app,
  { repository, pages },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);

  /** The signed-in player when the call carries a live bearer or session; a visitor is no error. */
  async function playerOf(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    try {
      await app.requirePlayer(request, reply);
      return request.player?.userId ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        reply.removeHeader('www-authenticate');
        return null;
      }
      throw error;
    }
  }

  app.get(
    '/games/preview',
    {
      schema: {
        querystring: GamesPreviewQuerySchema,
        response: { 200: GamesPreviewSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { whence = 'lobby', groupId, lng, includeCategories = false, q } = request.query;
      const playerId = await playerOf(request, reply);
      const options = { lng, includeCategories, signedIn: playerId !== null };
      void reply.header('cache-control', 'no-store');
      if (whence === 'search') {
        const term = casinoSearchTerm(q ?? '');
        if (term === null) {
          throw new ApiError(400, 'SEARCH_TOO_SHORT', 'A search needs at least 2 letters');
        }
        return searchPreview(await repository.catalogue(), term, options);
      }
      if (whence === 'favorites') {
        if (playerId === null) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to see favourites');
        const [catalogue, ids, recent] = await Promise.all([
          repository.catalogue(),
          repository.favoriteIds(playerId),
          repository.recentGameIds(playerId, RECENT_GAMES),
        ]);
        return favoritesPreview(catalogue, ids, options, recent);
      }
      return lobbyPreview(await repository.catalogue(), groupId, options);
    },
  );

  // Every stored landing page is shown at its address (the promotions view has no period for them),
  // so the hub links each one.
  app.get(
    '/games/landings',
    {
      schema: {
        querystring: GameLandingsQuerySchema,
        response: { 200: GameLandingsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const landings = await pages.list('game-landing', request.query.lng);
      return { landings: landings.map(({ slug, title, summary }) => ({ slug, title, summary })) };
    },
  );

  app.get(
    '/games/images/:gameId.svg',
    {
      schema: {
        params: GameIdParamsSchema,
        response: {
          200: fileAnswerSchema('image/svg+xml', "The game's preview image"),
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const catalogue = await repository.catalogue();
      const game = catalogue.games.find((g) => g.id === request.params.gameId);
      if (game === undefined) throw new ApiError(404, 'GAME_NOT_FOUND', 'No such game');
      const provider = catalogue.providers.find((p) => p.id === game.providerId);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(drawGameImage(game, provider?.name ?? ''));
    },
  );

  const favoriteSchema = {
    params: GameIdParamsSchema,
    response: {
      204: Type.Null(),
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      404: ErrorBodySchema,
    },
  };
  /** The signed-in player's id, once the game is known to exist. */
  async function favoriteOf(request: FastifyRequest, gameId: number): Promise<number> {
    const playerId = request.player?.userId;
    if (playerId === undefined) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
    if ((await repository.game(gameId)) === null) {
      throw new ApiError(404, 'GAME_NOT_FOUND', 'No such game');
    }
    return playerId;
  }
  app.put(
    '/games/favorites/:gameId',
    { schema: favoriteSchema, preHandler: app.requirePlayer },
    async (request, reply) => {
      const { gameId } = request.params;
      await repository.addFavorite(await favoriteOf(request, gameId), gameId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/games/favorites/:gameId',
    { schema: favoriteSchema, preHandler: app.requirePlayer },
    async (request, reply) => {
      const { gameId } = request.params;
      await repository.removeFavorite(await favoriteOf(request, gameId), gameId);
      return reply.code(204).send(null);
    },
  );
  done();
};
