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
] as const;
