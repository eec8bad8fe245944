import { Type } from 'typebox';
import { LanguageCodeSchema } from './early-answers-schemas';

// GET /bff-api/config/all.json?lang= (the site config the shell loads before anything else) and
// /bff-api/config/group/get. The domain's SiteConfig is this schema's type.

const languageList = () => Type.Immutable(Type.Array(LanguageCodeSchema));
/**
 * RFC 3339 instants: TypeBox's date-time format (checked by site-config-schema.test.ts) refuses a
 * time without a zone (`2026-11-22T10:00:00`) and impossible dates (`2026-02-30T10:00:00Z`).
 */
const nullableInstant = () => Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
/**
 * The uri format alone accepts any scheme, `javascript:` included; browsers are sent to this
 * address, so only http and https pass.
 */
/** An amount in a currency's minor units that a currency may leave out. */
const thresholdMinor = () => Type.Optional(Type.Integer({ minimum: 0 }));
const webAddress = () => Type.String({ format: 'uri', pattern: '^https?://' });

/** One schema per field of the site config; the operator sets each field on its own. */
export const SITE_CONFIG_FIELD_SCHEMAS = {
  siteName: Type.String(),
  /** The allowed languages, in the order the switcher offers them. */
  languages: languageList(),
  /** Allowed languages offered only to authorised users and holders of the `ua` cookie. */
  hiddenLanguages: languageList(),
  registrationAllowed: Type.Boolean(),
  identificationShown: Type.Boolean(),
  paymentOnlyForAuthorized: Type.Boolean(),
  paymentRouteEnabled: Type.Boolean(),
  rulesSectionEnabled: Type.Boolean(),
  statisticsEnabled: Type.Boolean(),
  /** Paths (without the language segment) that answer 404. */
  hiddenPaths: Type.Immutable(Type.Array(Type.String())),
  /** Feature flags by name; a route that names a flag needs it on (absent counts as off). */
  routeFeatureFlags: Type.Record(Type.String(), Type.Boolean()),
  promoBonusToOffer: Type.Boolean(),
  /** Coefficient view ids the player may choose (spec/limits-coupon-signin.md section 9). */
  allowedCoefViews: Type.Immutable(Type.Array(Type.Integer({ minimum: 0 }))),
  /** appViewType: 0 European, 1 Asian. */
  defaultBettingView: Type.Integer({ minimum: 0 }),
  defaultMarketsNameType: Type.Enum(['short', 'full']),
  ageLimit: Type.Integer({ minimum: 0 }),
  inactivityLogoffMinutes: Type.Integer({ minimum: 0 }),
  registrationReminderDelaySeconds: Type.Integer({ minimum: 0 }),
  registrationReminderIntervalMinutes: Type.Integer({ minimum: 0 }),
  ref_id: Type.Integer(),
  group_id: Type.Integer(),
  isPwa: Type.Boolean(),
  maintenance: Type.Object(
    {
      started_at: nullableInstant(),
      ended_at: nullableInstant(),
      /** The notice shows from this instant... */
      notify_started_at: nullableInstant(),
      /** ...until this one. */
      notify_ended_at: nullableInstant(),
      isActive: Type.Boolean(),
      web_state: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  /**
   * decisions.md: the force_geo_off cookie lifts a template-type-1 block only where the operator
   * allows it; off by default, and meant for test and staging sites.
   */
  forceGeoOffAllowed: Type.Boolean(),
  /**
   * Where touch devices posing as desktop tablets are sent (spec/shell.md section 9), with
   * platform_type=mobile. Null: there is no mobile site, so nobody is sent.
   */
  mobileSiteUrl: Type.Union([webAddress(), Type.Null()]),
  /**
   * Remote views (docs/architecture.md, "Remote views"): the origins whose views may bring
   * stylesheets, scripts and code, and the switch that stops codeToEval everywhere.
   */
  remoteViews: Type.Object(
    {
      codeToEval: Type.Boolean(),
      // `self`, or an origin: scheme, host and port, nothing after.
      trustedOrigins: Type.Immutable(
        Type.Array(Type.String({ pattern: '^(self|https?://[^/?#\\s]+)$' })),
      ),
    },
    { additionalProperties: false },
  ),
  /** The footer's social links (spec/shell.md section 3, "Social link"), in the order shown. */
  socialLinks: Type.Immutable(
    Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1 }),
          link: webAddress(),
          label: Type.String({ minLength: 1 }),
          // An absolute web address or a path of this site: never a javascript: or data: URL.
          mediaFullPath: Type.String({ pattern: '^(https?://|/(?!/))' }),
          iconName: Type.String({ pattern: '^[a-z0-9-]+$' }),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /** spec/shell.md section 1: "An optional snow effect exists on the home page". Off by default. */
  snowOnHome: Type.Boolean(),
  // At least a minute: every open tab asks once per period.
  /**
   * How often the browser asks for the site's version after its first check at 60 s (spec/shell.md
   * section 9 gives only the start; the period is the operator's, see app-version-watch.ts).
   */
  appVersionCheckIntervalSeconds: Type.Integer({ minimum: 60 }),
  /** limits-coupon-signin.md section 3: "pwaManifest themeColor", the installable site's colour. */
  pwaManifest: Type.Object(
    { themeColor: Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' }) },
    { additionalProperties: false },
  ),
  // A route name, and a path of this site under the language (never `//host`).
  /**
   * spec/shell.md section 4: after login or registration, a player coming from a source route is
   * sent to its target route (`@betshell/domain/sign-in`, sign-in-target-routes.ts).
   */
  signInRedirects: Type.Immutable(
    Type.Array(
      Type.Object(
        {
          source: Type.String({ pattern: '^[a-z0-9-]+$' }),
          target: Type.String({ pattern: '^/(?![/\\\\])' }),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /**
   * Per currency, in minor units, the largest withdrawal a player without an approved verification
   * may request (@betshell/domain/verification, withdrawal-verification.ts); a currency left out
   * has no such amount: every withdrawal in it waits for the verification.
   */
  verificationWithdrawalThresholds: Type.Object(
    {
      RUB: thresholdMinor(),
      USD: thresholdMinor(),
      EUR: thresholdMinor(),
      UAH: thresholdMinor(),
      KZT: thresholdMinor(),
      INR: thresholdMinor(),
      NGN: thresholdMinor(),
      JPY: thresholdMinor(),
    },
    { additionalProperties: false },
  ),
};

export const SiteConfigSchema = Type.Object(SITE_CONFIG_FIELD_SCHEMAS, {
  additionalProperties: false,
});
