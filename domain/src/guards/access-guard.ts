import { redirectToRoute, type Guard } from './guard';
import { QUERY_KEY, SHELL_ROUTE } from './shell-routes';

/**
 * spec/shell.md section 6: a visitor asking for a page that needs login goes home with the login
 * form open, the target remembered; the payment route needs login too when payment-only-for-
 * authorized is on. Pages only for visitors send a logged-in player home.
 */
export const accessGuard: Guard = (input) => {
  const { authorised } = input.state.player;
  const needsLogin =
    input.route.access === 'authorised' ||
    (input.route.conditions?.includes('payment') === true &&
      input.state.config.paymentOnlyForAuthorized);
  if (needsLogin && !authorised) {
    return redirectToRoute(input, SHELL_ROUTE.home, 'access', {
      query: { [QUERY_KEY.showLoginModal]: '1', [QUERY_KEY.returnUrl]: input.requested },
    });
  }
  if (input.route.access === 'anonymous' && authorised) {
    return redirectToRoute(input, SHELL_ROUTE.home, 'access');
  }
  return null;
};
