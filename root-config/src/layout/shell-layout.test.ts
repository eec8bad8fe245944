import {
  BOTTOM_NAVIGATION_LINKS,
  CASINO_GAME_ROUTES,
  CASINO_LOBBY_ROUTES,
  MAIN_NAVIGATION,
  OFFICE_MENU,
  ROUTES,
  SHELL_PAGE_AREAS,
  matchRoute,
  type SettledPage,
} from '@betshell/domain';
import { FOOTER_LINK_GROUPS } from '@betshell/domain/chrome';
import { SEO_TEXT_APPLICATION } from '@betshell/domain/seo';
import { settledRouteFixture } from '@betshell/domain/testing';
import {
  SHELL_APPLICATIONS,
  SHELL_LAYOUT,
  applicationsActiveFor,
  applicationsIn,
  keepsBesideColumn,
  keepsSectionMenu,
  keepsSportsMenu,
  mainApplicationOf,
  unbuiltRouteNames,
} from './shell-layout';

const route = settledRouteFixture;
const names = (page: SettledPage) =>
  applicationsActiveFor(page).map((application) => application.name);
const application = (name: string) => SHELL_APPLICATIONS.find((found) => found.name === name);

/** The shell's chrome on the default layout, in the order it is registered. */
const CHROME = [
  '@betshell/footer',
  '@betshell/notifications',
  '@betshell/support-button',
  '@betshell/scroll-to-top',
  '@betshell/snow',
  '@betshell/age-restriction',
  '@betshell/cookie-banner',
  '@betshell/app-version',
  '@betshell/adblock-notice',
  '@betshell/registration-reminder',
  '@betshell/auth',
  '@betshell/session-limit',
  '@betshell/analytics',
  '@betshell/seo-text',
];
const MAIN_APPLICATIONS = new Set(applicationsIn('main'));
const mainOf = (page: SettledPage) => names(page).filter((name) => MAIN_APPLICATIONS.has(name));

