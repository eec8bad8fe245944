import { Type, type TSchema } from 'typebox';
import { IMPORT_MAP_ENVIRONMENTS } from './import-map';
import { IMPORT_MAP_ACTIONS } from './import-map-repository';
import { IMPORT_MAP_PROBLEM_CODES } from './verify-import-map';

// The answers of the import-map routes of the operator API (import-map-ops-routes.ts). Fastify
// serializes with them, so each lists every field of the type it describes.

const EnvironmentSchema = Type.Enum([...IMPORT_MAP_ENVIRONMENTS]);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** ImportMap (import-map.ts): the map SystemJS loads. */
export const ImportMapSchema = Type.Object({
  imports: Type.Record(Type.String(), Type.String()),
  integrity: Type.Record(Type.String(), Type.String()),
  scopes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
});

/** ModuleState (import-map-pins.ts): what one name of a map loads. */
const ModuleStateSchema = Type.Object({
  url: Type.String(),
  version: Nullable(Type.String()),
  hash: Nullable(Type.String()),
  pinned: Type.Boolean(),
});

/** ServiceChange (import-map-pins.ts); null where a map lacks the name. */
const ServiceChangeSchema = Type.Object({
  service: Type.String(),
  before: Nullable(ModuleStateSchema),
  after: Nullable(ModuleStateSchema),
});

/** ImportMapProblem (verify-import-map.ts). */
const ImportMapProblemSchema = Type.Object({
  code: Type.Enum([...IMPORT_MAP_PROBLEM_CODES]),
  service: Type.String(),
  message: Type.String(),
});

/** ModuleFacts (module-facts.ts), as a pin keeps them. */
const ModuleFactsSchema = Type.Object({
  name: Type.String(),
  version: Type.String(),
  package: Type.String(),
  variant: Type.Optional(Type.Union([Type.Literal('production'), Type.Literal('development')])),
  contract: Type.Optional(Type.Object({ version: Type.String(), shares: Type.String() })),
  hash: Type.String(),
  sharedLibraries: Type.Record(
    Type.String(),
    Type.Object({ range: Type.String(), builtWith: Type.String() }),
  ),
});

/** Pins (import-map-pins.ts): the modules an environment holds at a released version. */
const PinsSchema = Type.Record(
  Type.String(),
  Type.Object({ url: Type.String(), integrity: Type.String(), facts: ModuleFactsSchema }),
);

/** ImportMapChange (change-import-map.ts): what every write answers. */
export const ImportMapChangeSchema = Type.Object({
  changed: Type.Boolean(),
  environment: EnvironmentSchema,
  version: Type.Integer(),
  map: ImportMapSchema,
  changes: Type.Immutable(Type.Array(ServiceChangeSchema)),
  problems: Type.Immutable(Type.Array(ImportMapProblemSchema)),
});

/** GET /import-map/history: the newest entries first (ImportMapHistoryEntry). */
export const ImportMapHistorySchema = Type.Object({
  environment: EnvironmentSchema,
  version: Type.Integer(),
  entries: Type.Array(
    Type.Object({
      environment: EnvironmentSchema,
      version: Type.Integer(),
      action: Type.Enum([...IMPORT_MAP_ACTIONS]),
      actor: Type.String(),
      reason: Type.String(),
      changes: Type.Immutable(Type.Array(ServiceChangeSchema)),
      pins: PinsSchema,
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** GET /import-map/diff: what loads differently in b than in a, each as `environment@vN`. */
export const ImportMapDiffSchema = Type.Object({
  a: Type.String(),
  b: Type.String(),
  changes: Type.Immutable(Type.Array(ServiceChangeSchema)),
});

const EnvironmentHeading = {
  environment: EnvironmentSchema,
  version: Type.Integer(),
  /** Whether the build's map of the environment exists (not before `npm run build`). */
  built: Type.Boolean(),
};

/** GET /import-map/verify: everything that would break the page if browsers loaded the map. */
export const ImportMapVerdictSchema = Type.Object({
  ...EnvironmentHeading,
  problems: Type.Immutable(Type.Array(ImportMapProblemSchema)),
});

/** GET /import-map: each name of the map with what it loads. */
export const ImportMapServicesSchema = Type.Object({
  ...EnvironmentHeading,
  services: Type.Array(
    Type.Object({
      service: Type.String(),
      url: Type.String(),
      integrity: Nullable(Type.String()),
      version: Nullable(Type.String()),
      hash: Nullable(Type.String()),
      pinned: Type.Boolean(),
    }),
  ),
});
