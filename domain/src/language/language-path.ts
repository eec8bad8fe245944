import { resolveLanguage, type LanguagePreferences } from './resolve-language';
import type { LanguageCode } from './site-languages';

/** spec/shell.md section 2.1: the language segment is two lowercase letters. */
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export interface SplitPath {
  /** The first segment when it has the shape of a language, whether or not it is allowed. */
  readonly segment: string | null;
  /** The path after the language segment, always starting with `/`. */
  readonly rest: string;
}

/** `/ru/office/account` -> `{ segment: 'ru', rest: '/office/account' }`; `/` -> `{ null, '/' }`. */
export function splitLanguagePath(pathname: string): SplitPath {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  const first = match?.[1] ?? '';
  if (!LANGUAGE_SEGMENT.test(first)) return { segment: null, rest: pathname || '/' };
  return { segment: first, rest: match?.[2] ?? '/' };
}

/** The same page in another language: `/ru/office` -> `/en/office`, `/office` -> `/en/office`. */
export function pathInLanguage(pathname: string, lng: LanguageCode): string {
  return `/${lng}${splitLanguagePath(pathname).rest}`;
}

/** The language of a path when its segment is one this visitor may use, else null. */
export function languageOfPath(
  pathname: string,
  available: readonly LanguageCode[],
): LanguageCode | null {
  const { segment } = splitLanguagePath(pathname);
  return available.find((lng) => lng === segment) ?? null;
}

export interface LocationParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * spec/shell.md section 2.1: a path without a language segment goes to the same path under the
 * current language; a path whose segment is not an allowed language goes to the same rest under a
 * valid one. Query and hash are kept. Null when the path is already right.
 */
export function languageRedirect(
  location: LocationParts,
  available: readonly LanguageCode[],
  preferences: LanguagePreferences,
): string | null {
  if (languageOfPath(location.pathname, available)) return null;
  const lng = resolveLanguage(preferences, available);
  const target = pathInLanguage(location.pathname, lng);
  // Only reachable with a configuration that allows no language at all: stay rather than loop.
  if (target === location.pathname) return null;
  return `${target}${location.search}${location.hash}`;
}
