// What the browser needs of SEO and referrals; the rules only the server applies (pattern
// resolution, robots.txt and sitemap paths, the stored referral) are in ../server.ts, so they stay
// out of the first load's bundle (docs/performance.md, the first-load budget).
export type * from './seo-page-data';
export type { SeoPageEntry } from './resolve-seo-page';
export * from './seo-head';
export {
  referralCookiesOf,
  type LandingQuery,
  type ReferralCookie,
} from '../referral/referral-cookies';