describe('the shell layout', () => {
  it('names each application as in the import map, or after the app of a JSON view, once', () => {
    for (const { name, source } of SHELL_APPLICATIONS) {
      expect(name).toBe(source.kind === 'parcel' ? source.module : `view:${source.appName}`);
      if (source.kind === 'parcel') expect(source.module).toMatch(/^@betshell\/[a-z-]+$/);
    }
    const all = SHELL_APPLICATIONS.map(({ name }) => name);
    expect(new Set(all).size).toBe(all.length);
  });

  it('renders the information area through its JSON view, and never the pages parcel there', () => {
    const about = route({ name: 'about', area: 'information' });
    expect(names(about)).toEqual(['@betshell/header', 'view:information', ...CHROME]);
    expect(applicationsActiveFor(about).map(({ source }) => source)).toContainEqual({
      kind: 'json',
      appName: 'information',
    });
    expect(names(route({ area: 'casino' }))).not.toContain('view:information');
  });

  it('mounts the header on pages of the default layout only', () => {
    expect(names(route({}))).toContain('@betshell/header');
    expect(names(route({ name: 'suspension', area: 'blocking', layout: 'empty' }))).not.toContain(
      '@betshell/header',
    );
    expect(
      names(route({ name: 'maintenance', area: 'maintenance', layout: 'maintenance' })),
    ).toEqual(['@betshell/pages']);
  });

  it('lets the pages parcel render error pages and areas whose app is not built', () => {
    expect(names({ kind: 'not-found', layout: 'default', status: 404 })).toEqual([
      '@betshell/header',
      '@betshell/pages',
      ...CHROME,
    ]);
    expect(names({ kind: 'error', layout: 'default', status: 503 })).toContain('@betshell/pages');
    expect(names(route({ name: 'internal-vpn', area: 'debug' }))).toContain('@betshell/pages');
    // The betting pages of the lottery games: toto and lotto.
    for (const name of ['toto', 'lotto']) {
      expect(mainOf(route({ name, area: 'betting' }))).toEqual(['@betshell/lottery-games']);
    }
    for (const name of ['esports', 'statistic', 'top-events']) {
      expect(mainOf(route({ name, area: 'betting' }))).toEqual(['@betshell/sportsbook']);
    }
  });

  it('gives every page of the route table exactly one application of the main area', () => {
    for (const definition of ROUTES) {
      const page = route({ name: definition.name, area: definition.area });
      expect([definition.name, mainOf(page).length]).toEqual([definition.name, 1]);
    }
  });

  it("leaves the shell's own pages (blocking, maintenance, errors) to the pages parcel", () => {
    const own = ROUTES.filter((definition) => SHELL_PAGE_AREAS.includes(definition.area));
    expect(own.length).toBeGreaterThan(0);
    for (const definition of own) {
      expect(mainOf(route({ name: definition.name, area: definition.area }))).toEqual([
        '@betshell/pages',
      ]);
    }
  });

  it('names only routes and areas of the route table, and no route for two applications', () => {
    const routeNames = new Set(ROUTES.map(({ name }) => name));
    const areas = new Set(ROUTES.map(({ area }) => area));
    const named: string[] = [];
    for (const { pages } of SHELL_LAYOUT) {
      if ('routes' in pages) named.push(...pages.routes);
      if ('areas' in pages) for (const area of pages.areas) expect(areas).toContain(area);
    }
    for (const name of named) expect(routeNames).toContain(name);
    expect(new Set(named).size).toBe(named.length);
  });

  it('mounts the chrome on pages of the default layout only', () => {
    for (const name of CHROME) {
      expect(names(route({}))).toContain(name);
      expect(names(route({ name: 'suspension', area: 'blocking', layout: 'empty' }))).not.toContain(
        name,
      );
      expect(names(route({ name: 'block-appeal-history', layout: 'blocked' }))).not.toContain(name);
    }
  });

  it('leaves the footer, the floating chrome and the sportsbook until after the first paint, and the header and the questions to a new visitor not', () => {
    const firstPaint = ['@betshell/age-restriction', '@betshell/cookie-banner'];
    const later = SHELL_APPLICATIONS.filter(({ afterFirstPaint }) => afterFirstPaint);
    expect(later.map(({ name }) => name)).toEqual([
      '@betshell/sportsbook',
      '@betshell/office-menu',
      ...CHROME.filter((name) => !firstPaint.includes(name)),
      '@betshell/coupon',
      '@betshell/sports-menu',
    ]);
    // Home is a betting page: the sportsbook app renders it, once the header and the
    // age and cookie questions have painted (the first-load budget, the LCP budget).
    expect(names(route({}))).toContain('@betshell/sportsbook');
    expect(names(route({})).filter((name) => !later.some((a) => a.name === name))).toEqual([
      '@betshell/header',
      ...firstPaint,
    ]);
  });

  it('puts each application in its slot: the header, the main area, the coupon beside it, the SEO text and the footer after it, the rest of the chrome floating', () => {
    expect(applicationsIn('header')).toEqual(['@betshell/header']);
    expect(applicationsIn('main')).toEqual([
      '@betshell/pages',
      '@betshell/sportsbook',
      'view:information',
      '@betshell/account-pages',
      '@betshell/office-security',
      '@betshell/casino',
      'view:promotions',
      '@betshell/responsible-gaming',
      '@betshell/bet-history',
      '@betshell/office-money',
      '@betshell/verification',
      '@betshell/office-sections',
      '@betshell/bonus-games',
      '@betshell/support',
      '@betshell/lottery-games',
    ]);
    expect(applicationsIn('beside')).toEqual(['@betshell/coupon']);
    // The slot the server writes the page's SEO text into (@betshell/domain/seo).
    expect(applicationsIn('seo-text')).toEqual([SEO_TEXT_APPLICATION]);
    expect(applicationsIn('footer')).toEqual(['@betshell/footer']);
    expect(applicationsIn('floating')).toEqual(
      CHROME.filter((name) => name !== '@betshell/footer' && name !== SEO_TEXT_APPLICATION),
    );
  });

  it('mounts the sign-in parcel as chrome on the default layout, after the first paint', () => {
    const auth = application('@betshell/auth');
    expect(auth?.source).toEqual({ kind: 'parcel', module: '@betshell/auth' });
    expect(auth?.afterFirstPaint).toBe(true);
    expect(names(route({}))).toContain('@betshell/auth');
    expect(
      names(route({ name: 'maintenance', area: 'maintenance', layout: 'maintenance' })),
    ).not.toContain('@betshell/auth');
  });

  it('gives the sign-in pages, the login page and stopnewsletter to the account pages parcel', () => {
    for (const name of [
      'registration',
      'confirm-terms',
      'user-passwordreset',
      'user-activation',
      'user-accountverify',
      'login',
      'stopnewsletter',
    ]) {
      expect(names(route({ name, area: 'account' }))).toContain('@betshell/account-pages');
      expect(names(route({ name, area: 'account' }))).not.toContain('@betshell/pages');
    }
  });

  it('renders the share-idea, paycheck and loyalty pages through the office sections parcel, beside the office menu', () => {
    for (const name of [
      'office-share-idea',
      'office-paycheck',
      'office-promotion',
      'office-rewards',
    ]) {
      const page = route({ name, area: 'office' });
      expect(names(page)).toContain('@betshell/office-sections');
      expect(names(page)).toContain('@betshell/office-menu');
      expect(names(page)).not.toContain('@betshell/pages');
    }
  });

  it('renders toto and lotto through the lottery games parcel', () => {
    for (const name of ['toto', 'lotto']) {
      expect(mainOf(route({ name, area: 'betting' }))).toEqual(['@betshell/lottery-games']);
    }
  });

  it('renders the office security and settings pages through the office security parcel', () => {
    for (const name of ['office-security', 'office-settings']) {
      const page = route({ name, area: 'office' });
      expect(names(page)).toContain('@betshell/office-security');
      expect(names(page)).not.toContain('@betshell/pages');
    }
    expect(names(route({ name: 'office-account', area: 'office' }))).not.toContain(
      '@betshell/office-security',
    );
  });

  it('renders the office money pages and the payment results through the office money parcel', () => {
    for (const page of [
      route({ name: 'office-recharge', area: 'office' }),
      route({ name: 'payment-result', area: 'payment-result', layout: 'empty' }),
    ]) {
      expect(mainOf(page)).toEqual(['@betshell/office-money']);
    }
  });

  it('mounts the session-limit watch as chrome on the default layout, after the first paint', () => {
    const watch = application('@betshell/session-limit');
    expect(watch?.source).toEqual({ kind: 'parcel', module: '@betshell/session-limit' });
    expect(watch?.afterFirstPaint).toBe(true);
    expect(names(route({}))).toContain('@betshell/session-limit');
  });

  it('renders the office responsible-gaming page through the responsible-gaming parcel only', () => {
    const page = route({ name: 'office-responsible', area: 'office' });
    expect(names(page)).toContain('@betshell/responsible-gaming');
    expect(names(page)).not.toContain('@betshell/pages');
    expect(names(route({ name: 'office-security', area: 'office' }))).not.toContain(
      '@betshell/responsible-gaming',
    );
  });

  it('floats the coupon beside the betting pages after the first paint, and nowhere else', () => {
    expect(application('@betshell/coupon')?.afterFirstPaint).toBe(true);
    expect(names(route({ name: 'home', area: 'betting' }))).toContain('@betshell/coupon');
    expect(names(route({ name: 'office-account', area: 'office' }))).not.toContain(
      '@betshell/coupon',
    );
    expect(names(route({ name: 'about', area: 'information' }))).not.toContain('@betshell/coupon');
  });

  it("keeps the coupon's column free on the pages it floats beside, from the moment they settle", () => {
    expect(keepsBesideColumn(route({ name: 'home', area: 'betting' }))).toBe(true);
    expect(keepsBesideColumn(route({ name: 'about', area: 'information' }))).toBe(false);
    expect(
      keepsBesideColumn(
        route({ name: 'print-coupon', area: 'betting', params: { couponId: '1' } }),
      ),
    ).toBe(false);
  });

  it('renders the office bet history and the print-coupon page through the bet-history parcel, without the coupon', () => {
    for (const page of [
      route({ name: 'office-history', area: 'office' }),
      route({ name: 'print-coupon', area: 'betting', params: { couponId: '12' } }),
    ]) {
      expect(names(page)).toContain('@betshell/bet-history');
      expect(names(page)).not.toContain('@betshell/pages');
      expect(names(page)).not.toContain('@betshell/coupon');
    }
  });
});

