import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { compressAnswers } from '../http/compression';
import { IMMUTABLE_FILES, type StaticSiteOptions } from '../static-site/static-site-plugin';
import { createImportMapContext, environmentOf, releasesDirOf } from './import-map-context';
import { depcacheOf } from './depcache-of';
import { describeEnvironment } from './import-map-environments';
import { RELEASES_PATH } from './release-manifest';

export interface ImportMapSiteOptions {
  readonly database: Database;
  readonly site: StaticSiteOptions;
}

/**
 * What browsers load: GET /importmap.json, the map of the environment this server serves (its
 * build's map with the environment's pins, integrity included so SystemJS checks every file), and
 * the release files under /releases/. The map is revalidated on every load (no-cache), answered
 * 304 while its ETag holds, so a pin or a rollback reaches every browser on its next page load.
 */
export const importMapSitePlugin: FastifyPluginAsync<ImportMapSiteOptions> = async (
  app,
  { database, site },
) => {
  const context = createImportMapContext(database, site);
  const environment = environmentOf(site);
  const releasesDir = releasesDirOf(site);
  // Made when missing, so the first release is served without a restart; a read-only deployment
  // that keeps its releases on a CDN is fine without it.
  await mkdir(releasesDir, { recursive: true }).catch((error: unknown) =>
    app.log.warn({ err: error, releasesDir }, 'the releases folder cannot be made'),
  );

  // The map is on the way to the first paint; before @fastify/static, as it requires.
  await compressAnswers(app);
  // A release directory never changes once written (npm run release refuses to): like hashed files.
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: RELEASES_PATH,
    decorateReply: false,
    ...IMMUTABLE_FILES,
  });

  app.get('/importmap.json', async (request, reply) => {
    // The facts give each module's imports: the depcache that fetches a module's imports of ours
    // beside it, not one level after another.
    const described = await describeEnvironment(context, environment, undefined, { facts: true });
    if (!described.built) {
      throw new ApiError(503, 'SITE_NOT_BUILT', 'The site is not built: run npm run build');
    }
    const { imports, integrity } = described.map;
    const depcache = depcacheOf(described.map, described.facts);
    const body = `${JSON.stringify({ imports, integrity, depcache }, null, 2)}\n`;
    const etag = `"${environment}-${described.version}-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    void reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('x-import-map-version', `${environment}@v${described.version}`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
