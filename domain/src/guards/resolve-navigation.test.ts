import { DEFAULT_SITE_CONFIG } from '../site-config/default-site-config';
import type { SiteConfig } from '../site-config/site-config';
import type { RouteDefinition } from '../routing/route-definition';
import {
  ANONYMOUS_PLAYER,
  type NavigationState,
  type PlayerState,
  type RouteTable,
} from './navigation-state';
import { resolveNavigation } from './resolve-navigation';
import { routeTableOf } from './site-route-table';
import { routeFixture } from '../testing';

// A small table with one route of each kind the guards treat differently. The site's own table is
// tested in routing/; here the rules are.
const page = routeFixture;

const ROUTES: RouteDefinition[] = [
  page('home', '/', { area: 'betting' }),
  page('about', '/about', { allowedWhenBanned: true }),
  page('print-coupon', '/print-coupon/:couponId', {
    area: 'betting',
    params: { couponId: { kind: 'numeric' } },
  }),
  page('office-account', '/office/account', { area: 'office', access: 'authorised' }),
  page('office-deduce', '/office/deduce', {
    area: 'office',
    access: 'authorised',
    allowedWhenBanned: true,
  }),
  page('office-recharge-modal', '/office/recharge/modal', {
    area: 'office',
    access: 'authorised',
    conditions: ['from-inside-app'],
    modalOf: 'payment',
  }),
  page('payment', '/office/recharge', { area: 'office', conditions: ['payment'] }),
  page('office-identification', '/office/identification', {
    area: 'office',
    access: 'authorised',
    conditions: ['identification'],
  }),
  page('registration', '/registration/:type?', {
    area: 'account',
    access: 'anonymous',
    conditions: ['registration-allowed'],
  }),
  page('rules', '/rules/:ruleGroup/:chapter?', { conditions: ['rules-section'] }),
  page('statistic', '/statistic', { area: 'betting', conditions: ['statistics'] }),
  page('debugger', '/debugger', { area: 'debug', conditions: ['debug-only'] }),
  page('casino-lobby', '/casino-lobby', { area: 'casino', featureFlag: 'casino-lobby' }),
  page('bonuses', '/bonuses/rules', {
    area: 'bonuses',
    conditions: ['bonus-variant'],
    variantOf: 'bonuses-offers',
  }),
  page('bonuses-offers', '/offers/rules', {
    area: 'bonuses',
    conditions: ['offers-variant'],
    variantOf: 'bonuses',
  }),
  page('vulkan', '/vulkan', { area: 'casino', redirect: () => ({ path: '/slots/vulkan' }) }),
  page('slots-vulkan', '/slots/vulkan', { area: 'casino' }),
  page('confirm-terms', '/confirm-terms', { area: 'account', access: 'authorised' }),
  page('maintenance', '/maintenance', {
    area: 'maintenance',
    layout: 'maintenance',
    allowedWhenBanned: true,
  }),
  page('block-appeal-history', '/block-appeal-history', { area: 'blocking', layout: 'blocked' }),
  ...['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'].map((name) =>
    page(name, `/${name}`, { area: 'blocking', layout: 'empty', allowedWhenBanned: true }),
  ),
];

const table: RouteTable = routeTableOf(ROUTES);

interface Situation {
  config?: Partial<SiteConfig>;
  player?: Partial<PlayerState>;
  state?: Partial<Omit<NavigationState, 'config' | 'player'>>;
}

