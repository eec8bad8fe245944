import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { CSRF_COOKIE, CSRF_HEADER } from '@betshell/domain';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import serverPackage from '../../package.json';
import { isCsrfCheckedRoute } from '../auth/http/csrf-plugin';
import { ErrorBodySchema } from './error-body';

/** Where the reference page is; its OpenAPI document is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api-docs';

/** The name of the one error body among the document's schemas. */
export const ERROR_BODY_SCHEMA_NAME = 'ErrorBody';

/** The tags of the document, one per service, in the order the reference lists them. */
export const API_TAGS = [
  { name: 'web-api', description: 'What the shell asks as a player or a visitor' },
  { name: 'bff-api', description: 'The site config' },
  { name: 'auth-api', description: 'Sign-in, registration, the session check and disconnect' },
  { name: 'social-api', description: 'Sign-in with a social account (Google one-tap)' },
  { name: 'limit-service-api', description: 'Responsible-gambling limits' },
  { name: 'redirects-api', description: 'Where a path redirects to' },
  { name: 'blocks-api', description: 'Whether and why the site is blocked for a visitor' },
  { name: 'views', description: 'Remote views in the JSON render mode (information pages)' },
  { name: 'health', description: 'Liveness and readiness, for load balancers' },
  {
    name: 'payment-callbacks',
    description: "Payment providers' signed server-to-server callbacks (HMAC-SHA256)",
  },
  { name: 'ops-api', description: 'The operator API: bearer OPS_TOKEN on every call' },
  {
    name: 'provider-api',
    description: "The casino's seamless wallet: game providers' signed server-to-server calls",
  },
] as const;

type ApiTag = (typeof API_TAGS)[number]['name'];

/**
 * What the static host serves to browsers rather than to API clients, left out of the document:
 * the pages (every path the API does not answer), the import map, the installable site's and the
 * crawlers' files, and the demo payment provider's page, which stands for another company's site.
 * Built files and releases (@fastify/static) and the reference itself hide themselves.
 */
const SITE_ROUTES: readonly RegExp[] = [
  /^\/\*$/,
  /^\/(importmap|manifest)\.json$/,
  /^\/pwa-sw\.js$/,
  /^\/(robots\.txt|sitemap\.xml)$/,
  /^\/demo-pay\//,
  /^\/demo-provider\//,
];

/**
 * The tag of a route of the API by its path. A route under a prefix this does not know gets none
 * and still shows, untagged: the test beside this file fails until it is given one.
 */
function apiTagOf(url: string): ApiTag | undefined {
  if (url === '/healthz' || url === '/readyz') return 'health';
  if (url.startsWith('/views/')) return 'views';
  if (url.startsWith('/ops-api/')) return 'ops-api';
  if (url.startsWith('/payment-callbacks/')) return 'payment-callbacks';
  // The self-exclusion call keeps the path the spec gives, outside /limit-service-api.
  if (url.startsWith('/limit/')) return 'limit-service-api';
  const service = /^\/([a-z]+(?:-[a-z]+)*-api)\//.exec(url)?.[1];
  return API_TAGS.find((tag) => tag.name === service)?.name;
}

const SECURITY_SCHEMES = {
  opsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The OPS_TOKEN the server was started with (`npm run ops` reads it from .data/ops.json).',
  },
} as const;

const errorBody = (description: string) => ({ ...ErrorBodySchema, description });

/**
 * The answers every route of a kind can give besides its own, added to the document (not to the
 * routes, whose serialization they would not change): they come from hooks and the error handler,
 * not from the route's code.
 */
function withSharedAnswers(schema: FastifySchema, method: string | string[], url: string) {
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const shared: Record<string, unknown> = {};
  const validates = ['body', 'querystring', 'params', 'headers'].some((part) => part in schema);
  if (validates) {
    shared['400'] = errorBody(
      'BAD_REQUEST: the request does not match its schema (details say where)',
    );
  }
  if (url.startsWith('/ops-api/')) {
    shared['401'] = errorBody('UNAUTHORIZED: no or a wrong operator bearer token');
  }
  if (isCsrfCheckedRoute({ method, url })) {
    shared['403'] = errorBody(
      `CSRF_TOKEN_MISSING or CSRF_TOKEN_INVALID: the ${CSRF_HEADER} header does not carry the ${CSRF_COOKIE} cookie's value`,
    );
  }
  shared['5XX'] = errorBody(
    'INTERNAL (500), or DATABASE_UNAVAILABLE (503, with Retry-After) while the database is out of reach',
  );
  const answers: Record<string, unknown> = { ...shared, ...own };
  for (const [status, answer] of Object.entries(shared)) {
    const ownAnswer = own[status] as { description?: string } | undefined;
    // The route refuses for reasons of its own too: the shared one stays named.
    if (ownAnswer !== undefined && ownAnswer.description === undefined) {
      const { description } = answer as { description: string };
      answers[status] = { ...ownAnswer, description: `${description}; or a refusal of this call` };
    }
  }
  return answers;
}

