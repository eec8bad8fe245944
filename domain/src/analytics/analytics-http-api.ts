import type {
  CollectorBodySchema,
  CountersQuerySchema,
  CountersSchema,
  PerformanceReportBodySchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { AnalyticsCounter } from './analytics-counters';
import { analyticsEventId, type AnalyticsEvent } from './analytics-events';
import type { PerformanceReportBody } from './performance-report';

/** The collector and the counter list (the spec does not show their paths). */
export const ANALYTICS_API = '/web-api/analytics';

/** The body of POST /web-api/analytics/events: numeric event ids, as the collector stores them. */
export type CollectorBody = ReadonlyStatic<typeof CollectorBodySchema>;

export function collectorBodyOf(events: readonly AnalyticsEvent[]): CollectorBody {
  return {
    events: events.map((event) => ({
      id: analyticsEventId(event.name),
      ...(event.label === undefined ? {} : { label: event.label }),
      path: event.path,
      at: event.at,
    })),
  };
}

/** The part of the platform's HTTP client (axios) the analytics calls use. */
export interface AnalyticsHttp {
  get<T>(
    url: string,
    options: { readonly params: Record<string, string | number> },
  ): Promise<{ data: T }>;
  post<T>(url: string, body: object): Promise<{ data: T }>;
}

export interface AnalyticsApi {
  /** limits-coupon-signin.md section 7: the counter list for the host name and the group id. */
  counters(domain: string, projectId: number): Promise<readonly AnalyticsCounter[]>;
  collect(events: readonly AnalyticsEvent[]): Promise<void>;
  reportVitals(report: PerformanceReportBody): Promise<void>;
}

export function createAnalyticsHttpApi(http: AnalyticsHttp): AnalyticsApi {
  return {
    async counters(domain, projectId) {
      const { data } = await http.get<ReadonlyStatic<typeof CountersSchema>>(
        `${ANALYTICS_API}/counters`,
        {
          params: { domain, projectId } satisfies ReadonlyStatic<typeof CountersQuerySchema>,
        },
      );
      return data.counters;
    },
    async collect(events) {
      await http.post(`${ANALYTICS_API}/events`, collectorBodyOf(events));
    },
    async reportVitals(report) {
      const body: ReadonlyStatic<typeof PerformanceReportBodySchema> = report;
      await http.post(`${ANALYTICS_API}/vitals`, body);
    },
  };
}
