import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The encodings answers go in, brotli first; gzip is what a browser asks for over plain HTTP. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
/** Answers below this size go as they are: compressing them saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;
/** Brotli for text at quality 5: a few milliseconds per answer, close to the best size. */
export const BROTLI_TEXT_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 5,
} as const;

/**
 * Compression of the answers the first paint waits for: the page, the import map and
 * the dictionary (60 kB of JSON, 300 ms of a mobile connection uncompressed). Registered inside a
 * plugin it compresses that plugin's routes only, so the API under load pays nothing for it; files
 * of the build are served precompressed. The kept JSON answers are compressed once each, with the
 * same settings (send-serialized-once.ts).
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: BROTLI_TEXT_PARAMS },
  });
}
