import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

/** Stable codes for the client errors Fastify itself raises (bad JSON, too large, ...). */
const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Every error answers the one body of spec/decisions.md. Validation failures are 400 with what
 * failed; unexpected errors are 500 with a generic message, and only the log sees the cause.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply
          .code(error.statusCode)
          .send(errorBody(error.code, error.message, error.details));
      }
      if (error.validation) {
        return reply
          .code(400)
          .send(errorBody('BAD_REQUEST', error.message, validationDetails(error)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(errorBody(CODES_BY_STATUS[status] ?? 'BAD_REQUEST', error.message));
      }
      if (isDatabaseUnavailable(error)) {
        // Not the request's fault and not for good: 503, as /readyz answers meanwhile.
        request.log.warn({ err: error }, 'the database is out of reach');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(
            errorBody(
              'DATABASE_UNAVAILABLE',
              'The service is briefly unavailable. Please try again.',
            ),
          );
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .send(errorBody('NOT_FOUND', `Nothing is served at ${request.method} ${pathOf(request)}`)),
    );
    done();
  },
  { name: 'error-handler', fastify: '5.x' },
);

function validationDetails(error: FastifyError): unknown[] {
  return (error.validation ?? []).map((failure) => {
    // ajv names one missing property; TypeBox (typebox-validator-compiler.ts) lists them.
    const required: unknown = failure.params['requiredProperties'];
    const missing: unknown =
      failure.params['missingProperty'] ??
      (Array.isArray(required) ? (required as unknown[])[0] : undefined);
    return {
      in: error.validationContext,
      path:
        typeof missing === 'string' ? `${failure.instancePath}/${missing}` : failure.instancePath,
      message: failure.message,
      params: failure.params,
    };
  });
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? request.url;
}
