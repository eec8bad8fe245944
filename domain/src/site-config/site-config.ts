import type { ReadonlyStatic, SiteConfigSchema } from '@betshell/api-contract';
import type { RetryPolicy } from '../retry/retry-with';

/**
 * The site configuration the platform API serves at GET /bff-api/config/all.json (spec/shell.md
 * section 3, "Site config flags used by the shell"; DESIGN.md, operators configure languages,
 * feature flags and hidden paths): the API contract's SiteConfigSchema, whose fields say what each
 * is. Names the spec writes out (`ref_id`, `group_id`, `isPwa`, `promoBonusToOffer`) are kept as
 * written.
 */
export type SiteConfig = ReadonlyStatic<typeof SiteConfigSchema>;

/**
 * Maintenance as configured (spec/shell.md section 3, its second reading, names as written). Dates
 * are ISO 8601 instants or null. The site is in maintenance while isActive or web_state is set.
 */
export type MaintenanceConfig = SiteConfig['maintenance'];

/** What /manifest.json takes from the config; a CSS hex colour such as #0f2238. */
export type PwaManifestConfig = SiteConfig['pwaManifest'];

/** One configured source-to-target route: a route name of the table, and a path under `/{lng}`. */
export type SignInRedirectRule = SiteConfig['signInRedirects'][number];

/**
 * spec/shell.md section 3: "Social link: name, link, label, mediaFullPath, iconName". `name` is the
 * network (telegram, vk, ...), `label` what a screen reader and a hover say, `mediaFullPath` the
 * icon's image, `iconName` the icon's style (its brand colour in the footer).
 */
export type SocialLink = SiteConfig['socialLinks'][number];

/** spec/shell.md section 9: the site config is cached 600 to 900 seconds. */
export const SITE_CONFIG_CACHE_SECONDS = { min: 600, max: 900 } as const;

/** spec/shell.md section 9: config load retried 5 times at 1000 ms. */
export const SITE_CONFIG_LOAD_RETRY: RetryPolicy = { count: 5, delayMs: 1000 };

/** spec/shell.md section 8: the error when there is no site config. */
export const NO_SITE_CONFIG = 'no site config';
