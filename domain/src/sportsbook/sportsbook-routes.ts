/**
 * The betting routes the sportsbook app renders: home and its sections, a game's page, multi-live,
 * the championships and the results. The other betting pages of the spec (esports, cyber, lotto,
 * toto, disciplines, statistics, betsonyour, top events ...) are not built: they stay with the
 * shell's pages, like every route no app renders, and the print-coupon page is bet history's.
 */
export const SPORTSBOOK_ROUTES = [
  'home',
  'home-menu',
  'betting-game',
  'multi',
  'champs',
  'results',
] as const;