/** The CSRF header as a parameter of the calls that must send it. */
function withCsrfHeader(headers: unknown): Record<string, unknown> {
  const own = (headers ?? { type: 'object', properties: {} }) as {
    readonly properties?: Record<string, unknown>;
    readonly required?: readonly string[];
  };
  return {
    ...own,
    type: 'object',
    properties: {
      ...own.properties,
      [CSRF_HEADER]: {
        type: 'string',
        description: `The value of the ${CSRF_COOKIE} cookie, which every answer without it sets`,
      },
    },
    required: [...(own.required ?? []), CSRF_HEADER],
  };
}

/**
 * The OpenAPI document of the platform API at GET /api-docs/json, made from the routes' own
 * schemas (TypeBox), and the reference page at GET /api-docs. Register it before any route: it
 * learns the routes as they are added. The page's files are served from node_modules, not a CDN,
 * under a Content-Security-Policy of its own that allows nothing from elsewhere and no inline
 * script or style. Its hook runs after those of the plugins registered before this one (the
 * security headers come first in app.ts), so a site-wide policy set there is replaced on the
 * reference's answers, not mixed in; one set by a plugin registered after would win instead.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'betshell platform API',
          version: serverPackage.version,
          description:
            'Every error answers `{ "error": { "code", "message", "details"? } }` (the ErrorBody schema). ' +
            'See docs/api.md for how players and operators authenticate.',
        },
        tags: API_TAGS.map((tag) => ({ ...tag })),
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: ({ schema, url, route }) => {
        if (SITE_ROUTES.some((site) => site.test(url))) {
          return { schema: { ...schema, hide: true }, url };
        }
        const tag = apiTagOf(url);
        const own = schema ?? {};
        const csrf = isCsrfCheckedRoute({ method: route.method, url });
        return {
          url,
          schema: {
            ...own,
            tags: own.tags ?? (tag === undefined ? [] : [tag]),
            ...(csrf ? { headers: withCsrfHeader(own.headers) } : {}),
            ...(tag === 'ops-api' ? { security: [{ opsToken: [] }] } : {}),
            response: withSharedAnswers(own, route.method, url),
          },
        };
      },
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? finishDocument(documentObject.openapiObject)
          : documentObject.swaggerObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      theme: { title: 'betshell platform API' },
      uiConfig: {
        // Without the top bar: its logo is an SVG with a <style> inside, which the CSP below
        // refuses, and its box for loading another document has no use here.
        layout: 'BaseLayout',
        deepLinking: true,
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
      },
      staticCSP:
        "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; " +
        "form-action 'self'; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; " +
        "script-src 'self'; script-src-attr 'none'; style-src 'self'",
    });
  },
  { name: 'api-docs', fastify: '5.x' },
);

/** The parts of the OpenAPI document that finishDocument reads and writes. */
interface OpenApiParts {
  readonly paths?: Record<string, Record<string, unknown> | undefined>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

/** What @fastify/swagger calls an answer whose schema has no description. */
const PLACEHOLDER_DESCRIPTION = 'Default Response';

/**
 * The error body once among the document's schemas, and a reference to it in every answer that
 * has it, so that the reference page names it instead of repeating its fields; and each answer
 * without a description of its own described by its status (Not Found).
 */
function finishDocument<T extends OpenApiParts>(document: T): T {
  const errorText = JSON.stringify(ErrorBodySchema);
  const isErrorBody = (schema: unknown): boolean => {
    if (typeof schema !== 'object' || schema === null) return false;
    // The answer's description sits beside the shape it shares with the others.
    const shape: Record<string, unknown> = { ...schema };
    delete shape['description'];
    return JSON.stringify(shape) === errorText;
  };
  const reference = { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA_NAME}` };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const { responses } = operation as { responses?: Record<string, ResponseObject> };
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (response.description === PLACEHOLDER_DESCRIPTION) {
          response.description = STATUS_CODES[status] ?? status;
        }
        for (const media of Object.values(response.content ?? {})) {
          if (isErrorBody(media.schema)) media.schema = reference;
        }
      }
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, [ERROR_BODY_SCHEMA_NAME]: ErrorBodySchema },
    },
  };
}
