import cookie from '@fastify/cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '@betshell/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../../http/error-handler-plugin';
import { CSRF_SECRET_COOKIE, csrfPlugin } from './csrf-plugin';

/** The routes' own onRequest hooks write here, to show they still run, after the check. */
let ranOwnHook: string[] = [];

async function appWithRoutes(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  await app.register(errorHandlerPlugin);
  await app.register(csrfPlugin, { secureCookies: false });
  const ok = () => Promise.resolve({ ok: true });
  await app.register(
    (webApi, _options, registered) => {
      webApi.get('/read', ok);
      webApi.get('/shared', (_request, reply) =>
        reply.header('cache-control', 'public, max-age=600').send({ ok: true }),
      );
      webApi.post('/write', ok);
      webApi.route({ method: ['GET', 'POST'], url: '/either', handler: ok });
      webApi.post(
        '/hooked',
        {
          onRequest: (_request, _reply, done) => {
            ranOwnHook.push('hooked');
            done();
          },
        },
        ok,
      );
      registered();
    },
    { prefix: '/web-api' },
  );
  app.post('/ops-api/v1/write', ok);
  await app.ready();
  return app;
}

/** A browser's two CSRF cookies, as its first answer set them. */
async function browserCookies(app: FastifyInstance) {
  const first = await app.inject({ method: 'GET', url: '/web-api/read' });
  const jar = Object.fromEntries(first.cookies.map((one) => [one.name, one.value]));
  return {
    cookie: `${CSRF_SECRET_COOKIE}=${jar[CSRF_SECRET_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`,
    token: jar[CSRF_COOKIE] ?? '',
  };
}

describe('the CSRF check', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithRoutes();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    ranOwnHook = [];
  });

  it('refuses a write to the player services without the token, and lets it through with it', async () => {
    const { cookie: jar, token } = await browserCookies(app);
    const without = await app.inject({
      method: 'POST',
      url: '/web-api/write',
      headers: { cookie: jar },
    });
    const withToken = await app.inject({
      method: 'POST',
      url: '/web-api/write',
      headers: { cookie: jar, [CSRF_HEADER]: token },
    });

    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ error: { code: 'CSRF_TOKEN_MISSING' } });
    expect(withToken.statusCode).toBe(200);
  });

  it('leaves reads alone, also on a route that takes both a read and a write', async () => {
    const read = await app.inject({ method: 'GET', url: '/web-api/read' });
    const eitherRead = await app.inject({ method: 'GET', url: '/web-api/either' });
    const eitherWrite = await app.inject({ method: 'POST', url: '/web-api/either' });

    expect(read.statusCode).toBe(200);
    expect(eitherRead.statusCode).toBe(200);
    expect(eitherWrite.statusCode).toBe(403);
  });

  it('sets the pair on an answer to a browser without it, never on one a shared cache may keep', async () => {
    const own = await app.inject({ method: 'GET', url: '/web-api/read' });
    const shared = await app.inject({ method: 'GET', url: '/web-api/shared' });

    expect(own.cookies.map((one) => one.name).sort()).toEqual(
      [CSRF_COOKIE, CSRF_SECRET_COOKIE].sort(),
    );
    expect(shared.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the operator API alone: it carries a bearer token, no cookie to abuse', async () => {
    const write = await app.inject({ method: 'POST', url: '/ops-api/v1/write' });

    expect(write.statusCode).toBe(200);
  });

  it("runs before a route's own onRequest hook, which still runs once the check passes", async () => {
    const { cookie: jar, token } = await browserCookies(app);
    const refused = await app.inject({ method: 'POST', url: '/web-api/hooked' });
    expect(refused.statusCode).toBe(403);
    expect(ranOwnHook).toEqual([]);

    const passed = await app.inject({
      method: 'POST',
      url: '/web-api/hooked',
      headers: { cookie: jar, [CSRF_HEADER]: token },
    });
    expect(passed.statusCode).toBe(200);
    expect(ranOwnHook).toEqual(['hooked']);
  });
});
