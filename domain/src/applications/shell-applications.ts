import type { SettledPage } from '../navigation/settled-page';
import type { RouteArea } from '../routing/route-definition';

/**
 * The applications the root config registers with single-spa. Each is mounted for the pages it
 * serves; the build reads the same table to choose the preload hints of the first page, so the two
 * never disagree.
 */
export interface ShellApplication {
  /** Its import-map name. */
  readonly name: string;
  readonly isActiveFor: (page: SettledPage) => boolean;
}

/**
 * The remote app that renders each area, by import-map name; null while it is not built, and the
 * shell's pages parcel stands in (README, status).
 */
export const AREA_APPLICATION: Readonly<Record<RouteArea, string | null>> = {
  betting: null,
  casino: null,
  games: null,
  bonuses: null,
  office: null,
  information: null,
  account: null,
  'payment-result': null,
  debug: null,
  // The shell's own pages: always the pages parcel.
  blocking: null,
  maintenance: null,
  errors: null,
};

/** Areas whose pages the shell itself owns; any other area without an app is "not built yet". */
export const SHELL_PAGE_AREAS: readonly RouteArea[] = ['blocking', 'maintenance', 'errors'];

export const PAGES_APPLICATION = '@betshell/pages';

/**
 * The rest of the shell's chrome (issue 4), each its own parcel, all on the pages of the default
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
] as const;

export const SHELL_APPLICATIONS: readonly ShellApplication[] = [
  // spec/shell.md section 2.2: the default layout carries the shell's chrome; empty, blocked and
  // maintenance pages stand alone.
  { name: '@betshell/header', isActiveFor: (page) => page.layout === 'default' },
  {
    name: PAGES_APPLICATION,
    isActiveFor: (page) => page.kind !== 'route' || AREA_APPLICATION[page.area] === null,
  },
  ...CHROME_APPLICATIONS.map((name) => ({
    name,
    isActiveFor: (page: SettledPage) => page.layout === 'default',
  })),
];

export function applicationsActiveFor(page: SettledPage): ShellApplication[] {
  return SHELL_APPLICATIONS.filter((application) => application.isActiveFor(page));
}
