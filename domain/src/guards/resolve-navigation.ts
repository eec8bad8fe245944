import { languageOfPath, languageRedirect, splitLanguagePath } from '../language/language-path';
import { accessGuard } from './access-guard';
import { banGuard } from './ban-guard';
import { blockingGuard } from './blocking-guard';
import { conditionsGuard } from './conditions-guard';
import type { Guard } from './guard';
import { maintenanceGuard } from './maintenance-guard';
import type { NavigationResolution, NavigationState, RouteTable } from './navigation-state';
import { formatQuery, parseQuery } from './query-string';
import { routeRedirectGuard } from './route-redirect-guard';
import { MOBILE_PLATFORM_TYPE, QUERY_KEY } from './shell-routes';
import { termsGuard } from './terms-guard';

/**
 * The order of DESIGN.md (language, maintenance, blocking, ban, terms, auth, feature flags, ids):
 * the first guard that decides wins. Ids are checked by the route match itself.
 */
const GUARDS: readonly Guard[] = [
  maintenanceGuard,
  blockingGuard,
  routeRedirectGuard,
  banGuard,
  termsGuard,
  accessGuard,
  conditionsGuard,
];

export interface RequestedUrl {
  readonly pathname: string;
  readonly search: string;
  readonly hash?: string;
}

/**
 * One navigation, decided before anything mounts: render a route in a layout, go elsewhere, or an
 * error page. Pure: the same URL and state always give the same answer.
 */
export function resolveNavigation(
  url: RequestedUrl,
  state: NavigationState,
  routes: RouteTable,
): NavigationResolution {
  const languageTarget = languageRedirect(
    { pathname: url.pathname, search: url.search, hash: url.hash ?? '' },
    state.availableLanguages,
    state.languagePreferences,
  );
  if (languageTarget !== null) {
    return { kind: 'redirect', to: languageTarget, external: false, by: 'language' };
  }
  const lng = languageOfPath(url.pathname, state.availableLanguages);
  if (lng === null)
    throw new Error(`${url.pathname} has no allowed language after the language guard`);
  const query = parseQuery(url.search);
  const platformType = query[QUERY_KEY.platformType];

  const mobileSite = state.config.mobileSiteUrl;
  if (state.touchDesktopTablet && platformType === undefined && mobileSite !== null) {
    const target = `${mobileSite.replace(/\/$/, '')}${url.pathname}${formatQuery({
      ...query,
      [QUERY_KEY.platformType]: MOBILE_PLATFORM_TYPE,
    })}`;
    return { kind: 'redirect', to: target, external: true, by: 'mobile' };
  }

  const path = splitLanguagePath(url.pathname).rest;
  const match = routes.match(path);
  if (match === null) {
    // spec/shell.md section 9: on an unknown route platform_type is removed and the visitor goes home.
    return platformType === undefined
      ? { kind: 'not-found', lng }
      : { kind: 'redirect', to: `/${lng}/`, external: false, by: 'platform-type' };
  }

  const input = {
    lng,
    requested: `${url.pathname}${url.search}`,
    path,
    query,
    route: match.route,
    params: match.params,
    state,
    routes,
  };
  for (const guard of GUARDS) {
    const decided = guard(input);
    if (decided !== null) return decided;
  }
  return {
    kind: 'render',
    lng,
    route: match.route,
    params: match.params,
    query,
    layout: match.route.layout,
  };
}
