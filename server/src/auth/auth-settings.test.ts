import { DEFAULT_AUTH_SETTINGS, readAuthSettings } from './auth-settings';

function read(env: Record<string, string>) {
  const problems: string[] = [];
  const settings = readAuthSettings((name) => env[name], problems);
  return { settings, problems };
}

describe('the sign-in settings', () => {
  it('are the defaults without any variable', () => {
    expect(read({})).toEqual({ settings: DEFAULT_AUTH_SETTINGS, problems: [] });
  });

  it('read every variable', () => {
    const { settings, problems } = read({
      JWT_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '120',
      SESSION_MAX_HOURS: '4',
      SESSION_COOKIE_SECURE: 'true',
      FINGERPRINT_REQUIRED: '0',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_JWKS_FILE: '/etc/betshell/google.json',
      GOOGLE_ISSUERS: 'https://accounts.google.com, accounts.google.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_PER_MINUTE: '100',
      RATE_LIMIT_PER_ACCOUNT: '10',
      REGISTRATION_LIMIT_PER_ADDRESS: '20',
      REGISTRATION_LIMIT_PER_FINGERPRINT: '5',
    });

    expect(problems).toEqual([]);
    expect(settings).toEqual({
      jwtSecret: 'x'.repeat(32),
      accessTokenTtlSeconds: 120,
      sessionMaxHours: 4,
      secureCookies: true,
      fingerprintRequired: false,
      googleClientId: 'id.apps.googleusercontent.com',
      googleKeySet: { file: '/etc/betshell/google.json' },
      googleIssuers: ['https://accounts.google.com', 'accounts.google.com'],
      redisUrl: 'redis://127.0.0.1:6379',
      rateLimitPerAddressPerMinute: 100,
      rateLimitPerAccountPer15Minutes: 10,
      registrationsPerAddressPerHour: 20,
      registrationsPerFingerprintPerHour: 5,
    });
  });

  it('raise the registration limits with RATE_LIMIT_PER_MINUTE when they are not set (as the journeys run)', () => {
    const { settings } = read({ RATE_LIMIT_PER_MINUTE: '100000' });

    expect(settings.registrationsPerAddressPerHour).toBe(10 * 1666);
    expect(settings.registrationsPerFingerprintPerHour).toBe(3 * 1666);
  });

  it('report each wrong value, without repeating the secret', () => {
    const { problems } = read({
      JWT_SECRET: 'short-secret',
      ACCESS_TOKEN_TTL_SECONDS: '0',
      SESSION_MAX_HOURS: 'twelve',
      FINGERPRINT_REQUIRED: 'yes',
    });

    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number above 0, not "0"',
      'SESSION_MAX_HOURS must be a whole number above 0, not "twelve"',
      'FINGERPRINT_REQUIRED must be true or false, not "yes"',
    ]);
  });
});
