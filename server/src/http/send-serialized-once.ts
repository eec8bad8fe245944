import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  ANSWER_ENCODINGS,
  type AnswerEncoding,
  BROTLI_TEXT_PARAMS,
  COMPRESS_FROM_BYTES,
} from './compression';

/**
 * One kept answer's body: its UTF-8 bytes, and each compressed form once a client asked for it.
 * Bytes rather than text: a string is encoded again on every write, and the line's sections are
 * 12 to 36 kB of mostly Cyrillic JSON.
 */
export interface SerializedBody {
  readonly identity: Buffer;
  readonly compressed: Partial<Record<AnswerEncoding, Buffer>>;
}

// As the site's other compressed answers (compression.ts): brotli first.
const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: [...ANSWER_ENCODINGS] });

function compress(bytes: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { ...BROTLI_TEXT_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes);
}

/**
 * Sends `value` as JSON, serialized with the route's response schema only the first time this
 * very object is sent, and compressed in the encoding the client accepts only the first time one
 * asks for it: the hot routes answer objects their repositories keep until the data changes (the
 * line's sections, the site config), read by every open page. `bodies` (one WeakMap per route)
 * remembers each kept object's bytes and lets them go with the object.
 *
 * `shared`, for an answer that is the same for every visitor (it depends only on the address and
 * the encoding asked for): which object the route would answer from now, without a promise. The
 * answer is then served again before the router while that object stays the same (kept-answers.ts).
 */
export function sendSerializedOnce<T extends object>(
  reply: FastifyReply,
  value: T,
  bodies: WeakMap<T, SerializedBody>,
  shared?: () => T | undefined,
): FastifyReply {
  let body = bodies.get(value);
  if (body === undefined) {
    const serialized = reply.serialize(value) as string | ArrayBuffer;
    body = {
      identity:
        typeof serialized === 'string'
          ? Buffer.from(serialized, 'utf8')
          : Buffer.from(new Uint8Array(serialized)),
      compressed: {},
    };
    bodies.set(value, body);
  }
  void reply.type('application/json; charset=utf-8');
  const payload = encoded(reply, body);
  if (shared !== undefined) reply.server.keptAnswers?.offer(reply, value, shared, payload);
  return reply.send(payload);
}

/** The body in the encoding the client accepts, compressed the first time one asks for it. */
function encoded(reply: FastifyReply, body: SerializedBody): Buffer {
  if (body.identity.length < COMPRESS_FROM_BYTES) return body.identity;
  // Added to what the route may already vary on, as a cache must key the answer by both.
  const vary = reply.getHeader('vary');
  void reply.header(
    'vary',
    typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding',
  );
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted === undefined ? null : negotiator.negotiate(accepted);
  if (encoding === null) return body.identity;
  void reply.header('content-encoding', encoding);
  return (body.compressed[encoding] ??= compress(body.identity, encoding));
}
