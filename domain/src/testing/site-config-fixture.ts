import { DEFAULT_SITE_CONFIG } from '../site-config/default-site-config';
import type { SiteConfig } from '../site-config/site-config';

/** A complete configuration for tests: the defaults, with what the test is about overridden. */
export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...DEFAULT_SITE_CONFIG, ...overrides };
}
