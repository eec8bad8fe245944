import { WEB_VITAL_NAMES } from '@betshell/domain/analytics';
import { Type } from 'typebox';

// The analytics endpoints the browser calls under /web-api/analytics (the spec does not show their
// paths): the counter list for a domain and project, the collector of events by numeric id, and
// the performance report. Nothing here names a player.

/** A page's path: the browser sends its own location's pathname. */
const PathSchema = Type.String({ minLength: 1, maxLength: 500, pattern: '^/' });

/** A batch is what one page queued in its first 10 s at most: far below this. */
const MAX_EVENTS_PER_BATCH = 100;

/** GET /web-api/analytics/counters?domain=&projectId= */
export const CountersQuerySchema = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$' }),
  projectId: Type.Integer(),
});

export const CounterSchema = Type.Object({
  /** The counter type: 1 gtag, 8 goals, 4 pixel. */
  id: Type.Integer(),
  /** The account at the counter's vendor: a measurement id, a counter number, a pixel id. */
  key: Type.String(),
  /** Where the vendor's script is: loaded once per counter type, and only when analytics starts. */
  scriptUrl: Type.String(),
});

export const CountersSchema = Type.Object({ counters: Type.Array(CounterSchema) });

/** POST /web-api/analytics/events: a batch of events by their catalogue id; answers 204. */
export const CollectorBodySchema = Type.Object(
  {
    events: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ minimum: 1 }),
          label: Type.Optional(Type.String({ maxLength: 200 })),
          path: PathSchema,
          at: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH },
    ),
  },
  { additionalProperties: false },
);

/** POST /web-api/analytics/vitals: each Web Vital once, for the route the page was; answers 204. */
export const PerformanceReportBodySchema = Type.Object(
  {
    /** The route the page was (domain vitalsRouteOf), for the p75 per route. */
    route: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }),
    metrics: Type.Array(
      Type.Object(
        {
          name: Type.Enum([...WEB_VITAL_NAMES]),
          // Ten minutes, or a CLS far past any real page: anything above is not a measure.
          value: Type.Number({ minimum: 0, maximum: 600_000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: WEB_VITAL_NAMES.length },
    ),
  },
  { additionalProperties: false },
);
