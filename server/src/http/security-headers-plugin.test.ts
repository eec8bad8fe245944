import Fastify, { type FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { staticSitePlugin } from '../static-site/static-site-plugin';
import { errorHandlerPlugin } from './error-handler-plugin';
import {
  securityHeadersPlugin,
  withScriptNonce,
  type SecurityHeadersOptions,
} from './security-headers-plugin';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the security headers', () => {
  let fixture: SiteFixture;
  const apps: FastifyInstance[] = [];

  async function siteApp(options: SecurityHeadersOptions): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    await app.register(errorHandlerPlugin);
    await app.register(staticSitePlugin, fixture.site);
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    fixture = await createSiteFixture();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await fixture.remove();
  });

  it('forbids framing any page, and allows only scripts of the page nonce, without eval', async () => {
    const app = await siteApp({ https: false, development: false });

    const page = await app.inject('/ru');
    const csp = directives(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src')?.join(' ') ?? '')?.[1];

    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'strict-dynamic'"]));
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(page.body).toContain(`<script nonce="${nonce}">/* production */</script>`);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the scripts the page preloads the nonce, and nothing else', () => {
    const html =
      '<link rel="preload" as="script" href="/a.js" /><link rel="preload" as="fetch" href="/m.json" />' +
      '<script src="/b.js"></script>';

    expect(withScriptNonce(html, 'n0nce')).toBe(
      '<link nonce="n0nce" rel="preload" as="script" href="/a.js" /><link rel="preload" as="fetch" href="/m.json" />' +
        '<script nonce="n0nce" src="/b.js"></script>',
    );
  });

  it('gives every page answer a nonce of its own', async () => {
    const app = await siteApp({ https: false, development: false });

    const [first, second] = await Promise.all([app.inject('/ru'), app.inject('/en')]);

    expect(first.headers['content-security-policy']).not.toBe(
      second.headers['content-security-policy'],
    );
  });

  it('gives a JSON answer, errors too, a policy that lets it load and run nothing, and no document headers', async () => {
    const app = await siteApp({ https: true, development: false });

    const missing = await app.inject('/web-api/nothing');

    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(directives(missing.headers['content-security-policy'])).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
    expect(missing.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    for (const documentOnly of [
      'permissions-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-download-options',
    ]) {
      expect(missing.headers[documentOnly]).toBeUndefined();
    }
  });

  it('keeps the headers a route sets for its own answer', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { https: false, development: false });
    app.get('/framed', (_request, reply) =>
      reply.header('x-frame-options', 'SAMEORIGIN').send({ framed: true }),
    );
    apps.push(app);

    const answer = await app.inject('/framed');

    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('tells browsers to keep to HTTPS only when the site is reached over HTTPS', async () => {
    const plain = await siteApp({ https: false, development: false });
    const secure = await siteApp({ https: true, development: false });

    const overHttp = await plain.inject('/ru');
    const overHttps = await secure.inject('/ru');

    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttps.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('lets development pages reach the dev servers the import-map overrides point to', async () => {
    const app = await siteApp({ https: false, development: true });

    const csp = directives((await app.inject('/ru')).headers['content-security-policy']);

    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['http:', 'ws:']));
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });
});
