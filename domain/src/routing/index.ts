export * from './match-path';
export * from './route-definition';
export { paramsFollowRules } from './param-rules';
export { redirectHref } from './redirect-target';
export { ROUTES } from './route-table';
export { matchRoute, routeByName, type MatchedRoute } from './match-route';
export { validateRouteTable } from './validate-route-table';
