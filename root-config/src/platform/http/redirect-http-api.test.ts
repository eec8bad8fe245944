/**
 * @jest-environment node
 */
// The redirect and block services through the platform's client, against a real HTTP server.
import { BLOCK_SERVICE_RETRY, REDIRECT_SERVICE_RETRY, retryWith } from '@betshell/domain';
import { manualClock, memoryCookieJar } from '@betshell/domain/testing';
import { TEST_NOW, errorBody, httpClientSuite } from '../../test-support/http-client-under-test';

import { createBlockHttpApi } from './block-http-api';
import { createRedirectHttpApi } from './redirect-http-api';

const { server, setUp } = httpClientSuite({
  cookies: memoryCookieJar,
  clock: () => manualClock(TEST_NOW),
});

describe('the redirect and block services', () => {
  it('are retried through the same client while the service fails, and logged when it stays down', async () => {
    const { http, logged } = setUp();
    const quick = { ...REDIRECT_SERVICE_RETRY, delayMs: 0 };
    const redirects = createRedirectHttpApi(
      http,
      (message, detail) => logged.push([message, detail]),
      quick,
    );
    server.on('POST /redirects-api/api/v1/redirect-light', (_request, reply) =>
      reply.json(503, errorBody('DOWN')),
    );
    await expect(redirects.lookup('/ru/old')).resolves.toBeNull();
    expect(server.seen('POST /redirects-api/api/v1/redirect-light')).toHaveLength(
      1 + REDIRECT_SERVICE_RETRY.count,
    );
    expect(logged[0]?.[0]).toBe('redirect service failed');
    expect(logged[0]?.[1]).toMatchObject({ status: 'http-error', code: 503 });
  });

  it('are not retried for an answer asking again cannot change', async () => {
    const { http } = setUp();
    const blocks = createBlockHttpApi(http, () => undefined);
    server.on('POST /blocks-api/api/v2/block', (_request, reply) =>
      reply.json(400, errorBody('BAD_REQUEST')),
    );
    await expect(
      retryWith({ ...BLOCK_SERVICE_RETRY, delayMs: 0 }, () => blocks.check('/ru/')),
    ).rejects.toMatchObject({ status: 'http-error', code: 400 });
    expect(server.seen('POST /blocks-api/api/v2/block')).toHaveLength(1);
  });

  it('answer once the service is back within the retries', async () => {
    const { http } = setUp();
    const blocks = createBlockHttpApi(http, () => undefined);
    server.on(
      'POST /blocks-api/api/v2/block',
      (_request, reply) => reply.json(502, errorBody('BAD_GATEWAY')),
      (_request, reply) => reply.json(200, { data: { displayTypeId: 0, templateTypeId: 0 } }),
    );
    await expect(
      retryWith({ ...BLOCK_SERVICE_RETRY, delayMs: 0 }, () => blocks.check('/ru/')),
    ).resolves.toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });
});
