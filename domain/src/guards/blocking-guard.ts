import {
  BLOCKING_PAGES,
  BLOCKING_PAGE_BY_REASON,
  REASONS_KEEPING_QUERY,
} from '../blocking/blocking-reason';
import { redirectToRoute, type Guard } from './guard';
import { SHELL_ROUTE } from './shell-routes';

/**
 * spec/shell.md section 4: a blocking reason sends every page to its blocking page (site-updates
 * keeps the query); a blocking page with no reason that applies returns to the language home.
 */
export const blockingGuard: Guard = (input) => {
  const reason = input.state.blockingReason;
  const page = reason === null ? undefined : BLOCKING_PAGE_BY_REASON[reason];
  if (page !== undefined && reason !== null) {
    if (input.route.name === page) return null;
    const query = REASONS_KEEPING_QUERY.includes(reason) ? input.query : {};
    return redirectToRoute(input, page, 'blocking', { query });
  }
  if (BLOCKING_PAGES.includes(input.route.name)) {
    return redirectToRoute(input, SHELL_ROUTE.home, 'blocking');
  }
  return null;
};
