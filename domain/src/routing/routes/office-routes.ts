/**
 * The personal office (spec/shell.md section 2.5), all under `/office` and all for the logged-in
 * (section 6). Modals of the office are routes of their own, so a link or the back button opens
 * and closes them: support-request history, user question, navigation menu and the recharge modal.
 */
import type { RouteDefinition } from '../route-definition';
import { redirectTo } from '../redirect-target';
import { routesOf } from './define-route';

const office = routesOf('office', { access: 'authorised' });
/** The office root only sends on, so it asks nothing itself; the account page then asks for login. */
const officeRedirect = routesOf('office');

export const OFFICE_ROUTES: readonly RouteDefinition[] = [
  officeRedirect({ name: 'office', path: '/office', redirect: redirectTo('/office/account') }),
  office({ name: 'office-account', path: '/office/account' }),
  office({ name: 'office-history', path: '/office/history' }),
  office({ name: 'office-historypay', path: '/office/historypay' }),
  /*
   * The recharge page is the spec's "payment route" (section 5): enabled by the site config and,
   * if so configured, only for the logged-in. Its modal form is `/office/recharge/modal`, opened
   * over the page the player was on; opened from outside the app (a typed or shared address, a
   * reload) there is no page under it, so the recharge page shows instead.
   */
  office({
    name: 'office-recharge-modal',
    path: '/office/recharge/modal',
    conditions: ['payment', 'from-inside-app'],
    modalOf: 'office-recharge',
  }),
  office({ name: 'office-recharge', path: '/office/recharge', conditions: ['payment'] }),
  office({ name: 'office-security', path: '/office/security' }),
  office({ name: 'office-responsible', path: '/office/responsible' }),
  office({ name: 'office-settings', path: '/office/settings' }),
  office({ name: 'office-bonuses-deposit', path: '/office/bonuses/deposit' }),
  office({ name: 'office-bonuses-wager', path: '/office/bonuses/wager' }),
  office({ name: 'office-vipcashback', path: '/office/casino/vipcashback' }),
  office({ name: 'office-premiumcashback', path: '/office/casino/premiumcashback' }),
  // A banned player may still take money out and reach support (section 4; the ban level rule for
  // deduce is the guard pipeline's).
  office({ name: 'office-deduce', path: '/office/deduce', allowedWhenBanned: true }),
  office({ name: 'office-promotion', path: '/office/promotion' }),
  office({ name: 'office-bringfriend', path: '/office/bringfriend' }),
  office({
    name: 'office-support-history',
    path: '/office/support/history',
    allowedWhenBanned: true,
    modalOf: 'office-support',
  }),
  office({ name: 'office-support', path: '/office/support', allowedWhenBanned: true }),
  office({
    name: 'office-user-question',
    path: '/office/user-question',
    modalOf: 'office-support',
  }),
  office({ name: 'office-navigation-menu', path: '/office/navigation-menu' }),
  office({ name: 'office-rewards', path: '/office/rewards' }),
  office({ name: 'office-verification', path: '/office/verification' }),
  office({
    name: 'office-identification',
    path: '/office/identification',
    conditions: ['identification'],
  }),
  office({ name: 'office-share-idea', path: '/office/share-idea' }),
  office({ name: 'office-paycheck', path: '/office/paycheck' }),
  office({ name: 'office-payment-requests', path: '/office/payment/requests' }),
  office({
    name: 'office-payment-create-request',
    path: '/office/payment/create-request/:topic?/:subTopic?/:transactionId?',
  }),
];
