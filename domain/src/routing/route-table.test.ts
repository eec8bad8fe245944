import { matchRoute, routeByName } from './match-route';
import { redirectHref } from './redirect-target';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';
import { validateRouteTable } from './validate-route-table';

function route(name: string): RouteDefinition {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

/** Where a path with a query is sent, as `path?query`, or null when it is no redirect. */
function redirectOf(path: string, query: Record<string, string> = {}): string | null {
  const found = matchRoute(path);
  if (!found?.route.redirect) return null;
  return redirectHref(found.route.redirect({ params: found.params, query }));
}

describe('the route table', () => {
  it('passes its own validation', () => {
    expect(validateRouteTable(ROUTES)).toEqual([]);
  });

  it('has every route name the specs give', () => {
    const names = ROUTES.map((each) => each.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'oldBrowser',
        'bonuses',
        'bonus',
        'bonus-partner',
        'bonuses-games',
        'bonuses-offers',
        'bonus-offer-partner',
        'bonus-offer',
        'bonuses-offers-games',
        'registration',
        'login',
      ]),
    );
  });

  it('has the routes the guard pipeline sends visitors to', () => {
    for (const name of ['home', 'maintenance', 'confirm-terms', 'block-appeal-history']) {
      expect(routeByName(name)).toBeDefined();
    }
  });

  it('leaves the language out of every pattern', () => {
    expect(ROUTES.filter((each) => each.path.includes(':lng'))).toEqual([]);
  });
});

describe('the redirects of the table', () => {
  it.each([
    ['/tvgames/view/poker', {}, '/poker'],
    ['/vulkan', {}, '/slots/vulkan'],
    ['/allgamesentrance', {}, '/games'],
    ['/allgamesentrance/crash', {}, '/games/crash'],
    ['/bonuses', {}, '/bonuses/rules'],
    ['/offers', {}, '/offers/rules'],
    ['/fastgames-daily-tournament', {}, '/promotions'],
    ['/office', {}, '/office/account'],
    ['/user/login', {}, '/registration'],
    ['/user/registration.php', {}, '/registration'],
    ['/user/forgotpassword', {}, '/?showForgotPasswordModal=1'],
    ['/coupon', {}, '/'],
    [
      '/user/action.php',
      { action: 'forgot', key: 'k1' },
      '/user/passwordreset?action=forgot&key=k1',
    ],
    [
      '/user/action.php',
      { action: 'activate', key: 'k1' },
      '/user/activate?action=activate&key=k1',
    ],
    ['/user/action.php', {}, '/user/activate'],
  ])('send %s with query %j to %s', (path, query, target) => {
    expect(redirectOf(path, query)).toBe(target);
  });

  it('keep the other query of user/forgotpassword beside showForgotPasswordModal=1', () => {
    const found = matchRoute('/user/forgotpassword');
    expect(
      found?.route.redirect?.({ params: {}, query: { returnUrl: '/ru/slots', a: 'b c' } }),
    ).toEqual({
      path: '/',
      query: { returnUrl: '/ru/slots', a: 'b c', showForgotPasswordModal: '1' },
    });
    expect(redirectOf('/user/forgotpassword', { a: 'b c' })).toBe(
      '/?a=b%20c&showForgotPasswordModal=1',
    );
  });

  it('keep the query of an old address, so return-URL and referral keys survive the move', () => {
    expect(redirectOf('/user/login', { redirect_url: '/ru/office/recharge', from_url: 'x' })).toBe(
      '/registration?redirect_url=%2Fru%2Foffice%2Frecharge&from_url=x',
    );
    expect(redirectOf('/vulkan', { tag: 'spring' })).toBe('/slots/vulkan?tag=spring');
  });

  it('are the only routes with a redirect', () => {
    expect(ROUTES.filter((each) => each.redirect).map((each) => each.name)).toEqual([
      'user-login',
      'user-registration-php',
      'user-forgotpassword',
      'user-action-php',
      'coupon',
      'office',
      'bonuses-index',
      'offers-index',
      'fastgames-daily-tournament',
      'vulkan',
      'tvgames-view-poker',
      'allgamesentrance',
    ]);
  });
});

