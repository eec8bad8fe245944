import { matchRoute, routeByName } from './match-route';
import { ROUTES } from './route-table';

/** One example path or more for every route of the table: path, route name, parameters. */
const EXAMPLES: readonly [string, string, Record<string, string>][] = [
  // Empty-layout, blocking, maintenance, error and debug pages (sections 2.8, 2.9).
  ['/onpay/success', 'payment-result', { result: 'success' }],
  ['/onpay/cancel', 'payment-result', { result: 'cancel' }],
  ['/onpay/withdraw/pending', 'withdraw-result', { result: 'pending' }],
  ['/onpay/withdraw/fail', 'withdraw-result', { result: 'fail' }],
  ['/block', 'block', {}],
  ['/block-ua', 'block-ua', {}],
  ['/block-ie', 'block-ie', {}],
  ['/site-updates', 'site-updates', {}],
  ['/coming-soon', 'coming-soon', {}],
  ['/suspension', 'suspension', {}],
  ['/block-appeal-history', 'block-appeal-history', {}],
  ['/maintenance', 'maintenance', {}],
  ['/500', 'error-500', {}],
  ['/oldbrowser', 'oldBrowser', {}],
  ['/debugger', 'debugger', {}],
  ['/internal-vpn', 'internal-vpn', {}],

  // Accounts (section 2.8).
  ['/registration', 'registration', {}],
  ['/registration/socialregistration', 'registration', { type: 'socialregistration' }],
  ['/login', 'login', {}],
  ['/user/login', 'user-login', {}],
  ['/user/registration.php', 'user-registration-php', {}],
  ['/user/forgotpassword', 'user-forgotpassword', {}],
  ['/user/action.php', 'user-action-php', {}],
  ['/user/accountverify', 'user-accountverify', {}],
  ['/user/passwordreset', 'user-passwordreset', {}],
  ['/user/activate', 'user-activation', { type: 'activate' }],
  ['/user/activatefast', 'user-activation', { type: 'activatefast' }],
  ['/confirm-terms', 'confirm-terms', {}],
  ['/stopnewsletter', 'stopnewsletter', {}],
  ['/coupon', 'coupon', {}],

  // Personal office (section 2.5).
  ['/office', 'office', {}],
  ['/office/account', 'office-account', {}],
  ['/office/history', 'office-history', {}],
  ['/office/historypay', 'office-historypay', {}],
  ['/office/recharge', 'office-recharge', {}],
  ['/office/recharge/modal', 'office-recharge-modal', {}],
  ['/office/security', 'office-security', {}],
  ['/office/responsible', 'office-responsible', {}],
  ['/office/settings', 'office-settings', {}],
  ['/office/bonuses/deposit', 'office-bonuses-deposit', {}],
  ['/office/bonuses/wager', 'office-bonuses-wager', {}],
  ['/office/casino/vipcashback', 'office-vipcashback', {}],
  ['/office/casino/premiumcashback', 'office-premiumcashback', {}],
  ['/office/deduce', 'office-deduce', {}],
  ['/office/promotion', 'office-promotion', {}],
  ['/office/bringfriend', 'office-bringfriend', {}],
  ['/office/support', 'office-support', {}],
  ['/office/support/history', 'office-support-history', {}],
  ['/office/user-question', 'office-user-question', {}],
  ['/office/navigation-menu', 'office-navigation-menu', {}],
  ['/office/rewards', 'office-rewards', {}],
  ['/office/verification', 'office-verification', {}],
  ['/office/identification', 'office-identification', {}],
  ['/office/share-idea', 'office-share-idea', {}],
  ['/office/paycheck', 'office-paycheck', {}],
  ['/office/payment/requests', 'office-payment-requests', {}],
  ['/office/payment/create-request', 'office-payment-create-request', {}],
  [
    '/office/payment/create-request/deposit/not-credited/778',
    'office-payment-create-request',
    { topic: 'deposit', subTopic: 'not-credited', transactionId: '778' },
  ],

  // Information (section 2.6).
  ['/about', 'about', {}],
  ['/contacts', 'contacts', {}],
  ['/howbet', 'howbet', {}],
  ['/payment', 'payment', {}],
  ['/cookies', 'cookies', {}],
  ['/ussdinstruction', 'ussdinstruction', {}],
  ['/licenses', 'licenses', {}],
  ['/taxation', 'taxation', {}],
  ['/consent', 'consent', {}],
  ['/simpleidentification', 'simpleidentification', {}],
  ['/smsbets', 'smsbets', {}],
  ['/amlkyc', 'amlkyc', {}],
  ['/amlpolicy', 'amlpolicy', {}],
  ['/disputeresolution', 'disputeresolution', {}],
  ['/kycpolicy', 'kycpolicy', {}],
  ['/responsiblegaming', 'responsiblegaming', {}],
  ['/betting-awards', 'betting-awards', {}],
  ['/cash_terminals', 'cash-terminals', {}],
  ['/rules/general', 'rules', { ruleGroup: 'general' }],
  ['/rules/sport/football', 'rules', { ruleGroup: 'sport', chapter: 'football' }],
  ['/ourpartners', 'ourpartners', {}],
  ['/ourpartners/clubs', 'ourpartners', { section: 'clubs' }],
  ['/news', 'news', {}],
  ['/news/cup-final', 'news', { slug: 'cup-final' }],
  ['/blog', 'blog', { '*': '' }],
  ['/blog/2026/11/launch', 'blog', { '*': '2026/11/launch' }],
  ['/mobile-app', 'mobile-app', {}],
  ['/desktop-app', 'desktop-app', {}],
  ['/ipl-betting-app', 'ipl-betting-app', {}],
  ['/toto-frame', 'toto-frame', {}],
  ['/toto-frame/draws', 'toto-frame', { totoSection: 'draws' }],

  // Bonuses and promotions (section 2.7).
  ['/bonuses/rules', 'bonuses', {}],
  ['/bonuses/rules/42', 'bonus', { id: '42' }],
  ['/bonuses/games', 'bonuses-games', {}],
  ['/bonuses/partners/7', 'bonus-partner', { id: '7' }],
  ['/offers/rules', 'bonuses-offers', {}],
  ['/offers/rules/42', 'bonus-offer', { id: '42' }],
  ['/offers/games', 'bonuses-offers-games', {}],
  ['/offers/partners/7', 'bonus-offer-partner', { id: '7' }],
  ['/promotions', 'promotions', {}],
  ['/promotions/spring-cup', 'promotions', { promotionId: 'spring-cup' }],
  ['/bonuses', 'bonuses-index', {}],
  ['/offers', 'offers-index', {}],
  ['/fastgames-daily-tournament', 'fastgames-daily-tournament', {}],
  ['/landing/world-cup', 'landing', { landingId: 'world-cup' }],
  ['/promo', 'promo', {}],

  // Casino (section 2.4).
  ['/slots/thank-you', 'casino-thank-you', { casinoSection: 'slots' }],
  ['/casino/thank-you', 'casino-thank-you', { casinoSection: 'casino' }],
  ['/crash-games/thank-you', 'casino-thank-you', { casinoSection: 'crash-games' }],
  ['/bonus/casino', 'bonus-casino', {}],
  ['/bonus/casino/promotions/12', 'bonus-casino-promotion', { promotionId: '12' }],
  ['/bonus/casino/tournaments', 'bonus-casino-tournaments', {}],
  ['/bonus/casino/tournaments/5', 'bonus-casino-tournament', { tournamentId: '5' }],
  ['/bonus/casino/31', 'bonus-casino-item', { bonusId: '31' }],
  ['/casino/brand', 'casino-brand', {}],
  ['/casino/slot-first-deposit', 'casino-slot-first-deposit', {}],
  ['/casino', 'casino', {}],
  ['/casino/roulette', 'casino', { subcategory: 'roulette' }],
  ['/casino/game/90/lightning', 'casino-game', { gameId: '90', gameName: 'lightning' }],
  [
    '/casino/roulette/game/90/lightning',
    'casino-game',
    { subcategory: 'roulette', gameId: '90', gameName: 'lightning' },
  ],
  ['/slots', 'slots', {}],
  ['/slots/new', 'slots', { subcategory: 'new' }],
  ['/slots/game/12/book', 'slots-game', { gameId: '12', gameName: 'book' }],
  ['/slots/new/game/12/book', 'slots-game', { subcategory: 'new', gameId: '12', gameName: 'book' }],
  ['/slots/vulkan', 'slots-vulkan', {}],
  ['/vulkan', 'vulkan', {}],
  ['/poker', 'poker', {}],
  ['/poker/holdem', 'poker', { game: 'holdem' }],
  ['/tvgames', 'tvgames', {}],
  ['/tvgames/view/poker', 'tvgames-view-poker', {}],
  ['/bingo', 'bingo', {}],
  ['/fishinghunting', 'fishinghunting', {}],
  ['/scratchcards', 'scratchcards', {}],
  ['/keno', 'keno', {}],
  ['/virtualsports', 'virtualsports', {}],
  ['/fast-games', 'fast-games', {}],
  ['/fast-bet', 'fast-bet', {}],
  ['/asian-games', 'asian-games', {}],
  ['/card-games', 'card-games', {}],
  ['/crash-games', 'crash-games', {}],
  ['/skill-games', 'skill-games', {}],
  ['/othergames', 'othergames', {}],
  ['/my-casino', 'my-casino', {}],
  ['/my-casino/favorites', 'my-casino-favorites', {}],
  ['/casino-lobby', 'casino-lobby', {}],
  ['/providers', 'providers', {}],
  ['/providers/netent', 'provider', { provider: 'netent' }],
  ['/casino-search', 'casino-search', {}],

  // Games (section 2.4).
  ['/games', 'games', {}],
  ['/games/crash', 'games-game', { gameRoute: 'crash' }],
  ['/games-landing/summer', 'games-landing', { landingRoute: 'summer' }],
  ['/allgamesentrance', 'allgamesentrance', {}],
  ['/allgamesentrance/crash', 'allgamesentrance', { gameRoute: 'crash' }],
  ['/bonus-games/fortuna', 'bonus-game', { bonusGameKey: 'fortuna' }],
  ['/bonus-games/dragon-bonus', 'bonus-game', { bonusGameKey: 'dragon-bonus' }],

  // Betting (section 2.3); the page scheme has its own tests in routes/betting-routes.test.ts.
  ['/multi', 'multi', {}],
  ['/champs', 'champs', {}],
  ['/champs/77', 'champs', { champId: '77' }],
  ['/results', 'results', {}],
  ['/results/live', 'results', { resultsType: 'live' }],
  ['/results/zone', 'results', { resultsType: 'zone' }],
  ['/statistic/game/991', 'statistic', { '*': 'game/991' }],
  ['/statisticpopup/game/991', 'statisticpopup', { '*': 'game/991' }],
  ['/print-coupon/123', 'print-coupon', { couponId: '123' }],
  ['/esports', 'esports', {}],
  ['/esports/real', 'esports', { sportType: 'real' }],
  [
    '/esports/stream/40/8/1001',
    'esports',
    {
      sportType: 'stream',
      sportId: '40',
      champId: '8',
      gameId: '1001',
    },
  ],
  ['/cyber/virtual', 'cyber', { sportType: 'virtual' }],
  ['/disciplines', 'disciplines', {}],
  ['/lotto', 'lotto', {}],
  ['/lotto/catalog', 'lotto', { sectionName: 'catalog' }],
  ['/lotto/view/5', 'lotto', { sectionName: 'view', lottoId: '5' }],
  ['/lotto/results/5', 'lotto', { sectionName: 'results', lottoId: '5' }],
  ['/toto', 'toto', {}],
  ['/toto/betting-calculator', 'toto', { totoSection: 'betting-calculator' }],
  ['/toto/non-winning', 'toto', { totoSection: 'non-winning' }],
  ['/betsonyour', 'betsonyour', {}],
  ['/betsonyour/line/top', 'betsonyour-menu', { section: 'line', menuSection: 'top' }],
  ['/topgame/live', 'topgame', { section: 'live' }],
  ['/topgame/live/top/1', 'topgame-menu', { section: 'live', menuSection: 'top', sportId: '1' }],
  ['/marble/line/5', 'marble', { section: 'line', sportId: '5' }],
  ['/marble/line/races/5', 'marble-menu', { section: 'line', menuSection: 'races', sportId: '5' }],
  ['/team/live/1/2', 'team', { section: 'live', sportId: '1', champId: '2' }],
  [
    '/team/live/clubs/1/2',
    'team-menu',
    {
      section: 'live',
      menuSection: 'clubs',
      sportId: '1',
      champId: '2',
    },
  ],
  ['/top-events', 'top-events', {}],
  [
    '/top-events/line/1/2/3',
    'top-events',
    {
      section: 'line',
      sportId: '1',
      champId: '2',
      gameId: '3',
    },
  ],
  ['/top-events/line/week', 'top-events-menu', { section: 'line', menuSection: 'week' }],
  ['/line/game/555', 'betting-game', { section: 'line', gameId: '555' }],
  ['/', 'home', {}],
  ['/live', 'home', { section: 'live' }],
  ['/line/top', 'home-menu', { section: 'line', menuSection: 'top' }],
];

