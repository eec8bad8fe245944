// validate-route-table, param-rules and redirect-target serve the table and its tests; they are
// not exported, so they stay out of the browser's bundle.
export * from './match-path';
export * from './route-definition';
export { ROUTES } from './route-table';
export { matchRoute, routeByName, type MatchedRoute } from './match-route';