describe('layouts and areas', () => {
  it.each([
    ['payment-result', 'empty', 'payment-result'],
    ['withdraw-result', 'empty', 'payment-result'],
    ['block', 'empty', 'blocking'],
    ['block-ua', 'empty', 'blocking'],
    ['block-ie', 'empty', 'blocking'],
    ['site-updates', 'empty', 'blocking'],
    ['coming-soon', 'empty', 'blocking'],
    ['suspension', 'empty', 'blocking'],
    ['block-appeal-history', 'blocked', 'blocking'],
    ['maintenance', 'maintenance', 'maintenance'],
    ['error-500', 'default', 'errors'],
    ['oldBrowser', 'default', 'errors'],
    ['debugger', 'default', 'debug'],
    ['internal-vpn', 'default', 'debug'],
    ['home', 'default', 'betting'],
    ['print-coupon', 'default', 'betting'],
    ['toto', 'default', 'betting'],
    ['slots-game', 'default', 'casino'],
    ['bonus-casino-tournament', 'default', 'casino'],
    ['games-landing', 'default', 'games'],
    ['bonus-game', 'default', 'games'],
    ['office-account', 'default', 'office'],
    ['rules', 'default', 'information'],
    ['toto-frame', 'default', 'information'],
    ['bonus-offer', 'default', 'bonuses'],
    ['promotions', 'default', 'bonuses'],
    ['registration', 'default', 'account'],
    ['user-passwordreset', 'default', 'account'],
    ['coupon', 'default', 'account'],
  ])('%s shows in the %s layout, in the %s area', (name, layout, area) => {
    expect(route(name)).toMatchObject({ layout, area });
  });

  it('use the empty layout only for payment results and blocking pages', () => {
    const empty = ROUTES.filter((each) => each.layout === 'empty').map((each) => each.area);
    expect(new Set(empty)).toEqual(new Set(['payment-result', 'blocking']));
  });

  it('give the 500 page the status 500 and no other page a status', () => {
    expect(ROUTES.filter((each) => each.status !== undefined)).toEqual([route('error-500')]);
    expect(route('error-500').status).toBe(500);
  });
});

describe('who may open a route', () => {
  it('puts every office page behind login', () => {
    const office = ROUTES.filter((each) => each.area === 'office' && !each.redirect);
    expect(office.length).toBeGreaterThan(20);
    expect(office.filter((each) => each.access !== 'authorised')).toEqual([]);
  });

  it.each([
    'office-history',
    'office-responsible',
    'my-casino',
    'confirm-terms',
    'block-appeal-history',
  ])('%s needs login', (name) => {
    expect(route(name).access).toBe('authorised');
  });

  it('offers registration, login and the password reset only to visitors', () => {
    expect(ROUTES.filter((each) => each.access === 'anonymous').map((each) => each.name)).toEqual([
      'registration',
      'login',
      'user-passwordreset',
    ]);
  });

  it.each(['user-accountverify', 'user-activation', 'home', 'about', 'payment-result'])(
    '%s is open to visitors and the signed-in alike',
    (name) => {
      expect(route(name).access).toBeUndefined();
    },
  );

  it('lets banned players open information, blocking, result, maintenance and error pages', () => {
    const areas = ['information', 'blocking', 'payment-result', 'maintenance', 'errors'];
    const inAreas = ROUTES.filter((each) => areas.includes(each.area));
    expect(inAreas.filter((each) => each.allowedWhenBanned !== true)).toEqual([]);
  });

  it('lets banned players withdraw, reach support and unsubscribe, and nothing else', () => {
    const areas = ['information', 'blocking', 'payment-result', 'maintenance', 'errors'];
    const others = ROUTES.filter(
      (each) => each.allowedWhenBanned === true && !areas.includes(each.area),
    ).map((each) => each.name);
    expect(others).toEqual([
      'stopnewsletter',
      'office-deduce',
      'office-support-history',
      'office-support',
    ]);
  });
});

describe('the conditions of routes', () => {
  it.each([
    ['registration', ['registration-allowed']],
    ['office-recharge', ['payment']],
    ['office-recharge-modal', ['payment', 'from-inside-app']],
    ['office-identification', ['identification']],
    ['rules', ['rules-section']],
    ['statistic', ['statistics']],
    ['statisticpopup', ['statistics']],
    ['debugger', ['debug-only']],
  ])('%s is subject to %j', (name, conditions) => {
    expect(route(name).conditions).toEqual(conditions);
  });

  it('keep internal-vpn in production, unlike the debugger', () => {
    expect(route('internal-vpn').conditions).toBeUndefined();
  });

  it('make the recharge pages the only payment routes', () => {
    const payment = ROUTES.filter((each) => each.conditions?.includes('payment'));
    expect(payment.map((each) => each.name)).toEqual(['office-recharge-modal', 'office-recharge']);
  });

  it.each([
    ['bonuses', 'bonuses-offers'],
    ['bonus', 'bonus-offer'],
    ['bonuses-games', 'bonuses-offers-games'],
    ['bonus-partner', 'bonus-offer-partner'],
  ])('pair the bonus route %s with its offers twin %s', (bonus, offer) => {
    expect(route(bonus)).toMatchObject({ conditions: ['bonus-variant'], variantOf: offer });
    expect(route(offer)).toMatchObject({ conditions: ['offers-variant'], variantOf: bonus });
  });
});
