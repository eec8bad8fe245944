import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_AUTH_SETTINGS } from '../auth/auth-settings';
import { readServerEnv, ServerEnvError } from './server-env';

const REPO = '/srv/betshell';

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ServerEnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('reading the server environment', () => {
  it('defaults to 127.0.0.1:8080, PGlite in .data/pglite and the production site in dist/site', () => {
    expect(readServerEnv({}, REPO)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      database: { kind: 'PGlite', dataDir: join(REPO, '.data', 'pglite') },
      site: {
        siteDir: join(REPO, 'dist', 'site'),
        productionImportMap: join(REPO, 'importmap.json'),
        mode: 'production',
        environment: 'production',
        releasesDir: join(REPO, 'dist', 'releases'),
        moduleOrigins: [],
      },
      ops: { token: undefined, connectionFile: join(REPO, '.data', 'ops.json') },
      auth: DEFAULT_AUTH_SETTINGS,
      publicOrigin: 'http://127.0.0.1:8080',
      demoPay: { secret: undefined, callbackUrl: undefined },
      trustedProxies: [],
      redisChannelPrefix: 'betshell:signal:',
      casino: {
        walletSecret: undefined,
        walletUrl: undefined,
        providerUrl: undefined,
        demoProvider: true,
      },
      uploadsDir: join(REPO, '.data', 'uploads'),
    });
  });

  it('keeps uploads under DATA_DIR, in UPLOADS_DIR when given, and in a temporary folder beside an in-memory database', () => {
    expect(readServerEnv({ DATA_DIR: 'var/data' }, REPO).uploadsDir).toBe(
      resolve('var/data', 'uploads'),
    );
    expect(readServerEnv({ UPLOADS_DIR: '/srv/uploads' }, REPO).uploadsDir).toBe('/srv/uploads');
    expect(readServerEnv({ DATA_DIR: 'memory://' }, REPO).uploadsDir).toContain(
      join(tmpdir(), 'betshell-uploads-'),
    );
  });

  it('believes the X-Forwarded-For of the load balancers TRUSTED_PROXIES lists, addresses or ranges', () => {
    const env = readServerEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7,fd00::/8 ' }, REPO);

    expect(env.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range, naming it', () => {
    const problems = problemsOf(() =>
      readServerEnv({ TRUSTED_PROXIES: '10.0.0.1,balancer,10.0.0.0/33' }, REPO),
    );

    expect(problems).toEqual([
      'TRUSTED_PROXIES must list IP addresses or CIDR ranges such as 10.0.0.0/8, not "balancer"',
      'TRUSTED_PROXIES must list IP addresses or CIDR ranges such as 10.0.0.0/8, not "10.0.0.0/33"',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const env = readServerEnv({ DATABASE_URL: 'postgres://betshell@db:5432/betshell' }, REPO);

    expect(env.database).toEqual({
      kind: 'PostgreSQL',
      url: 'postgres://betshell@db:5432/betshell',
    });
  });

  it('keeps the database in memory for DATA_DIR=memory://', () => {
    expect(readServerEnv({ DATA_DIR: 'memory://' }, REPO).database).toEqual({
      kind: 'PGlite',
      dataDir: 'memory://',
    });
  });

  it('resolves relative directories against the working directory', () => {
    const env = readServerEnv({ DATA_DIR: 'var/data', SITE_DIR: 'build/site' }, REPO);

    expect(env.database).toEqual({ kind: 'PGlite', dataDir: resolve('var/data', 'pglite') });
    expect(env.site.siteDir).toBe(resolve('build/site'));
  });

  it('reads the port, host and development mode', () => {
    const env = readServerEnv({ PORT: '3000', HOST: '0.0.0.0', SITE_MODE: 'development' }, REPO);

    expect(env).toMatchObject({ port: 3000, host: '0.0.0.0', site: { mode: 'development' } });
  });

  it('serves the development import map in development mode, and staging when told', () => {
    expect(readServerEnv({ SITE_MODE: 'development' }, REPO).site.environment).toBe('development');
    expect(readServerEnv({ SITE_ENVIRONMENT: 'staging' }, REPO).site).toMatchObject({
      mode: 'production',
      environment: 'staging',
    });
  });

  it.each([
    [
      { SITE_ENVIRONMENT: 'qa' },
      'SITE_ENVIRONMENT must be development, staging or production, not "qa"',
    ],
    [
      { SITE_ENVIRONMENT: 'staging', SITE_MODE: 'development' },
      'SITE_ENVIRONMENT staging needs SITE_MODE production',
    ],
    [
      { SITE_ENVIRONMENT: 'development' },
      'SITE_ENVIRONMENT development needs SITE_MODE development',
    ],
  ])('refuses the environment of %j', (env, problem) => {
    expect(problemsOf(() => readServerEnv(env, REPO))).toEqual([problem]);
  });

  it('reads the releases folder and the origins import maps may load modules from', () => {
    const env = readServerEnv(
      {
        RELEASES_DIR: 'out/releases',
        IMPORT_MAP_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:9000',
      },
      REPO,
    );

    expect(env.site.releasesDir).toBe(resolve('out/releases'));
    expect(env.site.moduleOrigins).toEqual(['https://cdn.example.com', 'http://127.0.0.1:9000']);
    expect(
      problemsOf(() => readServerEnv({ IMPORT_MAP_ORIGINS: 'https://cdn.example.com/lib/' }, REPO)),
    ).toEqual([
      'IMPORT_MAP_ORIGINS must list origins such as https://cdn.example.com, not "https://cdn.example.com/lib/"',
    ]);
  });

  it('reads the log level, and refuses one pino does not know', () => {
    expect(readServerEnv({ LOG_LEVEL: 'warn' }, REPO).logLevel).toBe('warn');
    expect(problemsOf(() => readServerEnv({ LOG_LEVEL: 'loud' }, REPO))).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ]);
  });

  it('reads the operator token from OPS_TOKEN', () => {
    const token = 'k3y-of-the-operators-0123456789';

    expect(readServerEnv({ OPS_TOKEN: token }, REPO).ops.token).toBe(token);
  });

  it.each(['short-token', 'a token with spaces in it'])(
    'refuses OPS_TOKEN=%s without repeating the secret',
    (token) => {
      const problems = problemsOf(() => readServerEnv({ OPS_TOKEN: token }, REPO));

      expect(problems).toEqual([
        'OPS_TOKEN must be at least 16 characters without spaces or control characters',
      ]);
      expect(problems.join()).not.toContain(token);
    },
  );

  it('treats an empty variable as unset', () => {
    expect(readServerEnv({ PORT: '', DATABASE_URL: '', OPS_TOKEN: ' ' }, REPO)).toMatchObject({
      port: 8080,
      database: { kind: 'PGlite' },
      ops: { token: undefined },
    });
  });

  it.each(['abc', '80.5', '-1', '65536', '8080x'])(
    'refuses PORT=%s, saying what is wrong',
    (port) => {
      expect(() => readServerEnv({ PORT: port }, REPO)).toThrow(
        `PORT must be a whole number from 0 to 65535, not "${port}"`,
      );
    },
  );

  it('refuses an unknown SITE_MODE', () => {
    expect(() => readServerEnv({ SITE_MODE: 'staging' }, REPO)).toThrow(
      'SITE_MODE must be production or development, not "staging"',
    );
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => readServerEnv({ DATABASE_URL: 'mysql://db/betshell' }, REPO)).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('runs the demo payment provider unless told not to, and not in a real production environment', () => {
    const secret = 'the-shared-secret-of-the-demo-provider-0123';

    expect(readServerEnv({}, REPO).demoPay).not.toBeNull();
    expect(readServerEnv({ SITE_MODE: 'development' }, REPO).demoPay).not.toBeNull();
    expect(readServerEnv({ SITE_ENVIRONMENT: 'staging' }, REPO).demoPay).not.toBeNull();
    expect(readServerEnv({ DEMO_PAY: 'false' }, REPO).demoPay).toBeNull();
    expect(
      readServerEnv(
        {
          DEMO_PAY_SECRET: secret,
          DEMO_PAY_CALLBACK_URL: 'https://shop.example/payment-callbacks/demo-pay',
        },
        REPO,
      ).demoPay,
    ).toEqual({ secret, callbackUrl: 'https://shop.example/payment-callbacks/demo-pay' });
  });

  it('refuses a short DEMO_PAY_SECRET, a callback URL without a secret, and an unknown DEMO_PAY', () => {
    expect(
      problemsOf(() => readServerEnv({ DEMO_PAY: 'yes', DEMO_PAY_SECRET: 'short' }, REPO)),
    ).toEqual([
      'DEMO_PAY must be true or false, not "yes"',
      'DEMO_PAY_SECRET must be at least 32 characters',
    ]);
    expect(
      problemsOf(() => readServerEnv({ DEMO_PAY_CALLBACK_URL: 'https://shop.example/cb' }, REPO)),
    ).toEqual(['DEMO_PAY_CALLBACK_URL needs DEMO_PAY_SECRET, the secret both sides share']);
  });

  describe('in a real production environment (SITE_ENVIRONMENT=production)', () => {
    const SAFE = {
      SITE_ENVIRONMENT: 'production',
      OPS_TOKEN: 'k3y-of-the-operators-0123456789',
      PUBLIC_ORIGIN: 'https://bets.example',
    };

    it('starts with an operator token and an https public origin, with Secure cookies and no demo provider', () => {
      expect(readServerEnv(SAFE, REPO)).toMatchObject({
        publicOrigin: 'https://bets.example',
        auth: { secureCookies: true },
        demoPay: null,
        casino: { demoProvider: false },
      });
    });

    it('refuses to start with unsafe settings, and says which', () => {
      const problems = problemsOf(() =>
        readServerEnv(
          {
            SITE_ENVIRONMENT: 'production',
            PUBLIC_ORIGIN: 'http://bets.example',
            SESSION_COOKIE_SECURE: 'false',
            DEMO_PAY: 'true',
          },
          REPO,
        ),
      );

      expect(problems).toEqual([
        'SITE_ENVIRONMENT=production needs OPS_TOKEN: a generated operator token is written to a file on the host',
        'SITE_ENVIRONMENT=production needs PUBLIC_ORIGIN, an https:// origin',
        'SITE_ENVIRONMENT=production needs Secure session cookies: remove SESSION_COOKIE_SECURE=false',
        'SITE_ENVIRONMENT=production with DEMO_PAY=true needs DEMO_PAY_IN_PRODUCTION=true: the demo provider credits money nobody paid',
      ]);
    });

    it('refuses to start without a public origin', () => {
      expect(problemsOf(() => readServerEnv({ ...SAFE, PUBLIC_ORIGIN: undefined }, REPO))).toEqual([
        'SITE_ENVIRONMENT=production needs PUBLIC_ORIGIN, an https:// origin',
      ]);
    });

    it('runs the demo game provider only with the explicit opt-in', () => {
      expect(
        problemsOf(() => readServerEnv({ ...SAFE, DEMO_GAME_PROVIDER: 'true' }, REPO)),
      ).toEqual([
        'SITE_ENVIRONMENT=production with DEMO_GAME_PROVIDER=true needs DEMO_GAME_PROVIDER_IN_PRODUCTION=true: the demo games are not a licensed provider',
      ]);
      expect(
        readServerEnv(
          { ...SAFE, DEMO_GAME_PROVIDER: 'true', DEMO_GAME_PROVIDER_IN_PRODUCTION: 'true' },
          REPO,
        ).casino.demoProvider,
      ).toBe(true);
    });

    it('runs the demo provider only with the explicit opt-in', () => {
      expect(
        readServerEnv({ ...SAFE, DEMO_PAY: 'true', DEMO_PAY_IN_PRODUCTION: 'true' }, REPO).demoPay,
      ).not.toBeNull();
    });
  });

  it('builds the public origin from PUBLIC_ORIGIN, or from HOST and PORT, and marks cookies Secure behind https', () => {
    expect(readServerEnv({ PUBLIC_ORIGIN: 'https://bets.example:8443/' }, REPO)).toMatchObject({
      publicOrigin: 'https://bets.example:8443',
      auth: { secureCookies: true },
    });
    expect(readServerEnv({ HOST: '0.0.0.0', PORT: '3000' }, REPO)).toMatchObject({
      publicOrigin: 'http://localhost:3000',
      auth: { secureCookies: false },
    });
    expect(
      readServerEnv({ PUBLIC_ORIGIN: 'https://bets.example', SESSION_COOKIE_SECURE: 'false' }, REPO)
        .auth.secureCookies,
    ).toBe(false);
    expect(
      problemsOf(() => readServerEnv({ PUBLIC_ORIGIN: 'https://bets.example/en' }, REPO)),
    ).toEqual([
      'PUBLIC_ORIGIN must be an origin such as https://bets.example (scheme, host and port only)',
    ]);
  });

  it('reports every problem at once', () => {
    const read = () => readServerEnv({ PORT: 'x', SITE_MODE: 'y', DATABASE_URL: 'z' }, REPO);

    expect(read).toThrow(ServerEnvError);
    expect(problemsOf(read)).toEqual([
      'PORT must be a whole number from 0 to 65535, not "x"',
      'SITE_MODE must be production or development, not "y"',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
  });
});