describe('the casino lobby app', () => {
  it("renders the casino pages that show games and a game's page, and the pages parcel not there", () => {
    for (const name of [...CASINO_LOBBY_ROUTES, ...CASINO_GAME_ROUTES]) {
      const page = route({ name, area: 'casino' });
      expect(names(page)).toContain('@betshell/casino');
      expect(names(page)).not.toContain('@betshell/pages');
    }
  });

  it("leaves the casino's bonus pages and tournaments to the promotions view", () => {
    for (const name of ['bonus-casino', 'bonus-casino-tournaments', 'bonus-casino-tournament']) {
      const page = route({ name, area: 'casino' });
      expect(mainOf(page)).toEqual(['view:promotions']);
    }
    for (const name of ['bonuses', 'bonus-offer', 'promotions', 'landing', 'promo']) {
      expect(mainOf(route({ name, area: 'bonuses' }))).toEqual(['view:promotions']);
    }
    // A game's landing page is stored content of the same view; the games hub and a game by its
    // route are the casino app's.
    expect(mainOf(route({ name: 'games-landing', area: 'games' }))).toEqual(['view:promotions']);
    for (const name of ['games', 'games-game']) {
      expect(mainOf(route({ name, area: 'games' }))).toEqual(['@betshell/casino']);
    }
  });

  it('names only routes of the casino and games areas', () => {
    const casinoRoutes = new Set(
      ROUTES.filter(({ area }) => area === 'casino' || area === 'games').map((r) => r.name),
    );
    for (const name of [...CASINO_LOBBY_ROUTES, ...CASINO_GAME_ROUTES]) {
      expect(casinoRoutes).toContain(name);
    }
  });
});

