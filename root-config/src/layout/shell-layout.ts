// The shell's layout: which application mounts where, on which pages, and whether before or after
// the first paint, in one table. The root config registers its applications from it
// (root-config.ts) and the build reads the same table for index.html's slots and the first page's
// preload hints (scripts/build/build-site.ts), so the page, the registrations and the hints never
// disagree. It holds data and the few rules that read it, nothing of the browser, so the build
// (Node) can import it.
import {
  CASINO_GAME_ROUTES,
  CASINO_LOBBY_ROUTES,
  isCouponPage,
  OFFICE_MENU_ROUTES,
  ROUTES,
  SHELL_PAGE_AREAS,
  SPORTSBOOK_ROUTES,
  SPORTS_MENU_ROUTES,
  remoteViewName,
  type Layout,
  type RemoteViewSource,
  type RouteArea,
  type SettledPage,
} from '@betshell/domain';

/** Where an application shows: its element in index.html (scripts/build/index-html.ts). */
export type LayoutPlace =
  /** The header slot, over the static header bar the page paints from the HTML alone. */
  | 'header'
  /** The main area: the page's content, one application per page. */
  | 'main'
  /** Beside the main area's content, in a column the main area keeps free (the coupon). */
  | 'beside'
  /**
   * Before the main area's content, in a column at its start that the main area keeps free from
   * 1024 px and a row above the content narrower (the office menu and its button).
   */
  | 'section-menu'
  /** Between the main area and the footer, where the server writes the page's SEO text. */
  | 'seo-text'
  /** After the main area, in the page's flow; the main area fills the window, so below the fold. */
  | 'footer'
  /** Over the page, out of its flow, so neither its preloader nor its arrival moves the page. */
  | 'floating';

/** On which pages an application is mounted. */
export type LayoutPages =
  /** Every page of a layout (spec/shell.md section 2.2). */
  | { readonly layout: Layout }
  /** In the main area: the routes of these areas, but those a row names by route. */
  | { readonly areas: readonly RouteArea[] }
  /** In the main area: these routes, whatever their area. */
  | { readonly routes: readonly string[] }
  /**
   * In the main area: every page no other application of the main area renders (the 404 and error
   * pages, and each route whose app is not built yet).
   */
  | { readonly unclaimed: true }
  /** A rule the data above cannot say. */
  | { readonly when: (page: SettledPage) => boolean };

/**
 * `first-paint`: mounted as soon as its page settles, and among the first page's preload hints.
 * `after-first-paint`: mounted once the first page has painted and the browser is idle, and no
 * preload hint: the first load's budget (200 kB) and the largest paint (2.5 s) leave it out.
 */
export type LayoutPaint = 'first-paint' | 'after-first-paint';

export interface LayoutRow {
  /** A parcel by its import-map name, or a view of the JSON render mode by its app name. */
  readonly source: RemoteViewSource;
  readonly place: LayoutPlace;
  readonly pages: LayoutPages;
  readonly paint: LayoutPaint;
}

const SPORTS_MENU_APPLICATION = '@betshell/sports-menu';

/**
 * The pages of the bonus section, the casino's bonus pages and the games' landing pages (the
 * promotions view).
 */
const PROMOTION_PAGE_ROUTES: readonly string[] = [
  ...ROUTES.filter(({ area, redirect }) => area === 'bonuses' && redirect === undefined).map(
    ({ name }) => name,
  ),
  'bonus-casino',
  'bonus-casino-item',
  'bonus-casino-promotion',
  'bonus-casino-tournaments',
  'bonus-casino-tournament',
  'games-landing',
];

const parcel = (module: string): RemoteViewSource => ({ kind: 'parcel', module });

const DEFAULT_LAYOUT: LayoutPages = { layout: 'default' };

/**
 * Chrome: on every page of the default layout, where each parcel decides itself whether it shows
 * anything (the snow only on home, the reminder only for visitors, ...).
 */
const chrome = (module: string, place: LayoutPlace, paint: LayoutPaint): LayoutRow => ({
  source: parcel(module),
  place,
  pages: DEFAULT_LAYOUT,
  paint,
});

