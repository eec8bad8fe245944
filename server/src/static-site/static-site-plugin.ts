import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';
import type { ImportMapEnvironment } from '../import-maps/import-map';
import { isSitePath } from './site-paths';

export type SiteMode = 'production' | 'development';

export interface StaticSiteOptions {
  /** The browser build's output: assets/, index.<mode>.html, importmap.development.json. */
  readonly siteDir: string;
  /** The repository's importmap.json: the production build's map, under production's pins. */
  readonly productionImportMap: string;
  readonly mode: SiteMode;
  /** Whose import map /importmap.json serves (SITE_ENVIRONMENT); the mode's when absent. */
  readonly environment?: ImportMapEnvironment;
  /** Where `npm run release` writes releases, answered at /releases/ (RELEASES_DIR). */
  readonly releasesDir?: string;
  /** Origins besides the site that import maps may load modules from (IMPORT_MAP_ORIGINS). */
  readonly moduleOrigins?: readonly string[];
}

/** Hashed file names change with their content, so a browser may keep them for a year. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * @fastify/static options for files that never change under their name (hashed files, releases):
 * kept a year, with their .br/.gz variants.
 */
export const IMMUTABLE_FILES = {
  preCompressed: true,
  maxAge: ONE_YEAR_MS,
  immutable: true,
  dotfiles: 'ignore',
  index: false,
  redirect: false,
  // The same URL answers brotli, gzip or plain bytes, so shared caches must key on the encoding.
  setHeaders: (response: { setHeader(name: string, value: string): unknown }) => {
    void response.setHeader('vary', 'accept-encoding');
  },
} as const;

/**
 * Serves the built site: hashed files with long lifetimes (and their .br/.gz variants), and the
 * pages with no-cache so that a new build reaches browsers at once (the import map, with its pins,
 * is import-maps/import-map-site-plugin.ts's). Files are looked up per request, so a build made
 * while the server runs is served without a restart.
 */
export const staticSitePlugin: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const { siteDir, mode } = options;
  const indexFile = join(siteDir, `index.${mode}.html`);

  await app.register(fastifyStatic, {
    root: join(siteDir, 'assets'),
    prefix: '/assets/',
    ...IMMUTABLE_FILES,
  });

  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    if (!isSitePath(pathname)) return reply.callNotFound();
    return sendRevalidated(reply, indexFile);
  });
};

async function sendRevalidated(reply: FastifyReply, file: string): Promise<FastifyReply> {
  if (!(await isFile(file))) {
    throw new ApiError(503, 'SITE_NOT_BUILT', 'The site is not built: run npm run build');
  }
  return reply
    .header('cache-control', 'no-cache')
    .sendFile(basename(file), dirname(file), { cacheControl: false });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
