import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the build and the releases write beside the served files but a production site keeps to
 * itself: source maps, which carry the full source text, and the releases' manifest.json, which
 * names the git commit and whether the sources had uncommitted changes. The server reads them from
 * disk; over HTTP they answer 404 in production and stay served in development.
 */
const PRIVATE_BUILD_FILE = /^\/(?:assets|releases)\/(?:.*\.map|(?:.*\/)?manifest\.json)$/;

/** The routes that serve built files; no other route can answer with one. */
const FILE_ROUTES = /^\/(?:assets|releases)\//;

export const privateBuildFilesPlugin = fp<{ readonly development: boolean }>(
  (app, { development }, done) => {
    if (development) {
      done();
      return;
    }
    const refusePrivate: onRequestHookHandler = (request, reply, next) => {
      const pathname = request.url.split('?', 1)[0] ?? request.url;
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // A malformed path is judged as sent; the static files answer it 404 anyway.
      }
      if (PRIVATE_BUILD_FILE.test(decoded)) {
        reply.callNotFound();
        return;
      }
      next();
    };
    // On the file routes only, registered after this plugin (app.ts): the API's answers, most of
    // the traffic, skip the check.
    app.addHook('onRoute', (route) => {
      if (!FILE_ROUTES.test(route.url)) return;
      const own = route.onRequest;
      route.onRequest = own === undefined ? [refusePrivate] : [refusePrivate, ...[own].flat()];
    });
    done();
  },
  { name: 'private-build-files', fastify: '5.x' },
);