/**
 * One row per application, in the order they are registered. An area with no row in the main area
 * is not built yet: the pages parcel names it (README, "What it does today").
 */
export const SHELL_LAYOUT: readonly LayoutRow[] = [
  // spec/shell.md section 2.2: the default layout carries the shell's chrome; empty, blocked and
  // maintenance pages stand alone.
  {
    source: parcel('@betshell/header'),
    place: 'header',
    pages: DEFAULT_LAYOUT,
    paint: 'first-paint',
  },
  // The shell's own pages (errors, blocking, maintenance) and the areas not built yet.
  {
    source: parcel('@betshell/pages'),
    place: 'main',
    pages: { unclaimed: true },
    paint: 'first-paint',
  },
  // Home, the first page of most visits, is a betting page; the sportsbook with the sportsbook and
  // betting entries of the domain (20 kB gzip) does not fit in what the first-load budget has left
  // (9 kB): the header and the questions to a new visitor paint first, the line follows at once.
  {
    source: parcel('@betshell/sportsbook'),
    place: 'main',
    pages: { routes: SPORTSBOOK_ROUTES },
    paint: 'after-first-paint',
  },
  // decisions.md: information pages are stored content, served through the JSON render mode.
  {
    source: { kind: 'json', appName: 'information' },
    place: 'main',
    pages: { areas: ['information'] },
    paint: 'first-paint',
  },
  // The office is one area (one layout, one login rule), but its pages, like some of the account
  // and casino areas', belong to different parcels; the routes not named stay "not built".
  // Sign-in: the account area's pages that are built.
  {
    source: parcel('@betshell/account-pages'),
    place: 'main',
    pages: {
      routes: [
        'registration',
        'confirm-terms',
        'user-passwordreset',
        'user-activation',
        'user-accountverify',
        'login',
        'stopnewsletter',
      ],
    },
    paint: 'first-paint',
  },
  {
    source: parcel('@betshell/office-security'),
    place: 'main',
    pages: { routes: ['office-security', 'office-settings'] },
    paint: 'first-paint',
  },
  // The casino pages that show games, the thank-you pages among them, the games hub, and a game's
  // own page (by id and route, or by route under games/).
  {
    source: parcel('@betshell/casino'),
    place: 'main',
    pages: { routes: [...CASINO_LOBBY_ROUTES, ...CASINO_GAME_ROUTES] },
    paint: 'first-paint',
  },
  // Bonuses and promotions (spec 2.7), the casino's bonus pages with its tournaments and the games'
  // landing pages: stored pages and leaderboards the server draws, in the JSON render mode
  // (docs/promotions.md).
  {
    source: { kind: 'json', appName: 'promotions' },
    place: 'main',
    pages: { routes: PROMOTION_PAGE_ROUTES },
    paint: 'first-paint',
  },
  // Responsible gaming: the office limits page.
  {
    source: parcel('@betshell/responsible-gaming'),
    place: 'main',
    pages: { routes: ['office-responsible'] },
    paint: 'first-paint',
  },
  // Betting: the office bet history and the print-coupon page.
  {
    source: parcel('@betshell/bet-history'),
    place: 'main',
    pages: { routes: ['office-history', 'print-coupon'] },
    paint: 'first-paint',
  },
  // Accounts and payments: the office money pages and the payment result pages; the account page
  // is also the page under the office menu opened as a modal by its address (navigation-menu).
  {
    source: parcel('@betshell/office-money'),
    place: 'main',
    pages: {
      routes: [
        'office-account',
        'office-navigation-menu',
        'office-recharge',
        'office-recharge-modal',
        'office-deduce',
        'office-historypay',
        'office-payment-requests',
        'office-bonuses-deposit',
        'office-bonuses-wager',
        'payment-result',
        'withdraw-result',
      ],
    },
    paint: 'first-paint',
  },
  // Verification of the player's identity, and identification where the site config shows it.
  {
    source: parcel('@betshell/verification'),
    place: 'main',
    pages: { routes: ['office-verification', 'office-identification'] },
    paint: 'first-paint',
  },
  // The office's share-idea and paycheck pages, and the loyalty pages.
  {
    source: parcel('@betshell/office-sections'),
    place: 'main',
    pages: {
      routes: [
        'office-share-idea',
        'office-paycheck',
        'office-promotion',
        'office-rewards',
        'office-bringfriend',
        'office-vipcashback',
        'office-premiumcashback',
      ],
    },
    paint: 'first-paint',
  },
  // The bonus games: each key's page reveals the prize the server drew when it was awarded.
  {
    source: parcel('@betshell/bonus-games'),
    place: 'main',
    pages: { routes: ['bonus-game'] },
    paint: 'first-paint',
  },
  // Support: the office support page, its history and user-question modals, the payment request.
  {
    source: parcel('@betshell/support'),
    place: 'main',
    pages: {
      routes: [
        'office-support',
        'office-support-history',
        'office-user-question',
        'office-payment-create-request',
      ],
    },
    paint: 'first-paint',
  },
  // Toto and lotto: every sub-path of both routes.
  {
    source: parcel('@betshell/lottery-games'),
    place: 'main',
    pages: { routes: ['toto', 'lotto'] },
    paint: 'first-paint',
  },
  // The office menu beside every office page in its menu, so no office parcel carries it. It waits
  // for the first paint like the chrome: its place is kept from the moment the page settles.
  {
    source: parcel('@betshell/office-menu'),
    place: 'section-menu',
    pages: { when: (page) => page.kind === 'route' && OFFICE_MENU_ROUTES.includes(page.name) },
    paint: 'after-first-paint',
  },
  // The rest of the shell's chrome, each its own parcel. It waits for the first paint but for two
  // questions below, and so does the footer: the main area fills the window (the shell's styles),
  // so the footer starts below the fold and arrives without moving anything in view.
  chrome('@betshell/footer', 'footer', 'after-first-paint'),
  chrome('@betshell/notifications', 'floating', 'after-first-paint'),
  chrome('@betshell/support-button', 'floating', 'after-first-paint'),
  chrome('@betshell/scroll-to-top', 'floating', 'after-first-paint'),
  chrome('@betshell/snow', 'floating', 'after-first-paint'),
  // The two questions a new visitor must answer before using the site, the age limit and the
  // cookie agreement: for a new visitor the largest thing on the page, so the largest contentful
  // paint waits for them (under 2.5 s on a mobile connection); for a returning visitor they show
  // nothing. Their 7.5 kB gzip (the UI kit 5.0, whose dialog the age question is, age-restriction
  // 1.0, cookie-banner 1.5) are paid for by axios (20.9 kB) leaving the first load: the platform
  // imports it at its first call, after the paint.
  chrome('@betshell/age-restriction', 'floating', 'first-paint'),
  chrome('@betshell/cookie-banner', 'floating', 'first-paint'),
  chrome('@betshell/app-version', 'floating', 'after-first-paint'),
  chrome('@betshell/adblock-notice', 'floating', 'after-first-paint'),
  chrome('@betshell/registration-reminder', 'floating', 'after-first-paint'),
  chrome('@betshell/auth', 'floating', 'after-first-paint'),
  chrome('@betshell/session-limit', 'floating', 'after-first-paint'),
  chrome('@betshell/analytics', 'floating', 'after-first-paint'),
  // The page's SEO h1 and text (@betshell/domain/seo: SEO_TEXT_APPLICATION, whose slot the server
  // fills).
  chrome('@betshell/seo-text', 'seo-text', 'after-first-paint'),
  // The home page is a betting page, and the first load carries no coupon.
  {
    source: parcel('@betshell/coupon'),
    place: 'beside',
    pages: { when: isCouponPage },
    paint: 'after-first-paint',
  },
  // The left panel (docs/display-settings.md): the sports and championships menu with its search
  // beside the line, in the section menu's place, which the office menu has on office pages only.
  // It waits for the first paint like the sportsbook it stands beside; its column is kept from the
  // moment the page settles, or not kept when the player hid it (html[data-hide-left]).
  {
    source: parcel(SPORTS_MENU_APPLICATION),
    place: 'section-menu',
    pages: { when: isSportsMenuPage },
    paint: 'after-first-paint',
  },
];

