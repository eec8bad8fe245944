/**
 * Bonuses and promotions (spec/shell.md section 2.7). The bonus pages exist twice: as bonuses
 * under `/bonuses` and as offers under `/offers`, with the same parameters. The site config's
 * promoBonusToOffer says which of the two a site shows (section 5); `variantOf` names the twin the
 * guard pipeline sends the visitor to when the other one is asked for.
 */
import type { RouteDefinition } from '../route-definition';
import { redirectTo } from '../redirect-target';
import { routesOf } from './define-route';

const bonuses = routesOf('bonuses');

/** A bonus route and its offers twin, each naming the other. */
function twins(
  bonus: { name: string; path: string },
  offer: { name: string; path: string },
): RouteDefinition[] {
  return [
    bonuses({ ...bonus, conditions: ['bonus-variant'], variantOf: offer.name }),
    bonuses({ ...offer, conditions: ['offers-variant'], variantOf: bonus.name }),
  ];
}

export const BONUS_ROUTES: readonly RouteDefinition[] = [
  ...twins(
    { name: 'bonuses', path: '/bonuses/rules' },
    { name: 'bonuses-offers', path: '/offers/rules' },
  ),
  ...twins(
    { name: 'bonus', path: '/bonuses/rules/:id' },
    { name: 'bonus-offer', path: '/offers/rules/:id' },
  ),
  ...twins(
    { name: 'bonuses-games', path: '/bonuses/games' },
    { name: 'bonuses-offers-games', path: '/offers/games' },
  ),
  // The spec's `partners/{id}` is read as a page of the bonus section, like its offers twin.
  ...twins(
    { name: 'bonus-partner', path: '/bonuses/partners/:id' },
    { name: 'bonus-offer-partner', path: '/offers/partners/:id' },
  ),
  // The section's own address has no page of its own in the spec: it opens the bonuses' rules
  // (and the guard pipeline sends each to its twin where the site shows the other variant).
  bonuses({ name: 'bonuses-index', path: '/bonuses', redirect: redirectTo('/bonuses/rules') }),
  bonuses({ name: 'offers-index', path: '/offers', redirect: redirectTo('/offers/rules') }),
  bonuses({ name: 'promotions', path: '/promotions/:promotionId?' }),
  bonuses({
    name: 'fastgames-daily-tournament',
    path: '/fastgames-daily-tournament',
    redirect: redirectTo('/promotions'),
  }),
  /*
   * CMS landing pages: the spec writes only `{landingId}`. A bare top-level parameter would take
   * every unknown one-segment path and no such path could be a 404, so landings have a prefix.
   */
  bonuses({ name: 'landing', path: '/landing/:landingId' }),
  bonuses({ name: 'promo', path: '/promo' }),
];