/** `/ru/a?x=1#top` -> its path, query and hash (domain has no URL class: no DOM, no Node). */
function partsOf(href: string) {
  const [beforeHash = '', hash = ''] = href.split(/#(.*)/s);
  const [pathname = '', search = ''] = beforeHash.split(/\?(.*)/s);
  return {
    pathname,
    search: search === '' ? '' : `?${search}`,
    hash: hash === '' ? '' : `#${hash}`,
  };
}

function resolve(href: string, situation: Situation = {}) {
  const url = partsOf(href);
  const state: NavigationState = {
    availableLanguages: ['ru', 'en', 'kz'],
    languagePreferences: { browser: ['ru-RU'] },
    config: { ...DEFAULT_SITE_CONFIG, ...situation.config },
    maintenanceCookie: undefined,
    blockingReason: null,
    player: { ...ANONYMOUS_PLAYER, ...situation.player },
    environment: 'production',
    fromInsideApp: true,
    touchDesktopTablet: false,
    ...situation.state,
  };
  return resolveNavigation(
    { pathname: url.pathname, search: url.search, hash: url.hash },
    state,
    table,
  );
}

const loggedIn: Situation = { player: { authorised: true } };
const rendered = (href: string, situation?: Situation) => {
  const result = resolve(href, situation);
  return result.kind === 'render' ? result.route.name : result;
};
const redirectedTo = (href: string, situation?: Situation) => {
  const result = resolve(href, situation);
  return result.kind === 'redirect' ? result.to : result;
};

describe('the language guard', () => {
  it('sends a path without a language to the same path under the current language', () => {
    expect(redirectedTo('/about?x=1#top')).toBe('/ru/about?x=1#top');
  });

  it('replaces a language that is not allowed', () => {
    expect(redirectedTo('/uz/about')).toBe('/ru/about');
  });
});

describe('matching', () => {
  it('renders a known route in its layout with its parameters', () => {
    expect(resolve('/en/print-coupon/42')).toMatchObject({
      kind: 'render',
      lng: 'en',
      layout: 'default',
      params: { couponId: '42' },
    });
  });

  it('answers not found for an unknown path', () => {
    expect(resolve('/ru/no-such-page')).toEqual({ kind: 'not-found', lng: 'ru' });
  });

  it('answers not found for a print-coupon id that is not numeric', () => {
    expect(resolve('/ru/print-coupon/abc')).toEqual({ kind: 'not-found', lng: 'ru' });
  });
});

describe('the maintenance guard', () => {
  it('sends every page to the maintenance page when the cookie is 1', () => {
    expect(redirectedTo('/ru/about', { state: { maintenanceCookie: '1' } })).toBe(
      '/ru/maintenance',
    );
  });

  it('sends every page to the maintenance page when the configuration says isActive', () => {
    const config = { maintenance: { ...DEFAULT_SITE_CONFIG.maintenance, isActive: true } };
    expect(redirectedTo('/ru/office/account', { config })).toBe('/ru/maintenance');
    expect(rendered('/ru/maintenance', { config })).toBe('maintenance');
  });

  it('sends the maintenance page home once maintenance is over', () => {
    expect(redirectedTo('/kz/maintenance')).toBe('/kz/');
  });
});

describe('the blocking guard', () => {
  it.each([
    [16, '/ru/suspension'],
    [1, '/ru/block'],
    [13, '/ru/block-ua'],
    [17, '/ru/block-ie'],
    [8, '/ru/coming-soon'],
  ])('sends reason %i to %s, without the query', (reason, page) => {
    expect(redirectedTo('/ru/about?x=1', { state: { blockingReason: reason } })).toBe(page);
  });

  it('keeps the query for site updates (reason 4)', () => {
    expect(redirectedTo('/ru/about?x=1', { state: { blockingReason: 4 } })).toBe(
      '/ru/site-updates?x=1',
    );
  });

  it('renders the blocking page of the reason', () => {
    expect(rendered('/ru/suspension', { state: { blockingReason: 16 } })).toBe('suspension');
  });

  it('sends a blocking page home when no reason applies', () => {
    expect(redirectedTo('/ru/block')).toBe('/ru/');
  });

  it('comes after maintenance', () => {
    expect(
      redirectedTo('/ru/about', { state: { blockingReason: 16, maintenanceCookie: '1' } }),
    ).toBe('/ru/maintenance');
  });
});

describe('the route table redirects', () => {
  it('send vulkan to slots/vulkan', () => {
    expect(redirectedTo('/en/vulkan')).toBe('/en/slots/vulkan');
  });
});

describe('the ban guard', () => {
  const banned = (banLevel: number, banVersion = 0): Situation => ({
    player: { authorised: true, banLevel, banVersion },
  });

  it('sends a banned player to the blocked page', () => {
    expect(redirectedTo('/ru/office/account', banned(10))).toBe('/ru/block-appeal-history');
  });

  it('lets a banned player open the routes that allow it', () => {
    expect(rendered('/ru/about', banned(10))).toBe('about');
    expect(rendered('/ru/block-appeal-history', banned(10))).toBe('block-appeal-history');
  });

  it('allows deduce at level 53 with ban version 1, and only then', () => {
    expect(rendered('/ru/office/deduce', banned(53, 1))).toBe('office-deduce');
    expect(redirectedTo('/ru/office/deduce', banned(45, 1))).toBe('/ru/block-appeal-history');
  });

  it('allows deduce at level 45 with any other ban version, and only then', () => {
    expect(rendered('/ru/office/deduce', banned(45, 2))).toBe('office-deduce');
    expect(redirectedTo('/ru/office/deduce', banned(53, 2))).toBe('/ru/block-appeal-history');
  });

  it('lets a player who is not banned go anywhere', () => {
    expect(rendered('/ru/office/account', banned(0))).toBe('office-account');
  });
});

describe('the terms guard', () => {
  const changed: Situation = { player: { authorised: true, termsChanged: true } };

  it('sends an authorised player with changed terms to confirm-terms, remembering the page', () => {
    expect(redirectedTo('/ru/office/account?tab=2', changed)).toBe(
      '/ru/confirm-terms?returnUrl=%2Fru%2Foffice%2Faccount%3Ftab%3D2',
    );
    expect(rendered('/ru/confirm-terms', changed)).toBe('confirm-terms');
  });

  it('sends confirm-terms to the root when there is nothing to confirm', () => {
    expect(redirectedTo('/ru/confirm-terms', loggedIn)).toBe('/ru/');
  });
});

describe('the access guard', () => {
  it('sends a visitor asking for the office home with the login form open and the target kept', () => {
    expect(redirectedTo('/ru/office/account')).toBe(
      '/ru/?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Faccount',
    );
  });

  it('lets an authorised player into the office', () => {
    expect(rendered('/ru/office/account', loggedIn)).toBe('office-account');
  });

  it('sends an authorised player away from pages only for visitors', () => {
    expect(redirectedTo('/ru/registration', loggedIn)).toBe('/ru/');
  });

  it('asks a visitor to log in for the payment route when payment is only for the authorised', () => {
    expect(
      redirectedTo('/ru/office/recharge', { config: { paymentOnlyForAuthorized: true } }),
    ).toBe('/ru/?showLoginModal=1&returnUrl=%2Fru%2Foffice%2Frecharge');
    expect(rendered('/ru/office/recharge', { config: { paymentOnlyForAuthorized: false } })).toBe(
      'payment',
    );
  });
});

describe('the conditions guard', () => {
  it('refuses registration when it is not allowed', () => {
    expect(rendered('/ru/registration')).toBe('registration');
    expect(resolve('/ru/registration', { config: { registrationAllowed: false } }).kind).toBe(
      'not-found',
    );
  });

  it('refuses the payment route when it is not enabled', () => {
    expect(
      resolve('/ru/office/recharge', { ...loggedIn, config: { paymentRouteEnabled: false } }).kind,
    ).toBe('not-found');
  });

  it('has the identification route only when identification is enabled', () => {
    expect(resolve('/ru/office/identification', loggedIn).kind).toBe('not-found');
    expect(
      rendered('/ru/office/identification', { ...loggedIn, config: { identificationShown: true } }),
    ).toBe('office-identification');
  });

  it('gives 404 for the rules section unless it is enabled', () => {
    expect(rendered('/ru/rules/betting/1')).toBe('rules');
    expect(resolve('/ru/rules/betting', { config: { rulesSectionEnabled: false } }).kind).toBe(
      'not-found',
    );
  });

  it('gives 404 for statistics unless they are enabled', () => {
    expect(resolve('/ru/statistic', { config: { statisticsEnabled: false } }).kind).toBe(
      'not-found',
    );
  });

  it('gives 404 for a hidden path and the paths below it', () => {
    const config = { hiddenPaths: ['/rules'] };
    expect(resolve('/ru/rules/betting', { config }).kind).toBe('not-found');
    expect(rendered('/ru/about', { config })).toBe('about');
  });

  it('gives 404 for a route whose feature flag is not on', () => {
    expect(resolve('/ru/casino-lobby').kind).toBe('not-found');
    expect(
      resolve('/ru/casino-lobby', { config: { routeFeatureFlags: { 'casino-lobby': false } } })
        .kind,
    ).toBe('not-found');
    expect(
      rendered('/ru/casino-lobby', { config: { routeFeatureFlags: { 'casino-lobby': true } } }),
    ).toBe('casino-lobby');
  });

  it('has debug routes outside production only', () => {
    expect(resolve('/ru/debugger').kind).toBe('not-found');
    expect(rendered('/ru/debugger', { state: { environment: 'development' } })).toBe('debugger');
  });

  it('switches bonus routes to their offers twin when promoBonusToOffer is on, and back', () => {
    expect(redirectedTo('/ru/bonuses/rules?x=1', { config: { promoBonusToOffer: true } })).toBe(
      '/ru/offers/rules?x=1',
    );
    expect(redirectedTo('/ru/offers/rules')).toBe('/ru/bonuses/rules');
    expect(rendered('/ru/bonuses/rules')).toBe('bonuses');
  });

  it('refuses the recharge modal unless reached from a page of the site, showing its page instead', () => {
    expect(rendered('/ru/office/recharge/modal', loggedIn)).toBe('office-recharge-modal');
    expect(
      redirectedTo('/ru/office/recharge/modal?sum=5', {
        ...loggedIn,
        state: { fromInsideApp: false },
      }),
    ).toBe('/ru/office/recharge?sum=5');
  });
});

describe('platform_type and the mobile site', () => {
  const tablet: Situation = {
    state: { touchDesktopTablet: true },
    config: { mobileSiteUrl: 'https://m.betshell.test/' },
  };

  it('sends a touch device posing as a desktop tablet to the mobile site with platform_type=mobile', () => {
    expect(resolve('/ru/about?x=1', tablet)).toEqual({
      kind: 'redirect',
      to: 'https://m.betshell.test/ru/about?x=1&platform_type=mobile',
      external: true,
      by: 'mobile',
    });
  });

  it('does not when platform_type is present, or when there is no mobile site', () => {
    expect(rendered('/ru/about?platform_type=desktop', tablet)).toBe('about');
    expect(rendered('/ru/about', { state: { touchDesktopTablet: true } })).toBe('about');
  });

  it('removes platform_type on an unknown route and goes home', () => {
    expect(redirectedTo('/ru/no-such-page?platform_type=desktop')).toBe('/ru/');
  });
});
