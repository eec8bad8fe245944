import { formatQuery, parseQuery } from './query-string';
import { QUERY_KEY } from './shell-routes';

/**
 * The address of the current page with the login form asked for (`showLoginModal=1`) and the page
 * itself to come back to. The header asks for the form this way rather than by a bus event: the
 * sign-in parcel mounts after the first paint and reads the address when it does, so a click made
 * before it is there is not lost.
 */
export function loginModalAddress(pathname: string, search: string): string {
  const query = Object.fromEntries(
    Object.entries(parseQuery(search)).filter(
      ([name]) => name !== QUERY_KEY.showLoginModal && name !== QUERY_KEY.returnUrl,
    ),
  );
  const here = `${pathname}${formatQuery(query)}`;
  return `${pathname}${formatQuery({
    ...query,
    [QUERY_KEY.showLoginModal]: '1',
    [QUERY_KEY.returnUrl]: here,
  })}`;
}
