/**
 * @jest-environment node
 */
// The HTTP client against a real HTTP server on a local port: axios, its interceptors and the
// server's answers are all real; only the rest of the runtime (cookies, clock) is in memory.
import {
  CAPTCHA_HEADER,
  CSRF_HEADER,
  FINGERPRINT_HEADER,
  FingerprintStore,
  REDIRECT_SERVICE_RETRY,
  BLOCK_SERVICE_RETRY,
  createShellEventBus,
  retryWith,
  type CaptchaChallenge,
} from '@betshell/domain';
import { manualClock, memoryCookieJar } from '@betshell/domain/testing';
import { startLocalHttpServer, type LocalHttpServer } from '../../test-support/local-http-server';
import { createCaptchaRegistry } from '../captcha/captcha-registry';
import { createBlockHttpApi } from './block-http-api';
import { createBareHttpClient, createHttpClient } from './create-http-client';
import { createFingerprintHttpApi } from './fingerprint-http-api';
import { PlatformHttpError } from './platform-http-error';
import { createRedirectHttpApi } from './redirect-http-api';
import { createTokenKeeper } from './token-keeper';

let server: LocalHttpServer;
let elsewhere: LocalHttpServer;
beforeAll(async () => {
  [server, elsewhere] = await Promise.all([startLocalHttpServer(), startLocalHttpServer()]);
});
afterAll(() => Promise.all([server.close(), elsewhere.close()]));
beforeEach(() => {
  server.reset();
  elsewhere.reset();
});

