import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error';

/** Code of the 400 for text with a NUL character in it. */
export const NUL_CHARACTER_CODE = 'NUL_CHARACTER';

const refused = (where: string) =>
  new ApiError(
    400,
    NUL_CHARACTER_CODE,
    `The request's ${where} contains the NUL character, which no text here may hold`,
  );

/** A NUL, literal or percent-encoded (as a URL or a cookie carries it before decoding). */
const ENCODED_NUL = new RegExp(`${String.fromCharCode(0)}|%00`, 'i');

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * No text of a request may hold a NUL character: PostgreSQL cannot store one in text (22021), so a
 * NUL would otherwise reach a query and answer 500. Every route refuses it up front with a 400 in
 * the error body of decisions.md: in the path and query, in a cookie, and anywhere in a parsed
 * body.
 */
export const refuseNulPlugin = fp(
  (app, _options, done) => {
    // preValidation: after the onRequest hooks have parsed the cookies (others read them on the
    // way out), and before the schema, the preHandlers and the route read anything.
    app.addHook('preValidation', (request: FastifyRequest, _reply, next) => {
      const cookie = request.headers.cookie;
      if (ENCODED_NUL.test(request.url)) next(refused('address'));
      else if (cookie !== undefined && ENCODED_NUL.test(cookie)) next(refused('cookie'));
      else if (holdsNul(request.body)) next(refused('body'));
      else next();
    });
    done();
  },
  { name: 'refuse-nul', fastify: '5.x' },
);
