import type { AccountsSettings } from '../accounts/accounts-plugin';
import type { CasinoSettings } from '../app';
import type { AuthSettings } from '../auth/auth-settings';
import { createTestPlayer, TEST_AUTH_SETTINGS, TEST_PASSWORD } from './auth-fixtures';
import { buildTestApp, type TestApp } from './build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { createTestClock, type TestClock } from './test-clock';
import { createTestVisitor, type TestVisitor } from './test-visitor';

export interface AuthTestSetup {
  readonly clock: TestClock;
  /** The app of the describe block, once its beforeAll has built it. */
  readonly testApp: TestApp;
}

/**
 * The whole app on a test clock for one describe block of the sign-in tests: built before its
 * tests (TEST_AUTH_SETTINGS and `auth` over them) and closed after.
 */
export function setUpAuthTestApp(
  options: {
    start?: Date;
    auth?: Partial<AuthSettings>;
    accounts?: AccountsSettings;
    casino?: CasinoSettings;
    uploadsDir?: string;
  } = {},
): AuthTestSetup {
  const clock = createTestClock(options.start);
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp({
      auth: { ...TEST_AUTH_SETTINGS, ...options.auth },
      clock: clock.now,
      accounts: options.accounts,
      casino: options.casino,
      uploadsDir: options.uploadsDir,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => built?.close());
  return {
    clock,
    get testApp() {
      if (built === undefined) throw new Error('The test app is built in beforeAll');
      return built;
    },
  };
}

/** A browser that has loaded the site: it holds the CSRF cookies and a fingerprint token. */
export async function arrivedVisitor(testApp: TestApp): Promise<TestVisitor> {
  const visitor = createTestVisitor(testApp.app);
  await visitor.arrive();
  return visitor;
}

/** A browser signed in with a login (account id or e-mail) and its password. */
export async function signedInVisitor(
  testApp: TestApp,
  uLogin: string,
  uPassword: string = TEST_PASSWORD,
): Promise<TestVisitor> {
  const visitor = await arrivedVisitor(testApp);
  const response = await visitor.post('/auth-api/v1/login', {
    form: 'login_password',
    uLogin,
    uPassword,
  });
  if (response.statusCode !== 200) throw new Error(`The test login failed: ${response.body}`);
  return visitor;
}

/** A new player (no e-mail, no phone, registered now on the test clock), signed in. */
export async function signedInPlayer(
  setup: AuthTestSetup,
): Promise<{ readonly userId: number; readonly visitor: TestVisitor }> {
  const player = await createTestPlayer(setup.testApp, { createdAt: setup.clock.now() });
  return { userId: player.id, visitor: await signedInVisitor(setup.testApp, String(player.id)) };
}

/**
 * A captcha drawn for the visitor whose answer the test knows: it sets the answer, as a person
 * would read it off the image. Answers the captcha's id.
 */
export async function answeredCaptcha(
  testApp: TestApp,
  visitor: TestVisitor,
  answer = 'abcde',
): Promise<string> {
  const { captchaId } = (await visitor.get('/web-api/captcha/update')).json<{
    captchaId: string;
  }>();
  await testApp.database.query(
    `update captchas set answer_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') where id = $1`,
    [captchaId, answer],
  );
  return captchaId;
}
