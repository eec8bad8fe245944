/**
 * The betting routes the sportsbook app renders: home and its sections, a game's page, multi-live,
 * the championships and the results; esports, cyber, disciplines, statistics and the special
 * sections (betsonyour, topgame, marble, team, top events). Toto and lotto are not built: they
 * stay with the shell's pages, like every route no app renders; print-coupon is bet history's.
 */
export const SPORTSBOOK_ROUTES = [
  'home',
  'home-menu',
  'betting-game',
  'multi',
  'champs',
  'results',
  // Esports and cyber, statistics and the special sections (betting-sections.ts).
  'esports',
  'cyber',
  'disciplines',
  'statistic',
  'statisticpopup',
  'betsonyour',
  'betsonyour-menu',
  'topgame',
  'topgame-menu',
  'marble',
  'marble-menu',
  'team',
  'team-menu',
  'top-events',
  'top-events-menu',
] as const;

/**
 * The betting pages the sports and championships menu (the left panel, `@betshell/sports-menu`)
 * stands beside: the line and live lists of home and its sections, sports and championships, and
 * a game's page. Multi-live, championship results and results have their own lists.
 */
export const SPORTS_MENU_ROUTES: readonly string[] = ['home', 'home-menu', 'betting-game'];
