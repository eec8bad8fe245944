import { createHash } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../http/error-body';
import { ApiError } from '../http/api-error';
import { AppVersionSchema } from '@betshell/api-contract';

/** Where the browser loads its import map from (static-site-plugin.ts, or the release service). */
const IMPORT_MAP_PATH = '/importmap.json';

/** 20 hex digits of SHA-256: no two releases of one site will ever share them. */
const VERSION_LENGTH = 20;

/**
 * GET /web-api/version (spec/shell.md section 4, "App version"; the path is ours): the release the
 * server serves now. The version is a hash of the import map the server answers at /importmap.json,
 * asked of the app itself, so it follows whatever serves the map: a build, a pinned parcel, a
 * rollback. Any of those changes what a reloaded page runs, and nothing else does. no-cache: every
 * check must reach the server.
 */
export const appVersionRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/version',
    {
      schema: {
        response: { 200: AppVersionSchema, 503: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      const map = await app.inject({ method: 'GET', url: IMPORT_MAP_PATH });
      if (map.statusCode !== 200) {
        throw new ApiError(503, 'VERSION_UNKNOWN', 'The site is not built: it has no version yet');
      }
      const version = createHash('sha256')
        .update(map.rawPayload)
        .digest('hex')
        .slice(0, VERSION_LENGTH);
      void reply.header('cache-control', 'no-cache');
      return { version };
    },
  );
  done();
};
