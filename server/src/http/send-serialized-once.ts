import type { FastifyReply } from 'fastify';

/**
 * Sends `value` as JSON, serialized with the route's response schema only the first time this
 * very object is sent: the hot routes answer objects their repositories keep until the
 * data changes, so `bodies` (one WeakMap per route) remembers each kept object's text and lets it go
 * with the object.
 */
export function sendSerializedOnce<T extends object>(
  reply: FastifyReply,
  value: T,
  bodies: WeakMap<T, string>,
): FastifyReply {
  let body = bodies.get(value);
  if (body === undefined) {
    const serialized = reply.serialize(value);
    body =
      typeof serialized === 'string'
        ? serialized
        : Buffer.from(serialized as ArrayBuffer).toString('utf8');
    bodies.set(value, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
