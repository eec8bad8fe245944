import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of the answers the first paint waits for: the page, the import map and
 * the dictionary (60 kB of JSON, 300 ms of a mobile connection uncompressed). Registered inside a
 * plugin it compresses that plugin's routes only, so the API under load pays nothing for it; files
 * of the build are served precompressed. Brotli at quality 5 costs a few milliseconds per answer,
 * gzip is what a browser asks for over plain HTTP.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
}