/** Whether the sports menu stands beside a page: the line and live lists and a game's page. */
function isSportsMenuPage(page: SettledPage): boolean {
  return page.kind === 'route' && SPORTS_MENU_ROUTES.includes(page.name);
}

/**
 * Whether the section menu's place on a page is the sports menu's (body[data-with-sports-menu]):
 * from 1024 px a column while the left panel is shown, the row of its button while it is hidden
 * (shell.css), as on a phone.
 */
export function keepsSportsMenu(page: SettledPage): boolean {
  return applicationsActiveFor(page).some(({ name }) => name === SPORTS_MENU_APPLICATION);
}

/** Its single-spa name: the import-map name of a parcel, `view:<appName>` of a JSON view. */
export function applicationName(source: RemoteViewSource): string {
  return source.kind === 'parcel' ? source.module : `view:${remoteViewName(source)}`;
}

/**
 * The application of the main area that renders a route, or null when its app is not built (the
 * pages parcel then names the area). The phone layout journey visits every route it gives an app.
 */
export function mainApplicationOf(name: string, area: RouteArea): string | null {
  const main = SHELL_LAYOUT.filter((row) => row.place === 'main');
  const owner =
    main.find(({ pages }) => 'routes' in pages && pages.routes.includes(name)) ??
    main.find(({ pages }) => 'areas' in pages && pages.areas.includes(area));
  return owner === undefined ? null : applicationName(owner.source);
}

