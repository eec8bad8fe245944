import type { FastifyReply } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers served before the router (kept-answers.ts); absent in some test apps. */
    keptAnswers?: KeptAnswers;
  }
}

/** How many distinct addresses (with their Accept-Encoding) are remembered: every page's line. */
export const KEPT_ANSWERS_MAX = 256;

interface KeptAnswer {
  /** What the route answered from; the answer is served again only while it is still current. */
  readonly value: WeakRef<object>;
  readonly current: () => object | undefined;
  /** Names and values in one list, as writeHead takes them. */
  readonly headers: OutgoingHttpHeader[];
  readonly body: Buffer;
}

/**
 * The public answers the hot routes keep (the line's sections, the site config), served again
 * before Fastify's router while the object they were made from is still the one the repository
 * keeps: the same bytes and headers, without the router, the hooks and the schema checks, which
 * were a third of such an answer's CPU (docs/performance.md).
 *
 * Only an answer that depends on nothing but its address and the Accept-Encoding asked for may
 * be offered (sendSerializedOnce's `shared`): the same for every visitor, setting no cookie. It is
 * remembered as it left, after every hook had written its headers, and keyed by the exact address
 * and Accept-Encoding of the request it answered; any other request, a miss, or an answer whose
 * object has changed or expired (the repository no longer keeps it) goes through Fastify, which
 * remembers the new answer. While the app closes, everything goes through Fastify, which refuses.
 */
export interface KeptAnswers {
  /** Answers `request` from what is remembered, or returns false for Fastify to answer it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * Remembers this reply once it has left, if it went out whole as a 200 without a cookie: `body`
   * is what it sends, made from `value`, and `current` tells, without a promise, which object the
   * route would answer from now (undefined when it would have to read).
   */
  offer<T extends object>(
    reply: FastifyReply,
    value: T,
    current: () => T | undefined,
    body: Buffer,
  ): void;
  /** Serves nothing more: the app is closing. */
  stop(): void;
}

const keyOf = (request: IncomingMessage): string =>
  `${request.url ?? ''}\n${request.headers['accept-encoding'] ?? ''}`;

export function createKeptAnswers(max = KEPT_ANSWERS_MAX): KeptAnswers {
  const answers = new LRUCache<string, KeptAnswer>({ max });
  let serving = true;

  return {
    serve(request, response) {
      if (!serving || request.method !== 'GET') return false;
      const kept = answers.get(keyOf(request));
      if (kept === undefined) return false;
      const value = kept.value.deref();
      if (value === undefined || kept.current() !== value) return false;
      response.writeHead(200, kept.headers);
      response.end(kept.body);
      return true;
    },
    offer(reply, value, current, body) {
      const { raw, request } = reply;
      if (!serving || request.method !== 'GET') return;
      const key = keyOf(request.raw);
      raw.once('finish', () => {
        const sent = reply.getHeaders();
        if (reply.statusCode !== 200 || sent['set-cookie'] !== undefined) return;
        const headers = Object.entries(sent).flatMap(([name, header]) =>
          header === undefined ? [] : [name, header],
        );
        answers.set(key, { value: new WeakRef(value), current, headers, body });
      });
    },
    stop() {
      serving = false;
      answers.clear();
    },
  };
}
