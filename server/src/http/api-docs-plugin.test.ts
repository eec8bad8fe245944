import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { registeredRoutes } from '../test-support/registered-routes';
import { API_DOCS_PATH, API_TAGS, ERROR_BODY_SCHEMA_NAME } from './api-docs-plugin';

/**
 * What the static host serves to browsers rather than to API clients, which the document leaves
 * out: the pages (every other path), the import map, the installable site's files, the crawlers'
 * files, the demo payment provider's page, built files and releases, and the reference itself.
 */
const SITE_ROUTES = [
  /^\/\*$/,
  /^\/importmap\.json$/,
  /^\/manifest\.json$/,
  /^\/pwa-sw\.js$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/demo-pay\//,
  /^\/demo-provider\//,
  /^\/assets\//,
  /^\/releases\//,
  /^\/api-docs(\/|$)/,
];

interface Operation {
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly responses: Readonly<Record<string, { readonly content?: Record<string, unknown> }>>;
}

interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, unknown>>;
    readonly securitySchemes: Readonly<Record<string, { type: string; scheme?: string }>>;
  };
}

/** `/a/:id/b`, `/a/:ref|:id/b` and `/a/{id}/b` alike: `/a/{}/b`; `*` and `{*}` alike: `{*}`. */
const pathKey = (url: string) =>
  url
    .replace(/\{\*\}|\*$/, '{*}')
    .replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, '{}')
    .replace(/\{[A-Za-z0-9_]+\}/g, '{}');

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );

describe('the API reference', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await buildTestApp();
    document = (await testApp.app.inject(`${API_DOCS_PATH}/json`)).json<OpenApiDocument>();
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document titled after the platform API, at the version of the server', async () => {
    const { version } = (await import('../../package.json')).default;

    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'betshell platform API', version });
  });

  it('lists every route of the platform API with its method, and nothing the site serves to browsers', () => {
    // HEAD is answered for every GET by Fastify itself; the document has the GET.
    const api = registeredRoutes(testApp.app)
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !SITE_ROUTES.some((site) => site.test(route.url)))
      .map((route) => `${route.method} ${pathKey(route.url)}`);
    const documented = operationsOf(document).map(
      ({ method, path }) => `${method} ${pathKey(path)}`,
    );

    expect(api.length).toBeGreaterThan(100);
    expect([...documented].sort()).toEqual([...new Set(api)].sort());
  });

  it('describes what every route answers on success by a schema', () => {
    const withoutSchema = operationsOf(document)
      .filter(({ operation }) => {
        const successes = Object.entries(operation.responses).filter(([status]) =>
          /^[23]/.test(status),
        );
        // A 204 has no body to describe; every other success must say what its body is.
        return (
          successes.length === 0 ||
          successes.some(([status, answer]) => status !== '204' && answer.content === undefined)
        );
      })
      .map(({ method, path }) => `${method} ${path}`);

    expect(withoutSchema).toEqual([]);
  });

  it('refers every error answer to the one error body', () => {
    const errorBody = { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA_NAME}` };
    const otherErrors = operationsOf(document).flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, answer]) =>
          Object.values(answer.content ?? { none: {} }).some(
            (media) => JSON.stringify(media) !== JSON.stringify({ schema: errorBody }),
          ),
        )
        .map(([status]) => `${method} ${path} ${status}`),
    );

    expect(document.components.schemas[ERROR_BODY_SCHEMA_NAME]).toMatchObject({
      properties: { error: { required: ['code', 'message'] } },
    });
    expect(otherErrors).toEqual([]);
  });

  it('tags every operation with its service and asks the operator bearer token on the operator API', () => {
    const tags = new Set<string>(API_TAGS.map((tag) => tag.name));
    const operations = operationsOf(document);
    const untagged = operations
      .filter(({ operation }) => operation.tags?.length !== 1 || !tags.has(operation.tags[0] ?? ''))
      .map(({ method, path }) => `${method} ${path}`);
    const opsWithoutToken = operations
      .filter(({ path }) => path.startsWith('/ops-api/v1/'))
      .filter(({ operation }) => JSON.stringify(operation.security) !== '[{"opsToken":[]}]')
      .map(({ method, path }) => `${method} ${path}`);

    expect(untagged).toEqual([]);
    expect(document.components.securitySchemes['opsToken']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(opsWithoutToken).toEqual([]);
  });

  it('answers the reference page as HTML, with its scripts served by this server under its own CSP', async () => {
    const page = await testApp.app.inject(API_DOCS_PATH);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    const answers = await Promise.all(scripts.map((src) => testApp.app.inject(src ?? '')));

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toMatch(/https?:/);
    expect(scripts).toContain(`${API_DOCS_PATH}/static/swagger-ui-bundle.js`);
    expect(answers.map((answer) => answer.statusCode)).toEqual(scripts.map(() => 200));
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    }
  });
});