function isActiveFor(row: LayoutRow, page: SettledPage): boolean {
  const { pages } = row;
  if ('layout' in pages) return page.layout === pages.layout;
  if ('when' in pages) return pages.when(page);
  if (page.kind !== 'route') return 'unclaimed' in pages;
  const owner = mainApplicationOf(page.name, page.area);
  return 'unclaimed' in pages ? owner === null : owner === applicationName(row.source);
}

/**
 * The routes no application of the main area renders (those that only send the visitor elsewhere
 * apart): the areas not built yet, which the pages parcel names. The server answers them 404 with noindex (the build hands it this list, see
 * scripts/build/build-site.ts), and the site links to none of them.
 */
export function unbuiltRouteNames(): string[] {
  return ROUTES.filter(
    ({ name, area, redirect }) =>
      redirect === undefined &&
      !SHELL_PAGE_AREAS.includes(area) &&
      mainApplicationOf(name, area) === null,
  ).map(({ name }) => name);
}

/** A row as single-spa registers it. */
export interface ShellApplication {
  readonly name: string;
  readonly source: RemoteViewSource;
  readonly place: LayoutPlace;
  readonly afterFirstPaint: boolean;
  readonly isActiveFor: (page: SettledPage) => boolean;
}

export const SHELL_APPLICATIONS: readonly ShellApplication[] = SHELL_LAYOUT.map((row) => ({
  name: applicationName(row.source),
  source: row.source,
  place: row.place,
  afterFirstPaint: row.paint === 'after-first-paint',
  isActiveFor: (page: SettledPage) => isActiveFor(row, page),
}));

/** The applications a page mounts, in the table's order. */
export function applicationsActiveFor(page: SettledPage): ShellApplication[] {
  return SHELL_APPLICATIONS.filter((application) => application.isActiveFor(page));
}

/** The names of the applications of one place, in the table's order. */
export function applicationsIn(place: LayoutPlace): string[] {
  return SHELL_APPLICATIONS.filter((application) => application.place === place).map(
    (application) => application.name,
  );
}

/** Whether the main area keeps the section menu's place on a page (keepsBesideColumn says why). */
export function keepsSectionMenu(page: SettledPage): boolean {
  return applicationsActiveFor(page).some((application) => application.place === 'section-menu');
}

/**
 * Whether the main area keeps its column beside the content free on a page: where something of
 * that place is mounted, from the moment the page settles rather than when it arrives (it may wait
 * for the first paint), so the page's content never narrows under the player.
 */
export function keepsBesideColumn(page: SettledPage): boolean {
  return applicationsActiveFor(page).some((application) => application.place === 'beside');
}
