import { sessionEndsAtMs } from '@betshell/domain/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  DisconnectAnswerSchema,
  SessionAnswerSchema,
  SessionCheckAnswerSchema,
  TokenAnswerSchema,
  TokenQuerySchema,
} from '@betshell/api-contract';
import type { AuthContext } from '../auth/auth-context';
import { clearSessionCookie } from '../auth/http/request-guards';
import { SESSION_COOKIE } from '../auth/http/authenticate-plugin';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';

export interface SessionRoutesOptions {
  readonly context: AuthContext;
}

/**
 * Under /auth-api/v1 (decisions.md): GET /check answers `user_id` (the browser polls it every 60 s;
 * a poll is not the player's activity, so it never keeps an idle session alive) and POST
 * /disconnect ends the server session and clears its cookie.
 */
export const authSessionRoutes: FastifyPluginCallbackTypebox<SessionRoutesOptions> = (
  app,
  { context },
  done,
) => {
  app.get(
    '/check',
    {
      schema: {
        response: { 200: SessionCheckAnswerSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const lookup = await context.sessions.lookup(request.cookies[SESSION_COOKIE], {
        active: false,
      });
      if (lookup.status === 'live') return { user_id: lookup.session.playerId };
      if (lookup.status === 'ended') {
        clearSessionCookie(context, reply);
        throw new ApiError(401, 'SESSION_ENDED', `The session has ended (${lookup.reason})`, {
          reason: lookup.reason,
        });
      }
      throw new ApiError(401, 'UNAUTHORIZED', 'No session');
    },
  );

  app.post(
    '/disconnect',
    { schema: { response: { 200: DisconnectAnswerSchema } } },
    async (request, reply) => {
      const lookup = await context.sessions.lookup(request.cookies[SESSION_COOKIE], {
        active: false,
      });
      if (lookup.status === 'live') {
        await context.sessions.end(lookup.session.id, 'logout');
        request.log.info({ userId: lookup.session.playerId }, 'auth: player disconnected');
      }
      // Logging out twice, or without a session, is still a logout.
      clearSessionCookie(context, reply);
      return { success: true as const };
    },
  );
  done();
};

/**
 * Under /web-api (spec/shell.md section 7): GET /user/gettoken answers `{ data: { token } }`, a
 * short-lived JWT for the session; GET /session answers the session as the server sees it.
 */
export const webSessionRoutes: FastifyPluginCallbackTypebox<SessionRoutesOptions> = (
  app,
  { context },
  done,
) => {
  app.get(
    '/user/gettoken',
    {
      preHandler: app.requireSession,
      schema: {
        querystring: TokenQuerySchema,
        response: {
          200: TokenAnswerSchema,
          401: ErrorBodySchema,
        },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const player = request.player!;
      const claims = { userId: player.userId, sessionId: player.sessionId };
      const now = context.clock();
      // Asked again within the second, the token is the one already signed: no promise then.
      const kept = context.tokens.keptIssue(claims, now);
      if (kept !== undefined) return { data: { token: kept } };
      return context.tokens.issue(claims, now).then(({ token }) => ({ data: { token } }));
    },
  );

  app.get(
    '/session',
    {
      schema: {
        response: {
          200: SessionAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const lookup = await context.sessions.lookup(request.cookies[SESSION_COOKIE], {
        active: false,
      });
      if (lookup.status !== 'live') {
        return { session: null, endReason: lookup.status === 'ended' ? lookup.reason : null };
      }
      const { session } = lookup;
      const endsAt = sessionEndsAtMs(
        {
          createdAtMs: session.createdAt.getTime(),
          lastActiveAtMs: session.lastActiveAt.getTime(),
        },
        session,
      );
      return {
        session: {
          userId: session.playerId,
          createdAt: session.createdAt.toISOString(),
          lastActiveAt: session.lastActiveAt.toISOString(),
          expiresAt: new Date(endsAt).toISOString(),
          inactivityLogoffMinutes: session.inactivityMs / 60_000,
          persistent: session.persistent,
        },
        endReason: null,
      };
    },
  );
  done();
};
