import { CASINO_LOBBY_ROUTES } from '../casino/casino-lobby-routes';
import type { SettledPage } from '../navigation/settled-page';
import { remoteViewName, type RemoteViewSource } from '../remote-views/remote-view-source';
import type { RouteArea } from '../routing/route-definition';

/**
 * The applications the root config registers with single-spa. Each is mounted for the pages it
 * serves, and every one loads through the platform's remote-view loader (its preloader, retries and
 * error block); the build reads the same table to choose the preload hints of the first page, so
 * the two never disagree.
 */
export interface ShellApplication {
  /** Its single-spa name: the import-map name of a parcel, `view:<appName>` of a JSON view. */
  readonly name: string;
  readonly source: RemoteViewSource;
  readonly isActiveFor: (page: SettledPage) => boolean;
  /**
   * Not needed for the first paint: mounted once the first page has painted and the browser is
   * idle, and not among the first page's preload hints (the first-load budget).
   */
  readonly afterFirstPaint?: boolean;
}

/**
 * The remote app that renders each area; null while it is not built, and the shell's pages parcel
 * stands in (README, "What it does today"). A parcel is named by its import-map name; a JSON
 * render-mode view by the app name its server answers for (GET /views/{appName}/{path}).
 */
export const AREA_APPLICATION: Readonly<Record<RouteArea, RemoteViewSource | null>> = {
  betting: { kind: 'parcel', module: '@betshell/sportsbook' },
  casino: null,
  games: null,
  bonuses: null,
  office: null,
  // decisions.md: information pages are stored content, served through the JSON render mode.
  information: { kind: 'json', appName: 'information' },
  account: null,
  'payment-result': null,
  debug: null,
  // The shell's own pages: always the pages parcel.
  blocking: null,
  maintenance: null,
  errors: null,
};

/** The casino lobby app, its own module of the import map. */
export const CASINO_APPLICATION = '@betshell/casino';

/**
 * Routes rendered by another app than their area's. The office is one area (one layout, one login
 * rule), but its pages belong to different parcels: security and settings to sign-in, money to the
 * accounts parcel, limits to responsible gaming. A route named here is never its area app's.
 */
export const ROUTE_APPLICATION: Readonly<Record<string, RemoteViewSource>> = {
  // Sign-in: the account area's pages that are built; the others stay "not built".
  registration: { kind: 'parcel', module: '@betshell/account-pages' },
  'confirm-terms': { kind: 'parcel', module: '@betshell/account-pages' },
  'office-security': { kind: 'parcel', module: '@betshell/office-security' },
  'office-settings': { kind: 'parcel', module: '@betshell/office-security' },
  // The casino lobby app renders the casino pages that show games; the casino area's
  // other pages (bonuses, a game's own page, thank-you pages) are not built and stay the pages
  // parcel's.
  ...Object.fromEntries(
    CASINO_LOBBY_ROUTES.map((name) => [name, { kind: 'parcel', module: CASINO_APPLICATION }]),
  ),
  // Responsible gaming: the office limits page.
  'office-responsible': { kind: 'parcel', module: '@betshell/responsible-gaming' },
  // Betting: the office bet history and the print-coupon page.
  'office-history': { kind: 'parcel', module: '@betshell/bet-history' },
  'print-coupon': { kind: 'parcel', module: '@betshell/bet-history' },
  // Accounts and payments: the office money pages and the payment result pages.
  ...Object.fromEntries(
    [
      'office-account',
      'office-recharge',
      'office-recharge-modal',
      'office-deduce',
      'office-historypay',
      'office-payment-requests',
      'office-bonuses-deposit',
      'office-bonuses-wager',
      'payment-result',
      'withdraw-result',
    ].map((name) => [name, { kind: 'parcel', module: '@betshell/office-money' }]),
  ),
  // Sign-in: the password reset and activation pages.
  'user-passwordreset': { kind: 'parcel', module: '@betshell/account-pages' },
  'user-activation': { kind: 'parcel', module: '@betshell/account-pages' },
  'user-accountverify': { kind: 'parcel', module: '@betshell/account-pages' },
};

/** The app that renders a route: its own, else its area's; null while neither is built. */
export function sourceOfRoute(name: string, area: RouteArea): RemoteViewSource | null {
  return ROUTE_APPLICATION[name] ?? AREA_APPLICATION[area];
}

/** Areas whose pages the shell itself owns; any other area without an app is "not built yet". */
export const SHELL_PAGE_AREAS: readonly RouteArea[] = ['blocking', 'maintenance', 'errors'];