describe('the route of a path', () => {
  it.each(EXAMPLES)('%s opens %s', (path, name, params) => {
    const found = matchRoute(path);
    expect(found?.route.name).toBe(name);
    expect(found?.params).toEqual(params);
  });

  it('is shown by an example for every route of the table', () => {
    const shown = new Set(EXAMPLES.map(([, name]) => name));
    expect(ROUTES.map((route) => route.name).filter((name) => !shown.has(name))).toEqual([]);
  });

  it.each([
    ['/print-coupon/abc', 'a coupon id that is not a number'],
    ['/print-coupon/12a', 'a coupon id with a letter in it'],
    ['/print-coupon', 'no coupon id'],
    ['/slots/game/abc/book', 'a slots game id that is not a number'],
    ['/casino/live/game/x1/roulette', 'a casino game id that is not a number'],
    ['/line/game/abc', 'a betting game id that is not a number'],
    ['/champs/premier', 'a championship id that is not a number'],
    ['/results/yesterday', 'a results type other than live or zone'],
    ['/esports/augmented', 'an esports type other than real, virtual or stream'],
    ['/cyber/real/football', 'a cyber sport id that is not a number'],
    ['/lotto/archive', 'a lotto section other than catalog, results or view'],
    ['/toto/jackpot', 'a toto sub-path the spec does not list'],
    ['/toto-frame/jackpot', 'a toto frame section the spec does not list'],
    ['/user/deactivate', 'a user page type other than activate or activatefast'],
    ['/registration/one_click', 'a registration type other than socialregistration'],
    ['/bonus-games/roulette', 'a bonus game key the spec does not list'],
    ['/onpay/refunded', 'a payment result the spec does not list'],
    ['/onpay/withdraw/refunded', 'a withdrawal result the spec does not list'],
    ['/lobby/thank-you', 'a thank-you page of a section that has none'],
    ['/rules', 'rules without a rule group'],
    ['/no-such-page', 'a word that is no route and no betting section'],
    ['/about/team', 'an information page with a segment it does not take'],
    ['/office/unknown', 'an office page that does not exist'],
  ])('is none for %s (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('ignores a query and a fragment given with the path', () => {
    expect(matchRoute('/print-coupon/123?copy=1#top')?.params).toEqual({ couponId: '123' });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/office/account/')?.route.name).toBe('office-account');
  });

  it('reads parameters decoded', () => {
    expect(matchRoute('/news/cup%20final')?.params).toEqual({ slug: 'cup final' });
  });

  it('searches the table it is given', () => {
    const only = [{ name: 'only', path: '/only', layout: 'default', area: 'errors' } as const];
    expect(matchRoute('/only', only)?.route.name).toBe('only');
    expect(matchRoute('/about', only)).toBeNull();
  });
});

describe('a route by its name', () => {
  it('is the route of the table with that name', () => {
    expect(routeByName('print-coupon')?.path).toBe('/print-coupon/:couponId');
    expect(routeByName('oldBrowser')?.path).toBe('/oldbrowser');
  });

  it('is undefined for a name the table does not have', () => {
    expect(routeByName('nowhere')).toBeUndefined();
  });

  it('is looked up in the table it is given', () => {
    const only = [{ name: 'home', path: '/start', layout: 'default', area: 'betting' } as const];
    expect(routeByName('home', only)?.path).toBe('/start');
  });
});
