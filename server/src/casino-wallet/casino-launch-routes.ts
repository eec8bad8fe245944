import { isSiteLanguage, type DictionaryTexts, type LanguageCode } from '@betshell/domain';
import { LAUNCH_MODES } from '@betshell/domain/server';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { casinoWalletRepository as repo } from './casino-wallet-repository';
import { assertMayPlay, createLaunchSession, type WalletContext } from './casino-wallet-service';

export interface CasinoLaunchRoutesOptions {
  readonly context: WalletContext;
  /** Where the provider's game pages are: `<providerUrl>/games/<game>` (the demo provider's). */
  readonly providerUrl: string;
  /** The shipped dictionaries: a refusal says its reason in the player's language. */
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

const LaunchBody = Type.Object(
  {
    gameId: Type.Integer({ minimum: 1 }),
    mode: Type.Union(LAUNCH_MODES.map((mode) => Type.Literal(mode))),
    lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  },
  { additionalProperties: false },
);

const LaunchAnswer = Type.Object({
  url: Type.String(),
  mode: Type.Union(LAUNCH_MODES.map((mode) => Type.Literal(mode))),
  /** Unix seconds by which the provider must have opened the game (real mode); null for fun. */
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
});

/**
 * POST /web-api/casino/launch: the address of a game's page at its provider. Real money needs a
 * signed-in player who may play (not blocked, frozen, self-excluded, nor past today's session
 * limit: refused with the reason in words) and gets a short-lived launch token bound to the player
 * and the game; fun mode is open to visitors too and reaches no wallet.
 */
export const casinoLaunchRoutes: FastifyPluginCallbackTypebox<CasinoLaunchRoutesOptions> = (
  app,
  { context, providerUrl, texts },
  done,
) => {
  app.setValidatorCompiler(typeboxValidatorCompiler);

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

  /** A refusal of the limits or the operator, its message the reason's text in the language. */
  const inWords = (error: unknown, lng: LanguageCode): unknown => {
    if (!(error instanceof ApiError)) return error;
    const key = (error.details as { messageKey?: string } | undefined)?.messageKey;
    const text = key === undefined ? undefined : (texts.get(lng)?.[key] ?? texts.get('en')?.[key]);
    return text === undefined
      ? error
      : new ApiError(error.statusCode, error.code, text, error.details);
  };

  app.post(
    '/casino/launch',
    {
      schema: {
        body: LaunchBody,
        response: {
          200: LaunchAnswer,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { gameId, mode } = request.body;
      const lng: LanguageCode =
        request.body.lng !== undefined && isSiteLanguage(request.body.lng)
          ? request.body.lng
          : 'ru';
      void reply.header('cache-control', 'no-store');
      const game = await repo.launchableGame(context.database, gameId);
      if (game === null) throw new ApiError(404, 'GAME_NOT_FOUND', 'No such game');
      if (game.providerGame === null)
        throw new ApiError(409, 'GAME_NOT_LAUNCHABLE', 'This game cannot be played yet');
      const playerId = await playerOf(request, reply);
      const page = `${providerUrl}/games/${game.providerGame}`;
      const query = new URLSearchParams({ mode, game: String(game.id), lang: lng });
      if (playerId === null) {
        if (mode === 'real') throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to play for money');
        return { url: `${page}?${query.toString()}`, mode, expiresAt: null };
      }
      const player = await repo.playerForLaunch(context.database, playerId);
      if (player === null) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to play');
      try {
        // A player who may not play gets no game, not even for fun.
        await assertMayPlay(context.database, context, playerId, player);
      } catch (error) {
        throw inWords(error, lng);
      }
      if (mode === 'fun') return { url: `${page}?${query.toString()}`, mode, expiresAt: null };
      const launch = await createLaunchSession(context, {
        playerId,
        accountId: player.accountId,
        gameId: game.id,
      });
      query.set('token', launch.launchToken);
      return {
        url: `${page}?${query.toString()}`,
        mode,
        expiresAt: Math.floor(launch.expiresAt.getTime() / 1000),
      };
    },
  );
  done();
};
