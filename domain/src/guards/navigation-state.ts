import type { LanguageCode } from '../language/site-languages';
import type { LanguagePreferences } from '../language/resolve-language';
import type { Layout, RouteDefinition } from '../routing/route-definition';
import type { SiteConfig } from '../site-config/site-config';
import type { Query } from './query-string';

/** What the guards know of the player. */
export interface PlayerState {
  readonly authorised: boolean;
  /** Above 0: banned (spec/shell.md section 4). */
  readonly banLevel: number;
  readonly banVersion: number;
  /** isUserTermsChanged: the player has terms to confirm. */
  readonly termsChanged: boolean;
}

export const ANONYMOUS_PLAYER: PlayerState = {
  authorised: false,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
};

/** Everything the guard pipeline decides from, besides the URL. */
export interface NavigationState {
  readonly availableLanguages: readonly LanguageCode[];
  readonly languagePreferences: LanguagePreferences;
  readonly config: SiteConfig;
  /** The maintenance cookie as read. */
  readonly maintenanceCookie: string | undefined;
  /** The blocking reason that applies (see blockingReason), or null. */
  readonly blockingReason: number | null;
  readonly player: PlayerState;
  readonly environment: 'production' | 'development';
  /** True when the navigation starts from a page of the site rather than from outside it. */
  readonly fromInsideApp: boolean;
  /** A touch device that poses as a desktop tablet (spec/shell.md section 9). */
  readonly touchDesktopTablet: boolean;
}

/** The routes the pipeline works with: the site's table, or a test's. */
export interface RouteTable {
  match(
    pathWithoutLanguage: string,
  ): { readonly route: RouteDefinition; readonly params: Readonly<Record<string, string>> } | null;
  byName(name: string): RouteDefinition | undefined;
}

/** Which guard decided, for logs and tests. */
export type GuardName =
  | 'language'
  | 'mobile'
  | 'platform-type'
  | 'maintenance'
  | 'blocking'
  | 'route-redirect'
  | 'ban'
  | 'terms'
  | 'access'
  | 'bonus-variant'
  | 'inside-app';

export type NavigationResolution =
  | {
      readonly kind: 'render';
      readonly lng: LanguageCode;
      readonly route: RouteDefinition;
      readonly params: Readonly<Record<string, string>>;
      readonly query: Query;
      readonly layout: Layout;
    }
  | {
      readonly kind: 'redirect';
      /** A path of this site (`/ru/...`), or an absolute URL when `external`. */
      readonly to: string;
      readonly external: boolean;
      readonly by: GuardName;
    }
  /** spec/shell.md section 8: no matching page, or a failed validation or guard. */
  | { readonly kind: 'not-found'; readonly lng: LanguageCode }
  | { readonly kind: 'error'; readonly lng: LanguageCode; readonly status: number };

/** The layout a resolution shows in: error pages use the default layout. */
export function layoutOf(resolution: NavigationResolution): Layout | null {
  if (resolution.kind === 'render') return resolution.layout;
  return resolution.kind === 'redirect' ? null : 'default';
}