export const PAGES_APPLICATION = '@betshell/pages';

const parcel = (module: string): RemoteViewSource => ({ kind: 'parcel', module });

function applicationName(source: RemoteViewSource): string {
  return source.kind === 'parcel' ? source.module : `view:${remoteViewName(source)}`;
}

/**
 * Area apps that load after the first paint, like the floating chrome: the sportsbook
 * renders home, the first page of most visits, and its 8 kB gzip do not fit in what the first-load
 * budget has left (about 1 kB); the header and footer paint first, the line follows at once.
 */
export const AFTER_FIRST_PAINT_AREA_APPLICATIONS: ReadonlySet<string> = new Set([
  '@betshell/sportsbook',
]);

/** One application per remote app of the areas and routes, active on the pages it renders. */
function areaApplications(): ShellApplication[] {
  const byName = new Map<string, ShellApplication>();
  for (const source of [...Object.values(AREA_APPLICATION), ...Object.values(ROUTE_APPLICATION)]) {
    if (source === null) continue;
    const name = applicationName(source);
    byName.set(name, {
      name,
      source,
      isActiveFor: (page) => {
        if (page.kind !== 'route') return false;
        const owner = sourceOfRoute(page.name, page.area);
        return owner !== null && applicationName(owner) === name;
      },
      ...(AFTER_FIRST_PAINT_AREA_APPLICATIONS.has(name) ? { afterFirstPaint: true } : {}),
    });
  }
  return [...byName.values()];
}
/**
 * The rest of the shell's chrome, each its own parcel, all on the pages of the default
 * layout (spec/shell.md section 2.2). The footer has a slot after the main area in index.html; the
 * others float over the page. Each parcel decides itself whether it shows anything (the snow only
 * on home, the reminder only for visitors, ...).
 */
export const CHROME_APPLICATIONS = [
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
  // The page's SEO h1 and text, in its slot between the main area and the footer.
  '@betshell/seo-text',
] as const;

/**
 * The chrome the first paint needs: the two questions a new visitor must answer before using the
 * site, the age limit and the cookie agreement. For a new visitor they are the largest thing on the
 * page, so the largest contentful paint waits for them (LCP under 2.5 s on a mobile
 * connection); for a returning visitor they show nothing. The others float over the page and wait
 * until it has painted, and so does the footer: the main area fills the window (the shell's
 * styles), so the footer starts below the fold and arrives without moving anything in view. Their
 * 3 kB gzip are paid for by the footer's 2 kB leaving the first load (budget 200 kB).
 */
export const FIRST_PAINT_CHROME: ReadonlySet<string> = new Set([
  '@betshell/age-restriction',
  '@betshell/cookie-banner',
]);

export const SHELL_APPLICATIONS: readonly ShellApplication[] = [
  // spec/shell.md section 2.2: the default layout carries the shell's chrome; empty, blocked and
  // maintenance pages stand alone.
  {
    name: '@betshell/header',
    source: parcel('@betshell/header'),
    isActiveFor: (page) => page.layout === 'default',
  },
  {
    name: PAGES_APPLICATION,
    source: parcel(PAGES_APPLICATION),
    isActiveFor: (page) => page.kind !== 'route' || sourceOfRoute(page.name, page.area) === null,
  },
  ...areaApplications(),
  ...CHROME_APPLICATIONS.map((name) => ({
    name,
    source: parcel(name),
    isActiveFor: (page: SettledPage) => page.layout === 'default',
    afterFirstPaint: !FIRST_PAINT_CHROME.has(name),
  })),
  {
    name: '@betshell/coupon',
    source: parcel('@betshell/coupon'),
    isActiveFor: isCouponPage,
    afterFirstPaint: true,
  },
];

export function applicationsActiveFor(page: SettledPage): ShellApplication[] {
  return SHELL_APPLICATIONS.filter((application) => application.isActiveFor(page));
}

/**
 * The coupon floats beside the betting pages (limits-coupon-signin.md section 2: "The
 * coupon is shown beside betting pages"), except the print-coupon page, which prints one coupon. It
 * waits for the first paint: the home page is a betting page, and the first load carries no coupon.
 */
export function isCouponPage(page: SettledPage): boolean {
  return (
    page.kind === 'route' &&
    page.area === 'betting' &&
    page.layout === 'default' &&
    page.name !== 'print-coupon'
  );
}
