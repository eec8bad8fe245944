import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';
import { isSitePath } from './site-paths';

export type SiteMode = 'production' | 'development';

export interface StaticSiteOptions {
  /** The browser build's output: assets/, index.<mode>.html, importmap.development.json. */
  readonly siteDir: string;
  /** The repository's pinned import map, served in production. */
  readonly productionImportMap: string;
  readonly mode: SiteMode;
}

/** Hashed file names change with their content, so a browser may keep them for a year. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built site: hashed files with long lifetimes (and their .br/.gz variants), and the
 * pages and import map with no-cache so that a release or a rollback reaches browsers at once.
 * Files are looked up per request, so a build made while the server runs is served without a restart.
 */
export const staticSitePlugin: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const { siteDir, mode } = options;
  const indexFile = join(siteDir, `index.${mode}.html`);
  const importMapFile =
    mode === 'production'
      ? options.productionImportMap
      : join(siteDir, 'importmap.development.json');

  await app.register(fastifyStatic, {
    root: join(siteDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    // The same URL answers brotli, gzip or plain bytes, so shared caches must key on the encoding.
    setHeaders: (response) => {
      void response.setHeader('vary', 'accept-encoding');
    },
  });

  app.get('/importmap.json', (_request, reply) => sendRevalidated(reply, importMapFile));

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
