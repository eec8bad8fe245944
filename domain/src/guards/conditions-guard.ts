import type { RouteCondition, RouteDefinition } from '../routing/route-definition';
import type { SiteConfig } from '../site-config/site-config';
import { notFound, redirectToRoute, type Guard, type GuardInput } from './guard';
import { SHELL_ROUTE } from './shell-routes';

/** A hidden path hides itself and every path below it (`/about` hides `/about/team`). */
export function isHiddenPath(hiddenPaths: readonly string[], path: string): boolean {
  const clean = (value: string) => `/${value.split('/').filter(Boolean).join('/')}`;
  const target = clean(path);
  return hiddenPaths
    .map(clean)
    .some((hidden) => target === hidden || target.startsWith(`${hidden === '/' ? '' : hidden}/`));
}

/** Conditions that simply exist or not: a route whose condition fails is a 404. */
function conditionHolds(
  condition: RouteCondition,
  config: SiteConfig,
  environment: GuardInput['state']['environment'],
): boolean {
  switch (condition) {
    case 'registration-allowed':
      return config.registrationAllowed;
    case 'payment':
      return config.paymentRouteEnabled;
    case 'identification':
      return config.identificationShown;
    case 'rules-section':
      return config.rulesSectionEnabled;
    case 'statistics':
      return config.statisticsEnabled;
    case 'debug-only':
      return environment !== 'production';
    case 'bonus-variant':
    case 'offers-variant':
    case 'from-inside-app':
      return true;
  }
}

/**
 * Whether a route opens under this site config rather than answering 404 (its path hidden, its
 * feature flag off, a condition failing: the payment route turned off hides the money pages), so
 * a menu lists only what opens. A route whose conditions only redirect opens.
 */
export function routeOpensUnder(
  config: SiteConfig,
  route: Pick<RouteDefinition, 'featureFlag' | 'conditions'>,
  path: string,
  environment: GuardInput['state']['environment'] = 'production',
): boolean {
  if (isHiddenPath(config.hiddenPaths, path)) return false;
  if (route.featureFlag !== undefined && config.routeFeatureFlags[route.featureFlag] !== true) {
    return false;
  }
  return (route.conditions ?? []).every((condition) =>
    conditionHolds(condition, config, environment),
  );
}

/**
 * spec/shell.md section 5: hidden paths, feature flags and the route conditions give 404; bonus
 * routes switch to their offers twin and back per promoBonusToOffer; the recharge modal is refused
 * unless reached from a page of the site, and its page shows instead.
 */
export const conditionsGuard: Guard = (input) => {
  const { config } = input.state;
  const { route } = input;
  const conditions = route.conditions ?? [];
  if (isHiddenPath(config.hiddenPaths, input.path)) return notFound(input);
  if (route.featureFlag !== undefined && config.routeFeatureFlags[route.featureFlag] !== true) {
    return notFound(input);
  }
  if (
    !conditions.every((condition) => conditionHolds(condition, config, input.state.environment))
  ) {
    return notFound(input);
  }
  const wrongVariant =
    (conditions.includes('bonus-variant') && config.promoBonusToOffer) ||
    (conditions.includes('offers-variant') && !config.promoBonusToOffer);
  if (wrongVariant && route.variantOf !== undefined) {
    return redirectToRoute(input, route.variantOf, 'bonus-variant', {
      params: input.params,
      query: input.query,
    });
  }
  if (conditions.includes('from-inside-app') && !input.state.fromInsideApp) {
    return redirectToRoute(input, route.modalOf ?? SHELL_ROUTE.home, 'inside-app', {
      params: input.params,
      query: input.query,
    });
  }
  return null;
};
