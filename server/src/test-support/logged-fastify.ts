import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A bare Fastify at `info` whose log lines a test reads back as parsed JSON, with Fastify's own two
 * lines per request off, as the server runs it (app.ts); `options` adds to that.
 */
export function loggedFastify<Line>(options: FastifyServerOptions = {}): {
  readonly app: FastifyInstance;
  readonly lines: Line[];
} {
  const lines: Line[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) },
    },
    logController: new LogController({ disableRequestLogging: true }),
    ...options,
  });
  return { app, lines };
}
