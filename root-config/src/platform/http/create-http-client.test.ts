/**
 * @jest-environment node
 */
// The HTTP client against a real HTTP server on a local port: axios, its interceptors and the
// server's answers are all real; only the rest of the runtime (cookies, clock) is in memory.
import {
  CAPTCHA_HEADER,
  CSRF_HEADER,
  FINGERPRINT_HEADER,
  type CaptchaChallenge,
} from '@betshell/domain';
import { manualClock, memoryCookieJar } from '@betshell/domain/testing';
import {
  TEST_NOW,
  errorBody,
  failureOf,
  httpClientSuite,
  testToken,
} from '../../test-support/http-client-under-test';
import {
  localHttpServerForSuite,
  startLocalHttpServer,
} from '../../test-support/local-http-server';

const { server, setUp } = httpClientSuite({
  cookies: memoryCookieJar,
  clock: () => manualClock(TEST_NOW),
});
const elsewhere = localHttpServerForSuite();

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
        (_request, reply) => reply.json(400, errorBody(code, 'Solve the captcha')),
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
    server.on('POST /auth-api/v1/login', (_request, reply) => reply.json(400, errorBody(111)));
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
    server.on('POST /auth-api/v1/login', (_request, reply) => reply.json(400, errorBody(100)));
    const failure = await failureOf(http.post('/auth-api/v1/login', {}));
    expect(failure.status).toBe('captcha-declined');
    expect(server.seen('POST /auth-api/v1/login')).toHaveLength(1);
  });

  it('is not asked twice: a wrong answer fails with the server error', async () => {
    const { http, captcha } = setUp();
    const solve = jest.fn(() => Promise.resolve({ captchaId: 'c-1', answer: 'wrong' }));
    captcha.register({ solve });
    server.on('POST /auth-api/v1/login', (_request, reply) =>
      reply.json(400, errorBody(112, 'Wrong captcha')),
    );
    const failure = await failureOf(http.post('/auth-api/v1/login', {}));
    expect(failure).toMatchObject({ status: 'http-error', code: 400, errorCode: 112 });
    expect(solve).toHaveBeenCalledTimes(1);
  });
});

describe('the fingerprint', () => {
  const issued = (token: string) => ({
    token,
    expiresAt: new Date(TEST_NOW + 3_600_000).toISOString(),
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
      (_request, reply) => reply.json(400, errorBody(120, 'Fingerprint required')),
      (_request, reply) => reply.json(200, { success: true, userId: 8 }),
    );
    const response = await http.post('/auth-api/v1/register', { type: 'one_click' });
    expect(response.data).toEqual({ success: true, userId: 8 });
    expect(server.seen('POST /auth-api/v1/register')[1]?.headers[FINGERPRINT_HEADER]).toBe('fp-2');
  });

  it('fails with the 400 when no fingerprint can be had', async () => {
    const { http, logged } = setUp();
    server.on('POST /web-api/fingerprint', (_request, reply) => reply.json(200, { token: 'x' }));
    server.on('POST /auth-api/v1/register', (_request, reply) => reply.json(400, errorBody(120)));
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
      reply.json(451, errorBody('TERMS_NOT_CONFIRMED', 'Confirm the terms', { exception_code: 1 })),
    );
    const failure = await failureOf(http.post('/web-api/coupon', {}));
    expect(failure).toMatchObject({ status: 'terms-to-confirm', code: 451 });
    expect(termsToConfirm).toHaveLength(1);
  });

  it('is an ordinary failure for a visitor', async () => {
    const { http, termsToConfirm } = setUp({ authorised: false });
    server.on('POST /web-api/coupon', (_request, reply) =>
      reply.json(451, errorBody('TERMS_NOT_CONFIRMED', 'Confirm', { exception_code: 1 })),
    );
    const failure = await failureOf(http.post('/web-api/coupon', {}));
    expect(failure).toMatchObject({ status: 'http-error', code: 451 });
    expect(termsToConfirm).toEqual([]);
  });
});

describe('a call that gets no answer', () => {
  it('fails with the network error status', async () => {
    const closed = await startLocalHttpServer();
    const { origin } = closed;
    await closed.close();
    const { http } = setUp();
    const failure = await failureOf(http.get(`${origin}/web-api/session`));
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
      cookies: { user_token: testToken('7'), csrf_token: 'csrf-1' },
    });
    server.on('POST /web-api/fingerprint', (_request, reply) =>
      reply.json(200, { token: 'fp-1', expiresAt: TEST_NOW + 3_600_000, data: {} }),
    );
    await fingerprint.refresh();
    elsewhere.on('POST /collect', (_request, reply) => reply.json(401, errorBody('UNAUTHORISED')));

    const failure = await failureOf(http.post(`${elsewhere.origin}/collect`, {}));

    expect(failure).toMatchObject({ status: 'http-error', code: 401 });
    const [request] = elsewhere.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers[CSRF_HEADER]).toBeUndefined();
    expect(request?.headers[FINGERPRINT_HEADER]).toBeUndefined();
    expect(server.seen('GET /web-api/user/gettoken')).toEqual([]);
  });
});
