import { COOKIE, TERMS_EXCEPTION_CODE } from '@betshell/domain';
import { termsChangedFor } from '@betshell/domain/auth';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../auth-context';
import type { SessionLookup } from '../../session/session-service';
import { readTermsConfirmation } from '../../user-config/terms-publication';

/** The server session's cookie: HttpOnly, SameSite=Lax (decisions.md, Sign-in). */
export const SESSION_COOKIE = 'betshell_session';

/** Who made a request, once one of the checks below has let it through. */
export interface AuthenticatedPlayer {
  readonly userId: number;
  readonly sessionId: string;
}

/**
 * A check of who is calling: awaited by a route that calls it, or run as a hook with `done`. It
 * lets a caller whose session and token are in memory through without a promise.
 */
type PreHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  done?: HookHandlerDoneFunction,
) => Promise<void> | void;
type AsyncCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    player: AuthenticatedPlayer | null;
  }
  interface FastifyInstance {
    /** Lets through a request with a live session cookie (browser calls of this site). */
    requireSession: PreHandler;
    /** Lets through a request with a valid `Authorization: Bearer <token>` whose session lives. */
    requireBearer: PreHandler;
    /** Either of the two: the bearer token when one is sent, else the session cookie. */
    requirePlayer: PreHandler;
    /**
     * As requirePlayer, for what the browser sends on its own on a timer (the session-limit ping
     * every 30 s): it is not the player's activity, so an open page idle past the site's
     * inactivityLogoffMinutes is still signed out (spec/shell.md section 4).
     */
    requirePlayerPolling: PreHandler;
    /** After one of the above: 451 with exception_code 1 while the player has terms to confirm. */
    requireConfirmedTerms: PreHandler;
    /**
     * Sets the access token's cookie on a page answer when the browser has a live session and no
     * token: see keepPageSignedIn.
     */
    keepPageSignedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function refused(lookup: SessionLookup, what: string): ApiError {
  return lookup.status === 'ended'
    ? new ApiError(401, 'SESSION_ENDED', `The session has ended (${lookup.reason})`, {
        reason: lookup.reason,
      })
    : new ApiError(401, 'UNAUTHORIZED', `This call needs ${what}`);
}

const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The reusable authentication of the player APIs (accounts, limits, betting come later): a
 * decorator per way in. Every pass counts as the player's activity for the inactivity logout,
 * except the session check, which the browser polls (see session-routes.ts).
 */
export const authenticatePlugin = fp<{ context: AuthContext }>(
  (app, { context }, done) => {
    const { sessions, tokens, clock } = context;
    app.decorateRequest('player', null);

    /**
     * `check`, answered at once when `known` finds a live player in memory; anything else (a
     * refusal, a look-up that must read or write) takes `check`'s promise.
     */
    const quickly =
      (known: (request: FastifyRequest) => AuthenticatedPlayer | undefined, check: AsyncCheck) =>
      (
        request: FastifyRequest,
        reply: FastifyReply,
        done?: HookHandlerDoneFunction,
      ): Promise<void> | undefined => {
        const player = known(request);
        if (player !== undefined) {
          request.player = player;
          done?.();
          return undefined;
        }
        const checked = check(request, reply);
        if (done === undefined) return checked;
        checked.then(() => done(), done);
        return undefined;
      };

    const keptBySession = (active: boolean) => (request: FastifyRequest) => {
      const lookup = sessions.keptLookup(request.cookies[SESSION_COOKIE], { active });
      return lookup?.status === 'live'
        ? { userId: lookup.session.playerId, sessionId: lookup.session.id }
        : undefined;
    };

    const keptByBearer = (active: boolean) => (request: FastifyRequest) => {
      const token = bearerOf(request);
      const claims = token === undefined ? undefined : tokens.keptVerify(token, clock());
      if (claims === undefined) return undefined;
      const lookup = sessions.keptLookupById(claims.sessionId, { active });
      return lookup?.status === 'live' && lookup.session.playerId === claims.userId
        ? claims
        : undefined;
    };

    const bySession =
      (active: boolean): AsyncCheck =>
      async (request) => {
        const lookup = await sessions.lookup(request.cookies[SESSION_COOKIE], { active });
        if (lookup.status !== 'live') throw refused(lookup, 'a signed-in player');
        request.player = { userId: lookup.session.playerId, sessionId: lookup.session.id };
      };

    const byBearer =
      (active: boolean): AsyncCheck =>
      async (request, reply) => {
        const token = bearerOf(request);
        const claims = token === undefined ? null : await tokens.verify(token, clock());
        if (claims === null) {
          void reply.header('www-authenticate', 'Bearer realm="web-api"');
          throw new ApiError(
            401,
            'UNAUTHORIZED',
            'This call needs a valid, unexpired bearer token',
          );
        }
        // A token outlives nothing: once its session has ended, it is refused too.
        const lookup = await sessions.lookupById(claims.sessionId, { active });
        if (lookup.status !== 'live' || lookup.session.playerId !== claims.userId) {
          throw refused(lookup, 'a signed-in player');
        }
        request.player = { userId: claims.userId, sessionId: claims.sessionId };
      };

    const byEither = (active: boolean): PreHandler => {
      const session = quickly(keptBySession(active), bySession(active));
      const bearer = quickly(keptByBearer(active), byBearer(active));
      return (request, reply, done) =>
        bearerOf(request) !== undefined
          ? bearer(request, reply, done)
          : session(request, reply, done);
    };
    // The page counts a player as signed in while its user_token cookie holds a token, and the
    // cookie lives as long as the token (ACCESS_TOKEN_TTL_SECONDS, 10 minutes). A page loaded later
    // in a live session, or after a move that cancelled the token's request, would start as a
    // visitor's; so the server, which sees the session cookie, gives such a page its token with it,
    // in the cookie the browser keeps it in (spec/shell.md section 7), as gettoken would. The answer
    // is then the player's own: no cache keeps it.
    app.decorate('keepPageSignedIn', async (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie === undefined || request.cookies[COOKIE.userToken] !== undefined) return;
      const lookup = await sessions.lookup(cookie, { active: true });
      if (lookup.status !== 'live') return;
      const { token, expiresAt } = await tokens.issue(
        { userId: lookup.session.playerId, sessionId: lookup.session.id },
        clock(),
      );
      void reply
        .setCookie(COOKIE.userToken, token, {
          path: '/',
          expires: expiresAt,
          sameSite: 'lax',
          secure: context.settings.secureCookies,
        })
        .header('cache-control', 'private, no-store');
    });
    app.decorate('requireSession', quickly(keptBySession(true), bySession(true)));
    app.decorate('requireBearer', quickly(keptByBearer(true), byBearer(true)));
    app.decorate('requirePlayer', byEither(true));
    app.decorate('requirePlayerPolling', byEither(false));
    app.decorate('requireConfirmedTerms', async (request: FastifyRequest) => {
      if (request.player === null) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
      // One statement for both: this check comes before every placement, on its hot path.
      const terms = await readTermsConfirmation(context.database, request.player.userId);
      if (
        terms !== null &&
        termsChangedFor(terms.publishedAt?.getTime() ?? null, terms.confirmedAt?.getTime() ?? null)
      ) {
        throw new ApiError(
          451,
          'TERMS_NOT_CONFIRMED',
          'The terms have changed: confirm them first',
          {
            exception_code: TERMS_EXCEPTION_CODE,
          },
        );
      }
    });
    done();
  },
  { name: 'authenticate', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
