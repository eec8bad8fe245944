/**
 * @jest-environment node
 */
// A 401 and the token (spec/shell.md sections 7 and 8) against a real HTTP server on a local port.
import type { AxiosInstance } from 'axios';
import { manualClock, memoryCookieJar } from '@betshell/domain/testing';
import {
  TEST_NOW,
  errorBody,
  failureOf,
  httpClientSuite,
  testToken,
} from '../../test-support/http-client-under-test';
import { createTokenKeeper } from './token-keeper';

const { server, setUp } = httpClientSuite({
  cookies: memoryCookieJar,
  clock: () => manualClock(TEST_NOW),
});

const tokenAnswer = (token: string) => ({ data: { token } });

describe('the bearer token', () => {
  it('is sent from the user_token cookie while the token is valid', async () => {
    const token = testToken('7');
    const { http } = setUp({ cookies: { user_token: token } });
    server.on('GET /web-api/user/config', (_request, reply) => reply.json(200, { result: 1 }));
    await http.get('/web-api/user/config');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('is not sent when the cookie holds an expired token, or none', async () => {
    server.on('GET /web-api/user/config', (_request, reply) => reply.json(200, {}));
    await setUp({ cookies: { user_token: testToken('7', TEST_NOW / 1000 - 1) } }).http.get(
      '/web-api/user/config',
    );
    await setUp().http.get('/web-api/user/config');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('a 401', () => {
  it('is retried once with a fresh token, which is kept in the user_token cookie until its exp', async () => {
    const fresh = testToken('7', TEST_NOW / 1000 + 600);
    const { http, cookies } = setUp({ cookies: { user_token: testToken('old') } });
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(200, tokenAnswer(fresh)),
    );
    server.on(
      'GET /web-api/user/balance',
      (_request, reply) => reply.json(401, errorBody('UNAUTHORISED')),
      (_request, reply) => reply.json(200, { balance: 100 }),
    );

    const response = await http.get('/web-api/user/balance');

    expect(response.data).toEqual({ balance: 100 });
    expect(server.seen('GET /web-api/user/gettoken')[0]?.url).toBe(
      '/web-api/user/gettoken?force_refresh=true',
    );
    expect(server.seen('GET /web-api/user/balance')[1]?.headers.authorization).toBe(
      `Bearer ${fresh}`,
    );
    expect(cookies.get('user_token')).toBe(fresh);
    expect(cookies.lifetimes.get('user_token')).toEqual({ expiresAtMs: TEST_NOW + 600_000 });
  });

  it('asks for one token for calls failing together, and for none again within 60 seconds', async () => {
    const { http, clock } = setUp();
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(200, tokenAnswer(testToken('7'))),
    );
    // Each call is refused the first time it arrives and answered when retried.
    const refused = new Set<string>();
    server.on('GET /web-api/limits', (request, reply) => {
      if (refused.has(request.url)) return reply.json(200, {});
      refused.add(request.url);
      return reply.json(401, errorBody('UNAUTHORISED'));
    });

    await Promise.all([http.get('/web-api/limits?call=1'), http.get('/web-api/limits?call=2')]);
    clock.advance(59_999);
    await http.get('/web-api/limits?call=3');
    expect(server.seen('GET /web-api/limits')).toHaveLength(6);
    expect(server.seen('GET /web-api/user/gettoken')).toHaveLength(1);

    clock.advance(1);
    await http.get('/web-api/limits?call=4');
    expect(server.seen('GET /web-api/user/gettoken')).toHaveLength(2);
  });

  it('fails as a 401 when the retry with the fresh token is refused again', async () => {
    const { http } = setUp();
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(200, tokenAnswer(testToken('7'))),
    );
    server.on('GET /web-api/user/balance', (_request, reply) =>
      reply.json(401, errorBody('UNAUTHORISED', 'Sign in')),
    );
    const failure = await failureOf(http.get('/web-api/user/balance'));
    expect(failure).toMatchObject({
      status: 'http-error',
      code: 401,
      errorCode: 'UNAUTHORISED',
      message: 'Sign in',
      messageKey: 'http_error_unauthorised',
    });
    expect(server.seen('GET /web-api/user/balance')).toHaveLength(2);
  });

  it('fails as a 401 when the token cannot be fetched, logged "Fetch token error"', async () => {
    const { http, logged } = setUp();
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(401, errorBody('NO_SESSION')),
    );
    server.on('GET /web-api/user/balance', (_request, reply) =>
      reply.json(401, errorBody('UNAUTHORISED')),
    );
    const failure = await failureOf(http.get('/web-api/user/balance'));
    expect(failure).toMatchObject({ status: 'http-error', code: 401 });
    expect(logged.map(([message]) => message)).toEqual(['Fetch token error']);
    expect(server.seen('GET /web-api/user/balance')).toHaveLength(1);
  });

  it('rejects a token answer without a usable token, logged "Fetch token error"', async () => {
    const { tokens, logged, cookies } = setUp();
    server.on(
      'GET /web-api/user/gettoken',
      (_request, reply) => reply.json(200, { data: {} }),
      (_request, reply) => reply.json(200, tokenAnswer(testToken('7', TEST_NOW / 1000 - 10))),
    );
    await expect(tokens.refresh()).rejects.toThrow('Fetch token error');
    await expect(tokens.refresh()).rejects.toThrow('Fetch token error');
    expect(logged.map(([message]) => message)).toEqual(['Fetch token error', 'Fetch token error']);
    expect(cookies.get('user_token')).toBeUndefined();
  });
});

describe('a token asked before the player signed out', () => {
  it('is not kept when it answers after the sign-out, and the page is not signed in again', async () => {
    const clock = manualClock(TEST_NOW);
    const cookies = memoryCookieJar();
    let answer: (value: { data: unknown }) => void = () => undefined;
    const bare = {
      get: () =>
        new Promise<{ data: unknown }>((resolve) => {
          answer = resolve;
        }),
    } as unknown as AxiosInstance;
    const onToken = jest.fn();
    const tokens = createTokenKeeper({ bare, cookies, clock, log: () => undefined, onToken });

    const refreshing = tokens.refresh();
    tokens.forget({ dropCookie: true });
    answer({ data: tokenAnswer(testToken('7')) });

    await expect(refreshing).rejects.toThrow('Fetch token error');
    expect(cookies.get('user_token')).toBeUndefined();
    expect(onToken).not.toHaveBeenCalled();
  });
});
