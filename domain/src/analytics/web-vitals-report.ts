/** spec/shell.md section 9: the performance report; Web Vitals as web.dev names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export function isWebVitalName(name: string): name is WebVitalName {
  return (WEB_VITAL_NAMES as readonly string[]).includes(name);
}

/** One measurement of a page: milliseconds, except CLS (a unitless score). */
export interface WebVitalSample {
  readonly route: string;
  readonly name: WebVitalName;
  readonly value: number;
}

/**
 * The 75th percentile, nearest rank (the value at rank ceil(0.75 n) of the sorted values), as
 * Web Vitals are judged: three visits in four were at least this good. Null for no values.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

export interface RouteVitals {
  readonly route: string;
  /** The p75 of each vital measured on the route; absent when none was measured. */
  readonly p75: Partial<Record<WebVitalName, number>>;
  /** How many reports of the route each p75 stands on. */
  readonly samples: Partial<Record<WebVitalName, number>>;
}

/** The p75 of every vital per route, routes in name order. */
export function p75ByRoute(samples: readonly WebVitalSample[]): RouteVitals[] {
  const byRoute = new Map<string, Map<WebVitalName, number[]>>();
  for (const sample of samples) {
    const route = byRoute.get(sample.route) ?? new Map<WebVitalName, number[]>();
    byRoute.set(sample.route, route);
    route.set(sample.name, [...(route.get(sample.name) ?? []), sample.value]);
  }
  return [...byRoute.keys()].sort().map((route) => {
    const values = byRoute.get(route) ?? new Map<WebVitalName, number[]>();
    const p75s: Partial<Record<WebVitalName, number>> = {};
    const counts: Partial<Record<WebVitalName, number>> = {};
    for (const name of WEB_VITAL_NAMES) {
      const measured = values.get(name) ?? [];
      const value = p75(measured);
      if (value === null) continue;
      p75s[name] = value;
      counts[name] = measured.length;
    }
    return { route, p75: p75s, samples: counts };
  });
}

/** The route a page's report is filed under: the route's name, or the error page's kind. */
export function vitalsRouteOf(
  page: { readonly kind: 'route'; readonly name: string } | { readonly kind: string },
): string {
  return 'name' in page ? page.name : page.kind;
}
