/**
 * The route table's vocabulary (spec/shell.md sections 2.2 to 2.9). Every path of the site is a
 * route under the `/{lng}` prefix; the guard pipeline reads these fields and nothing else.
 */

/** spec/shell.md section 2.2. */
export type Layout = 'default' | 'empty' | 'blocked' | 'maintenance';

/**
 * Who renders a route. Each area is one application: a remote app of another team or one of the
 * shell's own pages. An area whose app is not built yet is rendered by the shell's pages parcel,
 * which names the area and shows the route's parameters (README, "What it does today").
 */
export type RouteArea =
  | 'betting'
  | 'casino'
  | 'games'
  | 'bonuses'
  | 'office'
  | 'information'
  | 'account'
  | 'payment-result'
  | 'blocking'
  | 'maintenance'
  | 'errors'
  | 'debug';

/**
 * The areas of the shell's own pages: blocking (section 4), maintenance and the error pages
 * (section 8). Every other area is a main area of the site, a remote app's (spec section 1).
 */
export const SHELL_PAGE_AREAS: readonly RouteArea[] = ['blocking', 'maintenance', 'errors'];

/** What a path parameter may hold; a value that breaks its rule makes the path a 404. */
export type ParamRule =
  { readonly kind: 'numeric' } | { readonly kind: 'one-of'; readonly values: readonly string[] };

/** A rule of spec/shell.md section 5 that a route is subject to, beyond login and flags. */
export type RouteCondition =
  /** registration/{type?}: only when the site config allows registration. */
  | 'registration-allowed'
  /** payment: only when the payment route is enabled, and for the logged-in if so configured. */
  | 'payment'
  /** office/identification: only when identification is enabled. */
  | 'identification'
  /** rules/...: only when the rules section is enabled. */
  | 'rules-section'
  /** statistic, statisticpopup: only when statistics are enabled. */
  | 'statistics'
  /** debugger: never in production (internal-vpn is not debug-only, section 2.8). */
  | 'debug-only'
  /** A bonus route: shown only when promoBonusToOffer is off, else its offers twin. */
  | 'bonus-variant'
  /** An offers route: shown only when promoBonusToOffer is on, else its bonus twin. */
  | 'offers-variant'
  /** office/recharge as a modal: only when reached from a page of the site (see modalOf). */
  | 'from-inside-app';

export interface RedirectTarget {
  /** A path under the language, e.g. `/slots/vulkan`. */
  readonly path: string;
  /** The query of the target; absent means none. */
  readonly query?: Readonly<Record<string, string>>;
}

export interface RouteMatch {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
}

export interface RouteDefinition {
  /** The spec's route name where it gives one (`oldBrowser`, `bonus-offer-partner`), else ours. */
  readonly name: string;
  /**
   * The path under `/{lng}`: literal segments, `:name` parameters, `:name?` optional ones, and a
   * final `*` for any rest (`/blog/*`).
   */
  readonly path: string;
  readonly params?: Readonly<Record<string, ParamRule>>;
  readonly layout: Layout;
  readonly area: RouteArea;
  /** `authorised`: needs login (section 6). `anonymous`: offered only to visitors. */
  readonly access?: 'authorised' | 'anonymous';
  /** A key of the site config's routeFeatureFlags that must be on. */
  readonly featureFlag?: string;
  readonly conditions?: readonly RouteCondition[];
  /** The route's twin in the other bonus variant (bonus <-> offers), by route name. */
  readonly variantOf?: string;
  /**
   * A route that opens as a modal over this page (by route name). Reached from outside the site,
   * where there is no page under it, the visitor gets that page instead.
   */
  readonly modalOf?: string;
  /** Banned users may open it (section 4: "unless the target route allows it"). */
  readonly allowedWhenBanned?: boolean;
  /** A route that only sends the visitor elsewhere (sections 2.4 to 2.8). */
  readonly redirect?: (match: RouteMatch) => RedirectTarget;
  /** The HTTP status the page stands for (`500` is an error page with status 500). */
  readonly status?: number;
}