describe('the routes not built yet', () => {
  const unbuilt = unbuiltRouteNames();

  it('are exactly the pages the pages parcel renders for want of an application', () => {
    for (const definition of ROUTES) {
      if (definition.redirect !== undefined || SHELL_PAGE_AREAS.includes(definition.area)) continue;
      const page = route({ name: definition.name, area: definition.area });
      expect([definition.name, unbuilt.includes(definition.name)]).toEqual([
        definition.name,
        names(page).includes('@betshell/pages'),
      ]);
    }
  });

  it("are linked from none of the site's menus: the main and bottom navigation, the footer", () => {
    const linked = [
      ...MAIN_NAVIGATION.map((item) => item.path),
      ...BOTTOM_NAVIGATION_LINKS.map((item) => item.path),
      ...FOOTER_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.path)),
    ];
    for (const path of linked) {
      const route = matchRoute(path)?.route.name;
      expect([path, route !== undefined && !unbuilt.includes(route)]).toEqual([path, true]);
    }
  });

  it("leave out the shell's own pages and the routes that only send the visitor elsewhere", () => {
    expect(unbuilt).toEqual(expect.arrayContaining(['internal-vpn']));
    for (const name of [
      'home',
      'office-account',
      'office-paycheck',
      'office-share-idea',
      'login',
      'stopnewsletter',
      'casino',
      'about',
      'user-forgotpassword',
    ]) {
      expect(unbuilt).not.toContain(name);
    }
    const shellPages = ROUTES.filter((definition) => SHELL_PAGE_AREAS.includes(definition.area));
    for (const { name } of shellPages) expect(unbuilt).not.toContain(name);
  });

  it('places the office menu once, beside every page it lists and no other, its place kept as the page settles', () => {
    for (const { route: name } of OFFICE_MENU) {
      const page = route({ name, area: 'office' });
      // Every entry is a built page, whose own parcel carries no menu.
      expect(mainApplicationOf(name, 'office')).not.toBeNull();
      expect(names(page)).toContain('@betshell/office-menu');
      expect(keepsSectionMenu(page)).toBe(true);
    }
    expect(names(route({ name: 'office-recharge-modal', area: 'office' }))).toContain(
      '@betshell/office-menu',
    );
    // The menu opened as a modal by its address, over the account page.
    const modal = route({ name: 'office-navigation-menu', area: 'office' });
    expect(names(modal)).toContain('@betshell/office-menu');
    expect(mainApplicationOf('office-navigation-menu', 'office')).toBe('@betshell/office-money');
    for (const page of [
      route({ name: 'payment-result', area: 'payment-result', layout: 'empty' }),
    ]) {
      expect(names(page)).not.toContain('@betshell/office-menu');
      expect(keepsSectionMenu(page)).toBe(false);
    }
    // Home's section menu is the sports menu's (below).
    expect(names(route({ name: 'home', area: 'betting' }))).not.toContain('@betshell/office-menu');
    expect(applicationsIn('section-menu')).toEqual([
      '@betshell/office-menu',
      '@betshell/sports-menu',
    ]);
  });

  it('places the sports menu beside the line and live lists and a game, after the first paint, in the section menu’s place', () => {
    expect(application('@betshell/sports-menu')?.afterFirstPaint).toBe(true);
    for (const name of ['home', 'home-menu', 'betting-game']) {
      const page = route({ name, area: 'betting' });
      expect(names(page)).toContain('@betshell/sports-menu');
      expect(keepsSectionMenu(page)).toBe(true);
      expect(keepsSportsMenu(page)).toBe(true);
    }
    for (const page of [
      route({ name: 'results', area: 'betting' }),
      route({ name: 'print-coupon', area: 'betting' }),
      route({ name: 'office-account', area: 'office' }),
      route({ name: 'about', area: 'information' }),
    ]) {
      expect(names(page)).not.toContain('@betshell/sports-menu');
      expect(keepsSportsMenu(page)).toBe(false);
    }
    expect(keepsSportsMenu(route({ name: 'office-account', area: 'office' }))).toBe(false);
  });
});
