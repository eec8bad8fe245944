import type { LanguageCode } from '../language/site-languages';
import type { RemoteViewsConfig } from '../remote-views/remote-view-source';
import type { RetryPolicy } from '../retry/retry-with';

/**
 * Maintenance as configured (spec/shell.md section 3, its second reading, names as written). Dates
 * are ISO 8601 instants or null. The site is in maintenance while isActive or web_state is set.
 */
export interface MaintenanceConfig {
  readonly started_at: string | null;
  readonly ended_at: string | null;
  /** The notice shows from this instant... */
  readonly notify_started_at: string | null;
  /** ...until this one. */
  readonly notify_ended_at: string | null;
  readonly isActive: boolean;
  readonly web_state: boolean;
}

/**
 * The site configuration the platform API serves at GET /bff-api/config/all.json (spec/shell.md
 * section 3, "Site config flags used by the shell"; DESIGN.md, operators configure languages,
 * feature flags and hidden paths). Names the spec writes out (`ref_id`, `group_id`, `isPwa`,
 * `promoBonusToOffer`) are kept as written.
 */
export interface SiteConfig {
  readonly siteName: string;
  /** The allowed languages, in the order the switcher offers them. */
  readonly languages: readonly LanguageCode[];
  /** Allowed languages offered only to authorised users and holders of the `ua` cookie. */
  readonly hiddenLanguages: readonly LanguageCode[];
  readonly registrationAllowed: boolean;
  readonly identificationShown: boolean;
  readonly paymentOnlyForAuthorized: boolean;
  readonly paymentRouteEnabled: boolean;
  readonly rulesSectionEnabled: boolean;
  readonly statisticsEnabled: boolean;
  /** Paths (without the language segment) that answer 404. */
  readonly hiddenPaths: readonly string[];
  /** Feature flags by name; a route that names a flag needs it on (absent counts as off). */
  readonly routeFeatureFlags: Readonly<Record<string, boolean>>;
  readonly promoBonusToOffer: boolean;
  /** Coefficient view ids the player may choose (spec/limits-coupon-signin.md section 9). */
  readonly allowedCoefViews: readonly number[];
  /** appViewType: 0 European, 1 Asian. */
  readonly defaultBettingView: number;
  readonly defaultMarketsNameType: 'short' | 'full';
  readonly ageLimit: number;
  readonly inactivityLogoffMinutes: number;
  readonly registrationReminderDelaySeconds: number;
  readonly registrationReminderIntervalMinutes: number;
  readonly ref_id: number;
  readonly group_id: number;
  readonly isPwa: boolean;
  readonly maintenance: MaintenanceConfig;
  /**
   * decisions.md: the force_geo_off cookie lifts a template-type-1 block only where the operator
   * allows it; off by default, and meant for test and staging sites.
   */
  readonly forceGeoOffAllowed: boolean;
  /**
   * Where touch devices posing as desktop tablets are sent (spec/shell.md section 9), with
   * platform_type=mobile. Null: there is no mobile site, so nobody is sent.
   */
  readonly mobileSiteUrl: string | null;
  /**
   * Remote views (docs/architecture.md, "Remote views"): the origins whose views may bring
   * stylesheets, scripts and code, and the switch that stops codeToEval everywhere.
   */
  readonly remoteViews: RemoteViewsConfig;
  /** The footer's social links (spec/shell.md section 3, "Social link"), in the order shown. */
  readonly socialLinks: readonly SocialLink[];
  /** spec/shell.md section 1: "An optional snow effect exists on the home page". Off by default. */
  readonly snowOnHome: boolean;
  /**
   * How often the browser asks for the site's version after its first check at 60 s (spec/shell.md
   * section 9 gives only the start; the period is the operator's, see app-version-watch.ts).
   */
  readonly appVersionCheckIntervalSeconds: number;
  /** limits-coupon-signin.md section 3: "pwaManifest themeColor", the installable site's colour. */
  readonly pwaManifest: PwaManifestConfig;
  /**
   * spec/shell.md section 4: after login or registration, a player coming from a source route is
   * sent to its target route (`@betshell/domain/sign-in`, sign-in-target-routes.ts).
   */
  readonly signInRedirects: readonly SignInRedirectRule[];
}

/** What /manifest.json takes from the config; a CSS hex colour such as #0f2238. */
export interface PwaManifestConfig {
  readonly themeColor: string;
}

/** One configured source-to-target route: a route name of the table, and a path under `/{lng}`. */
export interface SignInRedirectRule {
  readonly source: string;
  readonly target: string;
}

/**
 * spec/shell.md section 3: "Social link: name, link, label, mediaFullPath, iconName". `name` is the
 * network (telegram, vk, ...), `label` what a screen reader and a hover say, `mediaFullPath` the
 * icon's image, `iconName` the icon's style (its brand colour in the footer).
 */
export interface SocialLink {
  readonly name: string;
  readonly link: string;
  readonly label: string;
  readonly mediaFullPath: string;
  readonly iconName: string;
}

/** spec/shell.md section 9: the site config is cached 600 to 900 seconds. */
export const SITE_CONFIG_CACHE_SECONDS = { min: 600, max: 900 } as const;

/** spec/shell.md section 9: config load retried 5 times at 1000 ms. */
export const SITE_CONFIG_LOAD_RETRY: RetryPolicy = { count: 5, delayMs: 1000 };

/** spec/shell.md section 8: the error when there is no site config. */
export const NO_SITE_CONFIG = 'no site config';
