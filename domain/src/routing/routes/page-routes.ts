/**
 * Pages outside the site's areas (spec/shell.md sections 2.8 and 2.9): payment results and
 * blocking pages in the empty layout, block-appeal-history in the blocked layout, maintenance,
 * the error pages and the debug pages. Every page a guard sends a visitor to is open to banned
 * players, or the ban redirect would have nowhere to land.
 */
import { BLOCKING_PAGES } from '../../blocking/blocking-reason';
import type { RouteDefinition } from '../route-definition';
import { oneOf } from '../param-rules';
import { routesOf } from './define-route';

const PAYMENT_RESULTS = oneOf('success', 'fail', 'pending', 'cancel');

const paymentResult = routesOf('payment-result', { layout: 'empty', allowedWhenBanned: true });
const blocking = routesOf('blocking', { layout: 'empty', allowedWhenBanned: true });
const errors = routesOf('errors', { allowedWhenBanned: true });
const debug = routesOf('debug');

export const PAGE_ROUTES: readonly RouteDefinition[] = [
  paymentResult({
    name: 'withdraw-result',
    path: '/onpay/withdraw/:result',
    params: { result: PAYMENT_RESULTS },
  }),
  paymentResult({
    name: 'payment-result',
    path: '/onpay/:result',
    params: { result: PAYMENT_RESULTS },
  }),

  ...BLOCKING_PAGES.map((name) => blocking({ name, path: `/${name}` })),
  // Where a banned player is sent: their own appeals, so only for the signed-in.
  blocking({
    name: 'block-appeal-history',
    path: '/block-appeal-history',
    layout: 'blocked',
    access: 'authorised',
  }),

  routesOf('maintenance', { layout: 'maintenance', allowedWhenBanned: true })({
    name: 'maintenance',
    path: '/maintenance',
  }),

  errors({ name: 'error-500', path: '/500', status: 500 }),
  errors({ name: 'oldBrowser', path: '/oldbrowser' }),

  debug({ name: 'debugger', path: '/debugger', conditions: ['debug-only'] }),
  // spec/shell.md section 2.8: only the debugger is kept out of production.
  debug({ name: 'internal-vpn', path: '/internal-vpn' }),
];
