import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { KeptAnswers } from './kept-answers';

/**
 * The HTTP server Fastify would make (its HTTP/1 server with the same timeouts), answering first
 * from `kept` what it can and handing everything else to Fastify's `handler`.
 */
export function keptAnswersServer(
  kept: KeptAnswers,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  settings: FastifyServerOptions,
): Server {
  const server = createServer((request, response) => {
    if (!kept.serve(request, response)) handler(request, response);
  });
  if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
  if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
  if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
  if (settings.maxRequestsPerSocket !== undefined && settings.maxRequestsPerSocket > 0) {
    server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  }
  return server;
}
