import type { LanguageCode, MatchedRoute } from '@betshell/domain';
import type { PromotionPageRepository } from '../promotions/promotion-page-repository';
import type { GameCatalogueRepository } from './game-catalogue-repository';

/**
 * Whether the page a route's parameters name is there, for the routes of the games area whose
 * parameter is content rather than a fixed word: `games/{gameRoute}` (a game of the catalogue by
 * its route) and `games-landing/{landingRoute}` (a stored landing page). The site shows its
 * not-found page for an unknown one; this lets the server answer it 404 too, so crawlers and links
 * checkers see what a player sees. Any other route is there.
 */
export function createGamesAreaPageCheck(sources: {
  readonly catalogue: Pick<GameCatalogueRepository, 'catalogue'>;
  readonly pages: Pick<PromotionPageRepository, 'find'>;
}): (match: MatchedRoute, lng: LanguageCode) => Promise<boolean> {
  return async ({ route, params }, lng) => {
    if (route.name === 'games-game') {
      const { games } = await sources.catalogue.catalogue();
      return games.some((game) => game.route === params['gameRoute']);
    }
    if (route.name === 'games-landing') {
      return (await sources.pages.find('game-landing', params['landingRoute'] ?? '', lng)) !== null;
    }
    return true;
  };
}
