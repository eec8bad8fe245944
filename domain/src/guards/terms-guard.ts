import { redirectToRoute, type Guard } from './guard';
import { QUERY_KEY, SHELL_ROUTE } from './shell-routes';

/**
 * spec/shell.md section 4: an authorised player with changed terms confirms them first (and comes
 * back afterwards); confirm-terms with nothing to confirm goes to the root.
 */
export const termsGuard: Guard = (input) => {
  const { authorised, termsChanged } = input.state.player;
  const atConfirmTerms = input.route.name === SHELL_ROUTE.confirmTerms;
  if (authorised && termsChanged && !atConfirmTerms) {
    return redirectToRoute(input, SHELL_ROUTE.confirmTerms, 'terms', {
      query: { [QUERY_KEY.returnUrl]: input.requested },
    });
  }
  if (atConfirmTerms && !(authorised && termsChanged)) {
    return redirectToRoute(input, SHELL_ROUTE.home, 'terms');
  }
  return null;
};
