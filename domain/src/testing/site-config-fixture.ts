import type { SiteConfig } from '../site-config/site-config';

/** A complete configuration for tests; override what the test is about. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    siteName: 'betshell',
    languages: ['ru', 'en', 'ua', 'kz', 'az', 'uz'],
    hiddenLanguages: ['uz'],
    registrationAllowed: true,
    identificationShown: false,
    paymentOnlyForAuthorized: true,
    paymentRouteEnabled: true,
    rulesSectionEnabled: true,
    statisticsEnabled: true,
    hiddenPaths: [],
    routeFeatureFlags: {},
    promoBonusToOffer: false,
    allowedCoefViews: [0, 1, 2, 4, 5, 6],
    defaultBettingView: 0,
    defaultMarketsNameType: 'short',
    ageLimit: 18,
    inactivityLogoffMinutes: 30,
    registrationReminderDelaySeconds: 60,
    registrationReminderIntervalMinutes: 1440,
    ref_id: 1,
    group_id: 1,
    isPwa: false,
    ...overrides,
  };
}
