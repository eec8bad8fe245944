/**
 * How sign-in and the session behave, from the environment (config/server-env.ts reads it; docs/
 * configuration.md lists each variable). Tests pass their own.
 */
export interface AuthSettings {
  /** JWT_SECRET: the HS256 key of the access token; unset, one is generated and kept in the database. */
  readonly jwtSecret: string | undefined;
  /** ACCESS_TOKEN_TTL_SECONDS: the life of a token from GET /web-api/user/gettoken. */
  readonly accessTokenTtlSeconds: number;
  /** SESSION_MAX_HOURS: the absolute lifetime of a session, however active. */
  readonly sessionMaxHours: number;
  /** SESSION_COOKIE_SECURE: mark the session cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
  /** FINGERPRINT_REQUIRED: login and registration answer 400 code 120 without a valid fingerprint. */
  readonly fingerprintRequired: boolean;
  /** GOOGLE_CLIENT_ID: the audience of Google one-tap credentials; unset, one-tap is off. */
  readonly googleClientId: string | undefined;
  /** GOOGLE_JWKS_URL or GOOGLE_JWKS_FILE: the key set credentials are verified with. */
  readonly googleKeySet: { readonly url: string } | { readonly file: string };
  /** GOOGLE_ISSUERS: the accepted `iss` values. */
  readonly googleIssuers: readonly string[];
  /** REDIS_URL: rate limits shared through Redis instead of the database. */
  readonly redisUrl: string | undefined;
  /** RATE_LIMIT_PER_MINUTE: calls of one address to the sign-in routes per minute. */
  readonly rateLimitPerAddressPerMinute: number;
  /** RATE_LIMIT_PER_ACCOUNT: login attempts for one account per 15 minutes. */
  readonly rateLimitPerAccountPer15Minutes: number;
  /** REGISTRATION_LIMIT_PER_ADDRESS: registrations from one address per hour. */
  readonly registrationsPerAddressPerHour: number;
  /** REGISTRATION_LIMIT_PER_FINGERPRINT: registrations from one browser (fingerprint) per hour. */
  readonly registrationsPerFingerprintPerHour: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  jwtSecret: undefined,
  // Short enough that a stolen token is soon useless; the browser caches it 60 s (spec section 9).
  accessTokenTtlSeconds: 600,
  sessionMaxHours: 12,
  secureCookies: false,
  fingerprintRequired: true,
  googleClientId: undefined,
  googleKeySet: { url: 'https://www.googleapis.com/oauth2/v3/certs' },
  googleIssuers: ['https://accounts.google.com', 'accounts.google.com'],
  redisUrl: undefined,
  rateLimitPerAddressPerMinute: 60,
  // Above the captcha's 5 failures: a backstop for scripts that solve captchas.
  rateLimitPerAccountPer15Minutes: 30,
  // A household or an office behind one address opens a few accounts an hour at most; a mobile
  // carrier's shared address more, hence 10. One browser opening more than 3 an hour is a script.
  registrationsPerAddressPerHour: 10,
  registrationsPerFingerprintPerHour: 3,
};

/** The JWT key must resist guessing: HS256 wants at least 256 bits. */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * Reads the variables above; each problem is pushed to `problems` (server-env.ts reports them all
 * at once).
 */
export function readAuthSettings(
  value: (name: string) => string | undefined,
  problems: string[],
): AuthSettings {
  const positive = (name: string, fallback: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) === 0) {
      problems.push(`${name} must be a whole number above 0, not ${JSON.stringify(text)}`);
      return fallback;
    }
    return Number(text);
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (!['true', 'false', '1', '0'].includes(text)) {
      problems.push(`${name} must be true or false, not ${JSON.stringify(text)}`);
      return fallback;
    }
    return text === 'true' || text === '1';
  };
  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
  }
  const jwksFile = value('GOOGLE_JWKS_FILE');
  const jwksUrl = value('GOOGLE_JWKS_URL');
  const defaults = DEFAULT_AUTH_SETTINGS;
  const rateLimitPerAddressPerMinute = positive(
    'RATE_LIMIT_PER_MINUTE',
    defaults.rateLimitPerAddressPerMinute,
  );
  const scale = Math.max(
    1,
    Math.floor(rateLimitPerAddressPerMinute / defaults.rateLimitPerAddressPerMinute),
  );
  return {
    jwtSecret,
    accessTokenTtlSeconds: positive('ACCESS_TOKEN_TTL_SECONDS', defaults.accessTokenTtlSeconds),
    sessionMaxHours: positive('SESSION_MAX_HOURS', defaults.sessionMaxHours),
    secureCookies: flag('SESSION_COOKIE_SECURE', defaults.secureCookies),
    fingerprintRequired: flag('FINGERPRINT_REQUIRED', defaults.fingerprintRequired),
    googleClientId: value('GOOGLE_CLIENT_ID'),
    googleKeySet:
      jwksFile !== undefined
        ? { file: jwksFile }
        : { url: jwksUrl ?? (defaults.googleKeySet as { url: string }).url },
    googleIssuers:
      value('GOOGLE_ISSUERS')
        ?.split(',')
        .map((issuer) => issuer.trim()) ?? defaults.googleIssuers,
    redisUrl: value('REDIS_URL'),
    rateLimitPerAddressPerMinute,
    rateLimitPerAccountPer15Minutes: positive(
      'RATE_LIMIT_PER_ACCOUNT',
      defaults.rateLimitPerAccountPer15Minutes,
    ),
    // Unset, they grow with RATE_LIMIT_PER_MINUTE: a site that lets one address call more (many
    // players behind one address, or a test run from one machine) lets it register more too.
    registrationsPerAddressPerHour: positive(
      'REGISTRATION_LIMIT_PER_ADDRESS',
      defaults.registrationsPerAddressPerHour * scale,
    ),
    registrationsPerFingerprintPerHour: positive(
      'REGISTRATION_LIMIT_PER_FINGERPRINT',
      defaults.registrationsPerFingerprintPerHour * scale,
    ),
  };
}
