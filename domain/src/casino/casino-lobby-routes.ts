// The routes of the casino lobby app: the shell's layout (root-config/src/layout/shell-layout.ts)
// needs them on every page, the lobby's views only in the casino parcel.
/** Section routes whose name is the slug of their category. */
export const CASINO_CATEGORY_ROUTES = [
  'tvgames',
  'scratchcards',
  'keno',
  'virtualsports',
  'fast-games',
  'crash-games',
  'card-games',
  'bingo',
  'poker',
  'fishinghunting',
  'fast-bet',
  'asian-games',
  'skill-games',
  'othergames',
] as const;

/** Every route the lobby app renders (the other casino routes stay with the area's pages). */
export const CASINO_LOBBY_ROUTES = [
  'casino',
  'casino-lobby',
  'slots',
  ...CASINO_CATEGORY_ROUTES,
  'providers',
  'provider',
  'casino-search',
  'my-casino',
  'my-casino-favorites',
  'casino-brand',
  'slots-vulkan',
  'casino-slot-first-deposit',
  'casino-thank-you',
  // The games area (spec/shell.md section 2.4, app `games`): its hub is a view of the catalogue.
  'games',
] as const;

/** A game's own page, the iframe of its provider's page (the casino app renders it too). */
export const CASINO_GAME_ROUTES = ['casino-game', 'slots-game', 'games-game'] as const;

/**
 * The catalogue's names behind the sections that are not a category of their own: the site's own
 * games (casino/brand) and the Vulkan hall of slots (slots/vulkan) are providers, the slots a first
 * deposit is played on a category (server/migrations/0270_casino_sections.sql).
 */
export const BRAND_PROVIDER_SLUG = 'betshell-originals';
export const VULKAN_PROVIDER_SLUG = 'vulkan';
export const FIRST_DEPOSIT_SLOTS_CATEGORY = 'slot-first-deposit';
