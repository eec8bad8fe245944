import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';
import {
  changeImportMap,
  type ImportMapChange,
  type ImportMapOperation,
} from './change-import-map';
import { IMPORT_MAP_ENVIRONMENTS, type ImportMapEnvironment } from './import-map';
import { createImportMapContext } from './import-map-context';
import { describeEnvironment, parseMapReference, verifyDescribed } from './import-map-environments';
import { diffImportMaps } from './import-map-pins';
import {
  ImportMapChangeSchema,
  ImportMapDiffSchema,
  ImportMapHistorySchema,
  ImportMapSchema,
  ImportMapServicesSchema,
  ImportMapVerdictSchema,
} from './import-map-schemas';
import { ErrorBodySchema } from '../http/error-body';

export interface ImportMapOpsRoutesOptions {
  readonly database: Database;
  readonly site: StaticSiteOptions;
  /** For remote modules; tests give their own. */
  readonly fetch?: typeof fetch;
}

const EnvironmentSchema = Type.Union(IMPORT_MAP_ENVIRONMENTS.map((name) => Type.Literal(name)));
const EnvQuery = Type.Object({ env: EnvironmentSchema });
const Who = {
  /** Who made the change, as the client says (the operator token is shared: docs/releasing.md). */
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** Why: required for production. */
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
};
const ModuleUrl = Type.String({ minLength: 1, maxLength: 2048 });
const Integrity = Type.String({ minLength: 1, maxLength: 1000 });

const PatchMapBody = Type.Object(
  {
    imports: Type.Record(Type.String({ minLength: 1, maxLength: 200 }), ModuleUrl),
    integrity: Type.Optional(Type.Record(Type.String(), Integrity)),
    scopes: Type.Optional(Type.Unknown()),
    ...Who,
  },
  { additionalProperties: false },
);
const PatchServiceBody = Type.Object(
  {
    service: Type.String({ minLength: 1, maxLength: 200 }),
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    url: Type.Optional(ModuleUrl),
    integrity: Type.Optional(Integrity),
    ...Who,
  },
  { additionalProperties: false },
);
const RollbackBody = Type.Object(
  {
    steps: Type.Optional(Type.Integer({ minimum: 1 })),
    to: Type.Optional(Type.Integer({ minimum: 1 })),
    ...Who,
  },
  { additionalProperties: false },
);
const PromoteBody = Type.Object(
  { from: EnvironmentSchema, ...Who },
  { additionalProperties: false },
);

type WhoFields = { actor?: string; reason?: string };

/** What a change answers: the change, or why it was refused (a stale If-Match is 409). */
const ChangeAnswers = {
  200: ImportMapChangeSchema,
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** If-Match: `"7"`, `W/"7"` or `7` names version 7; `*` or none, any version. */
function ifVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (match === null) {
    throw new ApiError(
      400,
      'BAD_IF_MATCH',
      `If-Match must be the ETag of the map you read, such as "7", not ${header}`,
    );
  }
  return Number(match[1]);
}

function whoOf(request: FastifyRequest, environment: ImportMapEnvironment, fields: WhoFields) {
  const reason = fields.reason?.trim() ?? '';
  // Production is what players get: its history says why each change was made.
  if (environment === 'production' && reason === '') {
    throw new ApiError(
      400,
      'REASON_REQUIRED',
      'A change to production needs a reason (reason in the body, --reason on the command line)',
    );
  }
  return { actor: fields.actor?.trim() || `ops-api client ${request.ip}`, reason };
}

function answerChange(request: FastifyRequest, reply: FastifyReply, change: ImportMapChange) {
  void reply.header('etag', `"${change.version}"`);
  if (change.changed) {
    request.log.info(
      { environment: change.environment, version: change.version, changes: change.changes },
      'ops: import map changed',
    );
  }
  return change;
}

/**
 * The import maps over HTTP, for CI and for `npm run importmap` (scripts/importmap.ts), on the
 * paths of single-spa's import-map-deployer under the operator API: every answer about a map
 * carries its version as ETag, and every write takes If-Match (409 when stale). See
 * change-import-map.ts for what a change checks.
 */
