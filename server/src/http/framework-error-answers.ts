import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body';

/**
 * Fastify's router answers a malformed address itself, before any hook or the error handler
 * (error-handler-plugin.ts) sees it: a broken percent-encoding (`%ff`) and a parameter over
 * maxParamLength. Here they answer in the error body of decisions.md too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .code(414)
      .send(errorBody('URI_TOO_LONG', 'A part of the address is longer than any this site serves'));
    return;
  }
  void reply
    .code(400)
    .send(
      errorBody(
        'BAD_URL',
        'The address is not valid: each percent sign must start an encoded UTF-8 character',
      ),
    );
}

/** What Node's HTTP parser refuses before Fastify has a request: status and stable code. */
function answerOf(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: 'The request line or headers are larger than this site accepts',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
}

/**
 * Node's `clientError` (a request line or headers over the size limit, a timeout, broken HTTP):
 * answered on the socket in the error body of decisions.md, as Fastify's own handler does in
 * another shape, then the connection is closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerOf(error.code);
  this.log.debug({ err: error }, `client error ${answer.status}`);
  if (socket.writable) {
    const body = JSON.stringify(errorBody(answer.code, answer.message));
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
