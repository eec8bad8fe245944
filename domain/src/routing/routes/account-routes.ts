/**
 * Accounts and sign-in (spec/shell.md section 2.8, spec/limits-coupon-signin.md section 2).
 *
 * Who may open what: registration, login and the password reset page are for visitors only (a
 * signed-in player has nothing to register, sign in to or recover). Account verification and
 * activation links work signed in or not: a player who adds a phone or an e-mail activates it
 * while signed in. confirm-terms is for the signed-in: only they have terms to confirm.
 */
import type { RouteDefinition, RouteMatch } from '../route-definition';
import { oneOf } from '../param-rules';
import { keptQuery, redirectTo } from '../redirect-target';
import { routesOf } from './define-route';

const account = routesOf('account');

/** user/action.php: a password link when `action` is `forgot`, else an activation link. */
function actionTarget({ query }: RouteMatch) {
  const path = query['action'] === 'forgot' ? '/user/passwordreset' : '/user/activate';
  const kept = keptQuery(query);
  return kept ? { path, query: kept } : { path };
}

export const ACCOUNT_ROUTES: readonly RouteDefinition[] = [
  account({
    name: 'registration',
    path: '/registration/:type?',
    params: { type: oneOf('socialregistration') },
    access: 'anonymous',
    conditions: ['registration-allowed'],
  }),
  account({ name: 'login', path: '/login', access: 'anonymous' }),

  account({ name: 'user-login', path: '/user/login', redirect: redirectTo('/registration') }),
  account({
    name: 'user-registration-php',
    path: '/user/registration.php',
    redirect: redirectTo('/registration'),
  }),
  // Home opens the forgot-password modal for a visitor (the guard pipeline's rule).
  account({
    name: 'user-forgotpassword',
    path: '/user/forgotpassword',
    redirect: redirectTo('/', { showForgotPasswordModal: '1' }),
  }),
  account({ name: 'user-action-php', path: '/user/action.php', redirect: actionTarget }),
  account({ name: 'user-accountverify', path: '/user/accountverify' }),
  account({ name: 'user-passwordreset', path: '/user/passwordreset', access: 'anonymous' }),
  account({
    name: 'user-activation',
    path: '/user/:type',
    params: { type: oneOf('activatefast', 'activate') },
  }),

  // When the terms have not changed, the guard pipeline sends the player to the root.
  account({ name: 'confirm-terms', path: '/confirm-terms', access: 'authorised' }),
  // An unsubscribe link must work for everyone, banned players included: stopping marketing
  // mail is never something a ban should prevent.
  account({ name: 'stopnewsletter', path: '/stopnewsletter', allowedWhenBanned: true }),
  account({ name: 'coupon', path: '/coupon', redirect: redirectTo('/') }),
];
