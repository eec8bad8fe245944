import { formatQuery } from './query-string';
import { redirect, type Guard } from './guard';

/** The redirects of the route table (spec/shell.md sections 2.4 to 2.8). */
export const routeRedirectGuard: Guard = (input) => {
  if (input.route.redirect === undefined) return null;
  const target = input.route.redirect({ params: input.params, query: input.query });
  return redirect(
    `/${input.lng}${target.path}${formatQuery(target.query ?? {})}`,
    'route-redirect',
  );
};
