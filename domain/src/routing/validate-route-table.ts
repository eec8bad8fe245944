import { buildPath } from './match-path';
import { matchRoute } from './match-route';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';

interface PatternParam {
  readonly name: string;
  readonly optional: boolean;
}

function patternParams(pattern: string): PatternParam[] {
  return pattern
    .split('/')
    .filter((part) => part.startsWith(':') || part === '*')
    .map((part) =>
      part === '*'
        ? { name: '*', optional: true }
        : { name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') },
    );
}

/** Values a parameter may take, to build example paths: every value of a one-of rule. */
function exampleValues(route: RouteDefinition, name: string): string[] {
  if (name === '*') return ['a/b'];
  const rule = route.params?.[name];
  if (!rule) return [`x-${name}`];
  return rule.kind === 'numeric' ? ['1'] : [...rule.values];
}

/**
 * Example parameters of a route: only the required ones, all of them, and all of them with each
 * value of each one-of rule in turn.
 */
function exampleParams(route: RouteDefinition): Record<string, string>[] {
  const params = patternParams(route.path);
  const first = (name: string) => exampleValues(route, name)[0] as string;
  const required = Object.fromEntries(
    params.filter((param) => !param.optional).map((param) => [param.name, first(param.name)]),
  );
  const all = Object.fromEntries(params.map((param) => [param.name, first(param.name)]));
  const variants = params.flatMap((param) =>
    exampleValues(route, param.name).map((value) => ({ ...all, [param.name]: value })),
  );
  return [required, all, ...variants];
}

/**
 * The queries a redirect is tried with: none, and the one key a redirect of the spec branches on
 * (user/action.php, `action=forgot`).
 */
const REDIRECT_QUERIES: readonly Record<string, string>[] = [{}, { action: 'forgot' }];

/** A literal first segment of two lowercase letters would be taken for a language (section 2.1). */
const LANGUAGE_LIKE = /^[a-z]{2}$/;

function patternProblems(route: RouteDefinition): string[] {
  const problems: string[] = [];
  const { name, path } = route;
  if (!path.startsWith('/')) problems.push(`${name}: pattern ${path} does not start with /`);
  const parts = path.split('/').slice(1);
  if (path !== '/' && parts.some((part) => part === '')) {
    problems.push(`${name}: pattern ${path} has an empty segment`);
  }
  if (parts.slice(0, -1).includes('*')) problems.push(`${name}: * is not the last segment`);
  const first = parts[0] ?? '';
  if (LANGUAGE_LIKE.test(first)) problems.push(`${name}: ${first} would be read as a language`);
  const names = patternParams(path).map((param) => param.name);
  if (names.includes('lng')) problems.push(`${name}: patterns never include the language`);
  const repeated = names.filter((param, index) => names.indexOf(param) !== index);
  if (repeated.length > 0) problems.push(`${name}: parameter ${repeated.join(', ')} repeats`);
  for (const [param, rule] of Object.entries(route.params ?? {})) {
    if (!names.includes(param)) problems.push(`${name}: rule for ${param}, not in ${path}`);
    if (rule.kind === 'one-of' && rule.values.length === 0) {
      problems.push(`${name}: the one-of rule of ${param} allows nothing`);
    }
  }
  return problems;
}

function variantProblems(route: RouteDefinition, routes: readonly RouteDefinition[]): string[] {
  const conditions = route.conditions ?? [];
  const isBonus = conditions.includes('bonus-variant');
  const isOffer = conditions.includes('offers-variant');
  if (!route.variantOf) {
    return isBonus || isOffer ? [`${route.name}: a bonus or offers variant without variantOf`] : [];
  }
  const twin = routes.find((other) => other.name === route.variantOf);
  if (!twin) return [`${route.name}: variantOf ${route.variantOf}, which does not exist`];
  const problems: string[] = [];
  if (twin.variantOf !== route.name) {
    problems.push(`${route.name}: its twin ${twin.name} does not name it back`);
  }
  const twinConditions = twin.conditions ?? [];
  const opposite =
    (isBonus && twinConditions.includes('offers-variant')) ||
    (isOffer && twinConditions.includes('bonus-variant'));
  if (!opposite) problems.push(`${route.name}: it and ${twin.name} are not a bonus/offers pair`);
  const own = patternParams(route.path).map((param) => param.name);
  const theirs = patternParams(twin.path).map((param) => param.name);
  if (own.join() !== theirs.join()) {
    problems.push(`${route.name}: its parameters differ from those of ${twin.name}`);
  }
  return problems;
}

function reachabilityProblems(
  route: RouteDefinition,
  routes: readonly RouteDefinition[],
): string[] {
  const problems: string[] = [];
  for (const params of exampleParams(route)) {
    const path = buildPath(route.path, params);
    const found = matchRoute(path, routes);
    if (found?.route !== route) {
      problems.push(`${route.name}: ${path} opens ${found?.route.name ?? 'nothing'}`);
    }
    if (!route.redirect) continue;
    for (const query of REDIRECT_QUERIES) {
      const target = route.redirect({ params, query });
      const landing = matchRoute(target.path, routes);
      if (!landing) problems.push(`${route.name}: redirects to ${target.path}, which no route has`);
      else if (landing.route.redirect) {
        problems.push(`${route.name}: redirects to ${target.path}, itself a redirect`);
      }
    }
  }
  return problems;
}

/**
 * What is wrong with a route table, as sentences; empty when nothing is. Names and patterns are
 * unique, every rule names a parameter of its pattern, bonus and offers twins name each other, a
 * modal names the page it opens over,
 * every route is reachable in the table's order (an example path of it is not taken by an earlier
 * route), and every redirect lands on a route that is not itself a redirect.
 */
export function validateRouteTable(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const problems: string[] = [];
  const seenNames = new Set<string>();
  const seenPaths = new Set<string>();
  for (const route of routes) {
    if (seenNames.has(route.name)) problems.push(`${route.name}: the name repeats`);
    if (seenPaths.has(route.path)) problems.push(`${route.name}: pattern ${route.path} repeats`);
    seenNames.add(route.name);
    seenPaths.add(route.path);
    problems.push(...patternProblems(route), ...variantProblems(route, routes));
    if (route.modalOf !== undefined && !routes.some((other) => other.name === route.modalOf)) {
      problems.push(`${route.name}: modalOf ${route.modalOf}, which does not exist`);
    }
  }
  for (const route of routes) problems.push(...reachabilityProblems(route, routes));
  return problems;
}
