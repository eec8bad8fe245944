import {
  BRAND_PROVIDER_SLUG,
  CASINO_CATEGORY_ROUTES,
  FIRST_DEPOSIT_SLOTS_CATEGORY,
  VULKAN_PROVIDER_SLUG,
} from './casino-lobby-routes';

/**
 * The pages of spec/shell.md section 2.4 the casino lobby app renders, and what each shows. The
 * sections of the spec that are game categories show the lobby on that category; `/casino/{sub}`
 * and `/slots/{sub}` narrow to the category `sub` (slots without one is the slots category).
 */
export type CasinoView =
  | {
      readonly kind: 'lobby';
      readonly category: string | null;
      readonly provider: string | null;
      /** poker/{game}: the one game of the section the address names. */
      readonly game?: string;
    }
  /**
   * `/{section}/thank-you`: where a section sends a player back after a deposit or a game, with
   * the section's games (`category` null for the casino as a whole).
   */
  | { readonly kind: 'thank-you'; readonly section: string; readonly category: string | null }
  /**
   * `/casino/{sub?}/game/{id}/{name}`, `/slots/{sub?}/game/{id}/{name}`: a game's page, the frame
   * of its provider's page; `section` is the lobby the close button falls back to.
   */
  | {
      readonly kind: 'game';
      readonly gameId: number;
      readonly gameRoute: string;
      readonly section: 'casino' | 'slots';
      readonly category: string | null;
    }
  /**
   * `/games`: the games hub, the games of the demo provider (slot, crash, roulette) and the
   * casino's categories.
   */
  | { readonly kind: 'games' }
  /**
   * `/games/{gameRoute}`: a game's page by its route slug in the catalogue; the games hub is where
   * its close button falls back to.
   */
  | { readonly kind: 'games-game'; readonly gameRoute: string }
  | { readonly kind: 'providers' }
  | { readonly kind: 'search' }
  | { readonly kind: 'favorites' };

export function casinoViewOf(route: string, params: Readonly<Record<string, string>>): CasinoView {
  const lobby = (category: string | null, provider: string | null = null): CasinoView => ({
    kind: 'lobby',
    category,
    provider,
  });
  switch (route) {
    case 'casino':
      return lobby(params.subcategory ?? null);
    case 'slots':
      return lobby(params.subcategory ?? 'slots');
    case 'casino-game':
    case 'slots-game':
      return {
        kind: 'game',
        gameId: Number(params.gameId),
        gameRoute: params.gameName ?? '',
        section: route === 'slots-game' ? 'slots' : 'casino',
        category: params.subcategory ?? null,
      };
    case 'games':
      return { kind: 'games' };
    case 'games-game':
      return { kind: 'games-game', gameRoute: params.gameRoute ?? '' };
    case 'providers':
      return { kind: 'providers' };
    case 'provider':
      return lobby(null, params.provider ?? null);
    case 'casino-search':
      return { kind: 'search' };
    case 'my-casino':
    case 'my-casino-favorites':
      return { kind: 'favorites' };
    case 'casino-brand':
      return lobby(null, BRAND_PROVIDER_SLUG);
    case 'slots-vulkan':
      return lobby('slots', VULKAN_PROVIDER_SLUG);
    case 'casino-slot-first-deposit':
      return lobby(FIRST_DEPOSIT_SLOTS_CATEGORY);
    case 'poker':
      return params.game === undefined
        ? lobby('poker')
        : { kind: 'lobby', category: 'poker', provider: null, game: params.game };
    case 'casino-thank-you': {
      const section = params.casinoSection ?? 'casino';
      return { kind: 'thank-you', section, category: section === 'casino' ? null : section };
    }
    default:
      return lobby((CASINO_CATEGORY_ROUTES as readonly string[]).includes(route) ? route : null);
  }
}

/** Where a view's links go, under the language prefix. */
export const casinoPaths = {
  lobby: (lng: string) => `/${lng}/casino`,
  category: (lng: string, slug: string) => `/${lng}/casino/${slug}`,
  providers: (lng: string) => `/${lng}/providers`,
  provider: (lng: string, slug: string) => `/${lng}/providers/${slug}`,
  search: (lng: string) => `/${lng}/casino-search`,
  favorites: (lng: string) => `/${lng}/my-casino/favorites`,
  /** A game's page: `/casino/game/{id}/{route}`, or under the slots section. */
  game: (lng: string, id: number, route: string, section: 'casino' | 'slots' = 'casino') =>
    `/${lng}/${section}/game/${id}/${route}`,
  /** The games hub, and a game's page by its route slug under it. */
  games: (lng: string) => `/${lng}/games`,
  gamesGame: (lng: string, route: string) => `/${lng}/games/${route}`,
  /** A game's landing page, which the promotions view draws. */
  gameLanding: (lng: string, slug: string) => `/${lng}/games-landing/${slug}`,
  /** A thank-you page's way back: the section itself (slots and casino are lobbies). */
  section: (lng: string, section: string) => `/${lng}/${section}`,
};
