import { SITE_LANGUAGES } from '@betshell/domain';

/**
 * A page's path under the language: lowercase segments of letters, digits, `-` and `_` (the spec's
 * `cash_terminals`), at most four deep (`rules/sport/settlement` is three).
 */
export const INFORMATION_PAGE_PATH_PATTERN = '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*){0,3}$';

/** `{lng}/{path}` as the views route reads it after /views/information/. */
export const INFORMATION_VIEW_PATH_PATTERN = `^(${SITE_LANGUAGES.join('|')})(/[a-z0-9][a-z0-9_-]*){1,4}/?$`;

/** The path one level up: `rules/sport/settlement` -> `rules/sport`; null at the top. */
export function parentPath(path: string): string | null {
  const cut = path.lastIndexOf('/');
  return cut === -1 ? null : path.slice(0, cut);
}
