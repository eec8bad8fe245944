/**
 * The applications the root config registers with single-spa, each under the `/{lng}` prefix. The
 * build reads the same table to choose the preload hints of a page, so the two never disagree.
 */
export interface ShellApplication {
  /** Its import-map name. */
  readonly name: string;
  /** Whether it is mounted at a path, given without the language segment (`/office/account`). */
  readonly isActiveAt: (pathWithoutLanguage: string) => boolean;
}

export const SHELL_APPLICATIONS: readonly ShellApplication[] = [
  // The header is on every page of every layout that exists so far.
  { name: '@betshell/header', isActiveAt: () => true },
];

export function applicationsActiveAt(pathWithoutLanguage: string): ShellApplication[] {
  return SHELL_APPLICATIONS.filter((application) => application.isActiveAt(pathWithoutLanguage));
}
