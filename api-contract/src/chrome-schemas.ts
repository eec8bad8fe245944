import { Type } from 'typebox';

// What the site's chrome asks: the app version, the visitor's country, the cookie agreement and
// the browser's fingerprint token.

/** The latest instant JavaScript dates reach; later would not be a time the browser could send. */
const LATEST_INSTANT_MS = 8_640_000_000_000_000;

/** GET /web-api/version */
export const AppVersionSchema = Type.Object({ version: Type.String() });

/**
 * GET /web-api/geo/visitor: the ISO 3166 alpha-2 code (upper case) and the site's id of the
 * visitor's country; null when unknown or not a country of the site.
 */
export const VisitorCountrySchema = Type.Object({
  countryCode: Type.Union([Type.String(), Type.Null()]),
  countryId: Type.Union([Type.Integer(), Type.Null()]),
});

/** POST /web-api/cookies-agreement?cookiesAgreeTime= (spec/shell.md section 7); answers 204. */
export const CookieAgreementQuerySchema = Type.Object({
  cookiesAgreeTime: Type.Integer({ minimum: 0, maximum: LATEST_INSTANT_MS }),
});

export const CookieAgreementBodySchema = Type.Object(
  { functional: Type.Boolean(), marketing: Type.Boolean() },
  { additionalProperties: false },
);

/** POST /web-api/fingerprint: the browser's components; answers the fingerprint token. */
export const FingerprintBodySchema = Type.Object(
  { componentsData: Type.Unknown() },
  { additionalProperties: false },
);

export const FingerprintAnswerSchema = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  data: Type.Object({ visitorId: Type.String() }),
});
