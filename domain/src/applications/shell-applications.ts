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

export const SHELL_APPLICATIONS: readonly ShellApplication[] = [
  // spec/shell.md section 2.2: the default layout carries the shell's chrome; empty, blocked and
  // maintenance pages stand alone.
  { name: '@betshell/header', isActiveFor: (page) => page.layout === 'default' },
  {
    name: PAGES_APPLICATION,
    isActiveFor: (page) => page.kind !== 'route' || AREA_APPLICATION[page.area] === null,
  },
];

export function applicationsActiveFor(page: SettledPage): ShellApplication[] {
  return SHELL_APPLICATIONS.filter((application) => application.isActiveFor(page));
}
