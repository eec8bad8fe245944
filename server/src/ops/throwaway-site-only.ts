import type { onRequestHookHandler } from 'fastify';
import { ApiError } from '../http/api-error';

/**
 * The guard of the operator's test tools (a player's cooling-off ended early, a session aged):
 * they answer only on a throwaway site (an in-memory database, as the journeys run), and 403 with
 * `code` anywhere else, where no operator may move a player's time.
 */
export function throwawaySiteOnly(
  enabled: boolean,
  code: string,
  tools: string,
): onRequestHookHandler {
  return (_request, _reply, next) => {
    if (enabled) return next();
    next(
      new ApiError(
        403,
        code,
        `These ${tools} tools exist only on a throwaway site (an in-memory database)`,
      ),
    );
  };
}
