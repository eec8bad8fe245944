import type { SiteConfig } from '@betshell/domain';
import { Type, type TSchema } from 'typebox';
import { LanguageCodeSchema } from '@betshell/api-contract';

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
const webAddress = () => Type.String({ format: 'uri', pattern: '^https?://' });

/**
 * One schema per field of SiteConfig. `satisfies` makes the compiler refuse a field that the domain
 * type lacks or a missing one; the repository's checked cast to SiteConfig proves the value types.
 */
export const SITE_CONFIG_FIELD_SCHEMAS = {
  siteName: Type.String(),
  languages: languageList(),
  hiddenLanguages: languageList(),
  registrationAllowed: Type.Boolean(),
  identificationShown: Type.Boolean(),
  paymentOnlyForAuthorized: Type.Boolean(),
  paymentRouteEnabled: Type.Boolean(),
  rulesSectionEnabled: Type.Boolean(),
  statisticsEnabled: Type.Boolean(),
  hiddenPaths: Type.Immutable(Type.Array(Type.String())),
  routeFeatureFlags: Type.Record(Type.String(), Type.Boolean()),
  promoBonusToOffer: Type.Boolean(),
  allowedCoefViews: Type.Immutable(Type.Array(Type.Integer({ minimum: 0 }))),
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
      notify_started_at: nullableInstant(),
      notify_ended_at: nullableInstant(),
      isActive: Type.Boolean(),
      web_state: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  forceGeoOffAllowed: Type.Boolean(),
  mobileSiteUrl: Type.Union([webAddress(), Type.Null()]),
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
  snowOnHome: Type.Boolean(),
  // At least a minute: every open tab asks once per period.
  appVersionCheckIntervalSeconds: Type.Integer({ minimum: 60 }),
  pwaManifest: Type.Object(
    { themeColor: Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' }) },
    { additionalProperties: false },
  ),
  // A route name, and a path of this site under the language (never `//host`).
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
} satisfies { readonly [Key in keyof SiteConfig]-?: TSchema };

export type SiteConfigKey = keyof typeof SITE_CONFIG_FIELD_SCHEMAS;

export const SITE_CONFIG_KEYS = Object.keys(SITE_CONFIG_FIELD_SCHEMAS) as SiteConfigKey[];

export function isSiteConfigKey(name: string): name is SiteConfigKey {
  return Object.hasOwn(SITE_CONFIG_FIELD_SCHEMAS, name);
}

export const SiteConfigSchema = Type.Object(SITE_CONFIG_FIELD_SCHEMAS, {
  additionalProperties: false,
});
