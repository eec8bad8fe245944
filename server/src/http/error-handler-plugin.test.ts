import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from './api-error';
import { errorHandlerPlugin } from './error-handler-plugin';
import { securityHeadersPlugin } from './security-headers-plugin';

describe('the error handler', () => {
  let app: FastifyInstance;
  const logged: { err?: { message?: string } }[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'error',
        stream: {
          write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[0]),
        },
      },
    });
    await app.register(securityHeadersPlugin);
    await app.register(errorHandlerPlugin);
    app.post(
      '/web-api/echo',
      { schema: { body: Type.Object({ amount: Type.Integer({ minimum: 1 }) }) } },
      (request) => request.body,
    );
    app.get('/web-api/broken', () => {
      throw new Error('connection to 10.0.0.7 refused');
    });
    app.get('/web-api/closed', () => {
      throw new ApiError(503, 'MAINTENANCE', 'The site is under maintenance.', { until: 'noon' });
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('answers a failed validation with 400 BAD_REQUEST and what failed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/echo',
      payload: { amount: 0 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'body/amount must be >= 1',
        details: [
          {
            in: 'body',
            path: '/amount',
            message: 'must be >= 1',
            params: { comparison: '>=', limit: 1 },
          },
        ],
      },
    });
  });

  it('names a missing property in the details', async () => {
    const response = await app.inject({ method: 'POST', url: '/web-api/echo', payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', details: [{ in: 'body', path: '/amount' }] },
    });
  });

  it('answers a malformed JSON body with 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers an unsupported body type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<amount>1</amount>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers an unexpected error with 500 INTERNAL, a generic message and the cause in the log only', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/broken' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again later.',
      },
    });
    expect(response.body).not.toMatch(/10\.0\.0\.7|at .*\.ts/);
    expect(logged.map((line) => line.err?.message)).toContain('connection to 10.0.0.7 refused');
  });

  it('answers an ApiError with its own status, code, message and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/closed' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'MAINTENANCE',
        message: 'The site is under maintenance.',
        details: { until: 'noon' },
      },
    });
  });

  it('answers an unknown route with 404 NOT_FOUND and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/web-api/nothing?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Nothing is served at GET /web-api/nothing' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