export const importMapOpsRoutes: FastifyPluginCallbackTypebox<ImportMapOpsRoutesOptions> = (
  app,
  { database, site, fetch: fetchModule },
  done,
) => {
  const context = createImportMapContext(database, site, fetchModule);
  const change = (
    request: FastifyRequest,
    reply: FastifyReply,
    environment: ImportMapEnvironment,
    operation: ImportMapOperation,
    fields: WhoFields,
  ) =>
    changeImportMap(context, environment, operation, {
      ...whoOf(request, environment, fields),
      ifVersion: ifVersionOf(request),
    }).then((result) => answerChange(request, reply, result));

  app.get(
    '/import-map.json',
    { schema: { querystring: EnvQuery, response: { 200: ImportMapSchema } } },
    async (request, reply) => {
      const described = await describeEnvironment(context, request.query.env);
      void reply.header('etag', `"${described.version}"`);
      return described.map;
    },
  );

  app.patch(
    '/import-map.json',
    { schema: { querystring: EnvQuery, body: PatchMapBody, response: ChangeAnswers } },
    (request, reply) => {
      const { imports, integrity, scopes, ...who } = request.body;
      if (scopes !== undefined) {
        throw new ApiError(
          400,
          'SCOPE_NOT_ALLOWED',
          'This site has no scopes: a scope would load a second copy of a module',
        );
      }
      return change(
        request,
        reply,
        request.query.env,
        { kind: 'patch', map: { imports, integrity: integrity ?? {} } },
        who,
      );
    },
  );

  app.patch(
    '/services',
    { schema: { querystring: EnvQuery, body: PatchServiceBody, response: ChangeAnswers } },
    (request, reply) => {
      const { service, version, url, integrity, ...who } = request.body;
      if ((version === undefined) === (url === undefined)) {
        throw new ApiError(400, 'BAD_REQUEST', 'Give either version (a release) or url, not both');
      }
      const operation: ImportMapOperation =
        url === undefined
          ? { kind: 'pin', service, version: version as string }
          : { kind: 'pin-url', service, url, ...(integrity === undefined ? {} : { integrity }) };
      return change(request, reply, request.query.env, operation, who);
    },
  );

  // The name keeps its slashes (/services/@betshell/header), as import-map-deployer's clients send it.
  app.delete(
    '/services/*',
    {
      schema: {
        querystring: Type.Object({ env: EnvironmentSchema, ...Who }),
        response: ChangeAnswers,
      },
    },
    (request, reply) => {
      const { env, ...who } = request.query;
      // Fastify has decoded it already (%40betshell%2Fheader is @betshell/header).
      const service = (request.params as { '*': string })['*'];
      return change(request, reply, env, { kind: 'unpin', service }, who);
    },
  );

  app.get(
    '/import-map/history',
    {
      schema: {
        querystring: Type.Object({
          env: EnvironmentSchema,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: ImportMapHistorySchema },
      },
    },
    async (request, reply) => {
      const { env, limit } = request.query;
      const stored = await context.repository.read(env);
      void reply.header('etag', `"${stored.version}"`);
      return {
        environment: env,
        version: stored.version,
        entries: await context.repository.history(env, limit ?? 20),
      };
    },
  );

  app.post(
    '/import-map/rollback',
    { schema: { querystring: EnvQuery, body: RollbackBody, response: ChangeAnswers } },
    (request, reply) => {
      const { steps, to, ...who } = request.body;
      if (steps !== undefined && to !== undefined) {
        throw new ApiError(400, 'BAD_REQUEST', 'Give steps or to, not both');
      }
      const operation: ImportMapOperation =
        to === undefined
          ? { kind: 'rollback', steps: steps ?? 1 }
          : { kind: 'rollback-to', version: to };
      return change(request, reply, request.query.env, operation, who);
    },
  );

  app.post(
    '/import-map/promote',
    { schema: { querystring: EnvQuery, body: PromoteBody, response: ChangeAnswers } },
    (request, reply) => {
      const { from, ...who } = request.body;
      return change(request, reply, request.query.env, { kind: 'promote', from }, who);
    },
  );

  app.get(
    '/import-map/diff',
    {
      schema: {
        querystring: Type.Object({ a: Type.String(), b: Type.String() }),
        response: { 200: ImportMapDiffSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const a = parseMapReference(request.query.a);
      const b = parseMapReference(request.query.b);
      const [before, after] = await Promise.all([
        describeEnvironment(context, a.environment, a.version),
        describeEnvironment(context, b.environment, b.version),
      ]);
      return {
        a: `${a.environment}@v${before.version}`,
        b: `${b.environment}@v${after.version}`,
        changes: diffImportMaps(before, after),
      };
    },
  );

  /** The environment's map now, its version as ETag, and the fields every answer about it has. */
  async function readMap(environment: ImportMapEnvironment, reply: FastifyReply) {
    const map = await describeEnvironment(context, environment);
    void reply.header('etag', `"${map.version}"`);
    return {
      map,
      heading: { environment: map.environment, version: map.version, built: map.built },
    };
  }

  app.get(
    '/import-map/verify',
    { schema: { querystring: EnvQuery, response: { 200: ImportMapVerdictSchema } } },
    async (request, reply) => {
      const { map, heading } = await readMap(request.query.env, reply);
      return { ...heading, problems: await verifyDescribed(context, map) };
    },
  );

  app.get(
    '/import-map',
    { schema: { querystring: EnvQuery, response: { 200: ImportMapServicesSchema } } },
    async (request, reply) => {
      const { map: described, heading } = await readMap(request.query.env, reply);
      return {
        ...heading,
        services: Object.entries(described.map.imports).map(([service, url]) => {
          const facts = described.facts.get(url);
          return {
            service,
            url,
            integrity: described.map.integrity[url] ?? null,
            version: facts?.version ?? null,
            hash: facts?.hash ?? null,
            pinned: Object.hasOwn(described.pins, service),
          };
        }),
      };
    },
  );
  done();
};
