import type { SiteConfig } from './site-config';

/**
 * The groups of GET /bff-api/config/group/get (spec/shell.md section 7): named parts of the site
 * configuration, so a client that needs a few flags does not take all of them. Each key of
 * SiteConfig belongs to exactly one group.
 */
export const SITE_CONFIG_GROUPS = {
  general: [
    'siteName',
    'ref_id',
    'group_id',
    'ageLimit',
    'isPwa',
    'mobileSiteUrl',
    'socialLinks',
    'snowOnHome',
    'appVersionCheckIntervalSeconds',
    'pwaManifest',
    'verificationWithdrawalThresholds',
  ],
  languages: ['languages', 'hiddenLanguages'],
  routes: [
    'registrationAllowed',
    'identificationShown',
    'paymentOnlyForAuthorized',
    'paymentRouteEnabled',
    'rulesSectionEnabled',
    'statisticsEnabled',
    'hiddenPaths',
    'routeFeatureFlags',
    'promoBonusToOffer',
  ],
  betting: ['allowedCoefViews', 'defaultBettingView', 'defaultMarketsNameType'],
  session: [
    'inactivityLogoffMinutes',
    'registrationReminderDelaySeconds',
    'registrationReminderIntervalMinutes',
    'signInRedirects',
  ],
  availability: ['maintenance', 'forceGeoOffAllowed'],
  views: ['remoteViews'],
} as const satisfies Readonly<Record<string, readonly (keyof SiteConfig)[]>>;

export type SiteConfigGroup = keyof typeof SITE_CONFIG_GROUPS;

export const SITE_CONFIG_GROUP_NAMES = Object.keys(SITE_CONFIG_GROUPS) as SiteConfigGroup[];

export function isSiteConfigGroup(name: string): name is SiteConfigGroup {
  return Object.hasOwn(SITE_CONFIG_GROUPS, name);
}

/** The chosen groups of a configuration: `{ general: { siteName, ... }, ... }`. */
export function siteConfigGroups(
  config: SiteConfig,
  groups: readonly SiteConfigGroup[],
): Partial<Record<SiteConfigGroup, Partial<SiteConfig>>> {
  return Object.fromEntries(
    groups.map((group) => [
      group,
      Object.fromEntries(SITE_CONFIG_GROUPS[group].map((key) => [key, config[key]])),
    ]),
  );
}
