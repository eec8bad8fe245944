import type { NavigationResolution } from '../guards/navigation-state';
import type { Layout, RouteArea } from '../routing/route-definition';

/**
 * What a settled navigation shows, in plain data that can travel on the bus: a route of the table
 * with its parameters, or an error page. (A redirect never settles: it becomes another navigation.)
 */
export type SettledPage =
  | {
      readonly kind: 'route';
      readonly name: string;
      readonly area: RouteArea;
      readonly layout: Layout;
      readonly params: Readonly<Record<string, string>>;
      /** The HTTP status the page stands for: 200, or the route's own (the 500 page). */
      readonly status: number;
    }
  /** spec/shell.md section 8: "This page could not be found". */
  | { readonly kind: 'not-found'; readonly layout: 'default'; readonly status: 404 }
  | { readonly kind: 'error'; readonly layout: 'default'; readonly status: number };

export function settledPageOf(resolution: NavigationResolution): SettledPage | null {
  switch (resolution.kind) {
    case 'render':
      return {
        kind: 'route',
        name: resolution.route.name,
        area: resolution.route.area,
        layout: resolution.layout,
        params: resolution.params,
        status: resolution.route.status ?? 200,
      };
    case 'not-found':
      return { kind: 'not-found', layout: 'default', status: 404 };
    case 'error':
      return { kind: 'error', layout: 'default', status: resolution.status };
    case 'redirect':
      return null;
  }
}