const NOW = Date.UTC(2026, 5, 1, 12);
const jwt = (claims: object) =>
  [{ alg: 'HS256' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('signature')
    .join('.');
const tokenFor = (sub: string, expSeconds = NOW / 1000 + 3600) => jwt({ sub, exp: expSeconds });
const tokenAnswer = (token: string) => ({ data: { token } });
const error = (code: string | number, message = 'refused', details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});

function setUp(options: { cookies?: Record<string, string>; authorised?: boolean } = {}) {
  const cookies = memoryCookieJar(options.cookies);
  const clock = manualClock(NOW);
  const logged: Array<[string, unknown]> = [];
  const log = (message: string, detail: unknown) => void logged.push([message, detail]);
  const bare = createBareHttpClient(server.origin, cookies);
  const tokens = createTokenKeeper({ bare, cookies, clock, log });
  const fingerprint = new FingerprintStore(
    createShellEventBus(),
    createFingerprintHttpApi(bare),
    () => ({ userAgent: 'test' }),
    clock,
    log,
  );
  const captcha = createCaptchaRegistry();
  const termsToConfirm = jest.fn();
  const http = createHttpClient({
    baseURL: server.origin,
    cookies,
    tokens,
    fingerprint,
    captcha,
    isAuthorised: () => options.authorised ?? true,
    onTermsToConfirm: termsToConfirm,
  });
  return { http, cookies, clock, logged, tokens, fingerprint, captcha, termsToConfirm };
}

const failureOf = async (call: Promise<unknown>): Promise<PlatformHttpError> => {
  try {
    await call;
  } catch (caught) {
    if (caught instanceof PlatformHttpError) return caught;
    throw caught;
  }
  throw new Error('the call succeeded');
};

describe('the bearer token', () => {
  it('is sent from the user_token cookie while the token is valid', async () => {
    const token = tokenFor('7');
    const { http } = setUp({ cookies: { user_token: token } });
    server.on('GET /web-api/user/config', (_request, reply) => reply.json(200, { result: 1 }));
    await http.get('/web-api/user/config');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('is not sent when the cookie holds an expired token, or none', async () => {
    server.on('GET /web-api/user/config', (_request, reply) => reply.json(200, {}));
    await setUp({ cookies: { user_token: tokenFor('7', NOW / 1000 - 1) } }).http.get(
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
    const fresh = tokenFor('7', NOW / 1000 + 600);
    const { http, cookies } = setUp({ cookies: { user_token: tokenFor('old') } });
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(200, tokenAnswer(fresh)),
    );
    server.on(
      'GET /web-api/user/balance',
      (_request, reply) => reply.json(401, error('UNAUTHORISED')),
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
    expect(cookies.lifetimes.get('user_token')).toEqual({ expiresAtMs: NOW + 600_000 });
  });

  it('asks for one token for calls failing together, and for none again within 60 seconds', async () => {
    const { http, clock } = setUp();
    server.on('GET /web-api/user/gettoken', (_request, reply) =>
      reply.json(200, tokenAnswer(tokenFor('7'))),
    );
    // Each call is refused the first time it arrives and answered when retried.
    const refused = new Set<string>();
    server.on('GET /web-api/limits', (request, reply) => {
      if (refused.has(request.url)) return reply.json(200, {});
      refused.add(request.url);
      return reply.json(401, error('UNAUTHORISED'));
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
      reply.json(200, tokenAnswer(tokenFor('7'))),
    );
    server.on('GET /web-api/user/balance', (_request, reply) =>
      reply.json(401, error('UNAUTHORISED', 'Sign in')),
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
      reply.json(401, error('NO_SESSION')),
    );
    server.on('GET /web-api/user/balance', (_request, reply) =>
      reply.json(401, error('UNAUTHORISED')),
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
      (_request, reply) => reply.json(200, tokenAnswer(tokenFor('7', NOW / 1000 - 10))),
    );
    await expect(tokens.refresh()).rejects.toThrow('Fetch token error');
    await expect(tokens.refresh()).rejects.toThrow('Fetch token error');
    expect(logged.map(([message]) => message)).toEqual(['Fetch token error', 'Fetch token error']);
    expect(cookies.get('user_token')).toBeUndefined();
  });
});

describe('a 400 with a captcha code', () => {
  it.each([100, 111, 112, 113])(
    '(%i) asks the registered presenter, then retries once with the captcha header',
    async (code) => {
      const { http, captcha } = setUp();
      const challenges: CaptchaChallenge[] = [];
      captcha.register({
        solve: (challenge) => {
          challenges.push(challenge);
          return Promise.resolve({ captchaId: 'c-1', answer: 'x7k2' });
        },
      });
      server.on(
        'POST /auth-api/v1/login',
        (_request, reply) => reply.json(400, error(code, 'Solve the captcha')),
        (_request, reply) => reply.json(200, { success: true, userId: 7 }),
      );

      const response = await http.post('/auth-api/v1/login', { uLogin: 'a' });

      expect(response.data).toEqual({ success: true, userId: 7 });
      expect(challenges).toEqual([{ code, message: 'Solve the captcha' }]);
      const [first, retried] = server.seen('POST /auth-api/v1/login');
      expect(first?.headers[CAPTCHA_HEADER]).toBeUndefined();
      expect(retried?.headers[CAPTCHA_HEADER]).toBe('c-1:x7k2');
      expect(retried?.body).toEqual({ uLogin: 'a' });
    },
  );

  it('fails with captcha-unavailable while no presenter is registered', async () => {
    const { http, captcha } = setUp();
    const unregister = captcha.register({ solve: () => Promise.resolve(null) });
    unregister();
    server.on('POST /auth-api/v1/login', (_request, reply) => reply.json(400, error(111)));
    const failure = await failureOf(http.post('/auth-api/v1/login', {}));
    expect(failure).toMatchObject({
      status: 'captcha-unavailable',
      code: 400,
      errorCode: 111,
      messageKey: 'http_error_captcha_unavailable',
    });
  });

  it('fails with captcha-declined when the player closes the captcha', async () => {
    const { http, captcha } = setUp();
    captcha.register({ solve: () => Promise.resolve(null) });
    server.on('POST /auth-api/v1/login', (_request, reply) => reply.json(400, error(100)));
    const failure = await failureOf(http.post('/auth-api/v1/login', {}));
    expect(failure.status).toBe('captcha-declined');
    expect(server.seen('POST /auth-api/v1/login')).toHaveLength(1);
  });

  it('is not asked twice: a wrong answer fails with the server error', async () => {
    const { http, captcha } = setUp();
    const solve = jest.fn(() => Promise.resolve({ captchaId: 'c-1', answer: 'wrong' }));
    captcha.register({ solve });
    server.on('POST /auth-api/v1/login', (_request, reply) =>
      reply.json(400, error(112, 'Wrong captcha')),
    );
    const failure = await failureOf(http.post('/auth-api/v1/login', {}));
    expect(failure).toMatchObject({ status: 'http-error', code: 400, errorCode: 112 });
    expect(solve).toHaveBeenCalledTimes(1);
  });
});

describe('the fingerprint', () => {
  const issued = (token: string) => ({
    token,
    expiresAt: new Date(NOW + 3_600_000).toISOString(),
    data: { userAgent: 'test' },
  });

  it('is sent in its header on every call once known', async () => {
    const { http, fingerprint } = setUp();
    server.on('POST /web-api/fingerprint', (_request, reply) => reply.json(200, issued('fp-1')));
    server.on('GET /web-api/session', (_request, reply) => reply.json(200, {}));
    await http.get('/web-api/session');
    await fingerprint.refresh();
    await http.get('/web-api/session');
    expect(
      server.seen('GET /web-api/session').map((request) => request.headers[FINGERPRINT_HEADER]),
    ).toEqual([undefined, 'fp-1']);
    expect(server.seen('POST /web-api/fingerprint')[0]?.body).toEqual({
      componentsData: { userAgent: 'test' },
    });
  });

  it('is refreshed on a 400 with the fingerprint code, and the call retried once with it', async () => {
    const { http } = setUp();
    server.on('POST /web-api/fingerprint', (_request, reply) => reply.json(200, issued('fp-2')));
    server.on(
      'POST /auth-api/v1/register',
      (_request, reply) => reply.json(400, error(120, 'Fingerprint required')),
      (_request, reply) => reply.json(200, { success: true, userId: 8 }),
    );
    const response = await http.post('/auth-api/v1/register', { type: 'one_click' });
    expect(response.data).toEqual({ success: true, userId: 8 });
    expect(server.seen('POST /auth-api/v1/register')[1]?.headers[FINGERPRINT_HEADER]).toBe('fp-2');
  });

  it('fails with the 400 when no fingerprint can be had', async () => {
    const { http, logged } = setUp();
    server.on('POST /web-api/fingerprint', (_request, reply) => reply.json(200, { token: 'x' }));
    server.on('POST /auth-api/v1/register', (_request, reply) => reply.json(400, error(120)));
    const failure = await failureOf(http.post('/auth-api/v1/register', {}));
    expect(failure).toMatchObject({ status: 'http-error', code: 400, errorCode: 120 });
    expect(logged.map(([message]) => message)).toEqual([
      'fingerprint answer lacks token, expiresAt or data',
    ]);
    expect(server.seen('POST /auth-api/v1/register')).toHaveLength(1);
  });
});

describe('a 451 with exception_code 1', () => {
  it('sends a signed-in player to confirm the terms and fails with terms-to-confirm', async () => {
    const { http, termsToConfirm } = setUp({ authorised: true });
    server.on('POST /web-api/coupon', (_request, reply) =>
      reply.json(451, error('TERMS_NOT_CONFIRMED', 'Confirm the terms', { exception_code: 1 })),
    );
    const failure = await failureOf(http.post('/web-api/coupon', {}));
    expect(failure).toMatchObject({ status: 'terms-to-confirm', code: 451 });
    expect(termsToConfirm).toHaveBeenCalledTimes(1);
  });

  it('is an ordinary failure for a visitor', async () => {
    const { http, termsToConfirm } = setUp({ authorised: false });
    server.on('POST /web-api/coupon', (_request, reply) =>
      reply.json(451, error('TERMS_NOT_CONFIRMED', 'Confirm', { exception_code: 1 })),
    );
    const failure = await failureOf(http.post('/web-api/coupon', {}));
    expect(failure).toMatchObject({ status: 'http-error', code: 451 });
    expect(termsToConfirm).not.toHaveBeenCalled();
  });
});

describe('a call that gets no answer', () => {
  it('fails with the network error status', async () => {
    const closed = await startLocalHttpServer();
    await closed.close();
    const { http } = setUp();
    const failure = await failureOf(http.get(`${closed.origin}/web-api/session`));
    expect(failure).toMatchObject({
      status: 'network-error',
      code: 0,
      messageKey: 'http_error_network_error',
    });
  });
});

describe('a cancelled call', () => {
  it('fails with status close and code 499', async () => {
    const { http } = setUp();
    server.on('GET /web-api/line/events', (_request, reply) => reply.hold());
    const controller = new AbortController();
    const call = http.get('/web-api/line/events', { signal: controller.signal });
    await server.arrival('GET /web-api/line/events');
    controller.abort();
    expect(await failureOf(call)).toMatchObject({ status: 'close', code: 499 });
  });
});

describe('the CSRF header', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'echoes the csrf_token cookie on a %s',
    async (method) => {
      const { http } = setUp({ cookies: { csrf_token: 'csrf-1' } });
      server.on(`${method.toUpperCase()} /web-api/office/currency`, (_request, reply) =>
        reply.json(200, {}),
      );
      await http.request({ method, url: '/web-api/office/currency', data: {} });
      expect(server.requests[0]?.headers[CSRF_HEADER]).toBe('csrf-1');
    },
  );

  it('is not sent on a read', async () => {
    const { http } = setUp({ cookies: { csrf_token: 'csrf-1' } });
    server.on('GET /web-api/office/currency', (_request, reply) => reply.json(200, {}));
    await http.get('/web-api/office/currency');
    expect(server.requests[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });
});

describe('a call to another origin', () => {
  it("carries none of the player's credentials and is not recovered", async () => {
    const { http, fingerprint } = setUp({
      cookies: { user_token: tokenFor('7'), csrf_token: 'csrf-1' },
    });
    server.on('POST /web-api/fingerprint', (_request, reply) =>
      reply.json(200, { token: 'fp-1', expiresAt: NOW + 3_600_000, data: {} }),
    );
    await fingerprint.refresh();
    elsewhere.on('POST /collect', (_request, reply) => reply.json(401, error('UNAUTHORISED')));

    const failure = await failureOf(http.post(`${elsewhere.origin}/collect`, {}));

    expect(failure).toMatchObject({ status: 'http-error', code: 401 });
    const [request] = elsewhere.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers[CSRF_HEADER]).toBeUndefined();
    expect(request?.headers[FINGERPRINT_HEADER]).toBeUndefined();
    expect(server.seen('GET /web-api/user/gettoken')).toEqual([]);
  });
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
      reply.json(503, error('DOWN')),
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
      reply.json(400, error('BAD_REQUEST')),
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
      (_request, reply) => reply.json(502, error('BAD_GATEWAY')),
      (_request, reply) => reply.json(200, { data: { displayTypeId: 0, templateTypeId: 0 } }),
    );
    await expect(
      retryWith({ ...BLOCK_SERVICE_RETRY, delayMs: 0 }, () => blocks.check('/ru/')),
    ).resolves.toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });
});
