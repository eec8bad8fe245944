import type { LanguageCode } from '../language/site-languages';
import type { RouteDefinition } from '../routing/route-definition';
import { buildPath } from '../routing/match-path';
import type {
  GuardName,
  NavigationResolution,
  NavigationState,
  RouteTable,
} from './navigation-state';
import { formatQuery, type Query } from './query-string';

/** What a guard sees of one navigation, once its route is known. */
export interface GuardInput {
  readonly lng: LanguageCode;
  /** The path as asked, with language and query: where to come back to. */
  readonly requested: string;
  /** The path without the language segment and query (`/office/account`). */
  readonly path: string;
  readonly query: Query;
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
  readonly state: NavigationState;
  readonly routes: RouteTable;
}

/** A guard lets the navigation through (null) or decides it. */
export type Guard = (input: GuardInput) => NavigationResolution | null;

export function redirect(to: string, by: GuardName): NavigationResolution {
  return { kind: 'redirect', to, external: false, by };
}

/** A redirect to a named route of the table, in the navigation's language. */
export function redirectToRoute(
  input: GuardInput,
  name: string,
  by: GuardName,
  options: { params?: Readonly<Record<string, string>>; query?: Query } = {},
): NavigationResolution {
  const route = input.routes.byName(name);
  if (route === undefined) throw new Error(`the route table has no route named ${name}`);
  const path = buildPath(route.path, options.params ?? {});
  return redirect(
    `/${input.lng}${path === '/' ? '/' : path}${formatQuery(options.query ?? {})}`,
    by,
  );
}

export function notFound(input: GuardInput): NavigationResolution {
  return { kind: 'not-found', lng: input.lng };
}
