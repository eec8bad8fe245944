import { HIDDEN_LANGUAGES, SITE_LANGUAGES } from '../language/site-languages';
import type { SiteConfig, SocialLink } from './site-config';

/** Where the platform API serves the icons of the default social links (server/content/media). */
export const SOCIAL_ICON_PATH = '/web-api/media/social';

/**
 * The site's configuration before an operator changes anything. The server adds each key it lacks
 * at start-up, so a new release brings its new flags and keeps every operator edit.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: 'betshell',
  // decisions.md, Languages: all six, uz hidden from unauthorised users without the ua cookie.
  languages: SITE_LANGUAGES,
  hiddenLanguages: HIDDEN_LANGUAGES,
  registrationAllowed: true,
  identificationShown: false,
  paymentOnlyForAuthorized: true,
  paymentRouteEnabled: true,
  rulesSectionEnabled: true,
  statisticsEnabled: true,
  hiddenPaths: [],
  // Product lines a jurisdiction may not license: their routes answer 404 while their flag is off.
  routeFeatureFlags: { esports: true, lotto: true, toto: true, poker: true, bingo: true },
  promoBonusToOffer: false,
  // decisions.md, Coupon: 0 decimal, 1 fractional, 2 American, 4 Hong Kong, 5 Indonesian, 6 Malay.
  allowedCoefViews: [0, 1, 2, 4, 5, 6],
  defaultBettingView: 0,
  // spec/shell.md section 9: "markets name short".
  defaultMarketsNameType: 'short',
  ageLimit: 18,
  inactivityLogoffMinutes: 30,
  registrationReminderDelaySeconds: 60,
  registrationReminderIntervalMinutes: 1440,
  ref_id: 1,
  group_id: 1,
  isPwa: false,
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: false,
  },
  forceGeoOffAllowed: false,
  mobileSiteUrl: null,
  // Views of the site's own origin may run their code; an operator switches it off in the config.
  remoteViews: { codeToEval: true, trustedOrigins: ['self'] },
  // The brand's accounts as a demo site would have them; an operator sets the site's own with
  // `npm run ops -- config set socialLinks '[...]'`. The icons are served by the platform API.
  socialLinks: [
    socialLink('telegram', 'https://t.me/betshell', 'Telegram'),
    socialLink('vk', 'https://vk.com/betshell', 'VK'),
    socialLink('youtube', 'https://www.youtube.com/@betshell', 'YouTube'),
    socialLink('x', 'https://x.com/betshell', 'X'),
  ],
  snowOnHome: false,
  // Five minutes: a release reaches every open tab within minutes, at one small request per tab.
  appVersionCheckIntervalSeconds: 300,
  // The header's navy (root-config/src/shell.css), the colour of the installed site's title bar.
  pwaManifest: { themeColor: '#0f2238' },
  // No route sends a player elsewhere after sign-in until an operator configures one.
  signInRedirects: [],
  // Ours: about 500 euros in each currency; above it a withdrawal waits for an approved
  // verification (docs/verification.md). JPY has no minor unit.
  verificationWithdrawalThresholds: {
    RUB: 5_000_000,
    USD: 50_000,
    EUR: 50_000,
    UAH: 2_500_000,
    KZT: 30_000_000,
    INR: 5_000_000,
    NGN: 100_000_000,
    JPY: 80_000,
  },
};

function socialLink(name: string, link: string, label: string): SocialLink {
  return { name, link, label, mediaFullPath: `${SOCIAL_ICON_PATH}/${name}.svg`, iconName: name };
}
