import { readRegistrationAcceptance } from '../players/registration-acceptance';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import {
  createGoogleTestKeys,
  TEST_GOOGLE_CLIENT_ID,
  type GoogleTestKeys,
} from '../test-support/google-test-keys';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

/** A multipart/form-data body, as the browser's FormData sends it. */
function multipart(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  const boundary = '----betshell-test-boundary';
  const payload =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const accepted = { termsAccepted: 'true', ageConfirmed: 'true' };

describe('Google one-tap', () => {
  let testApp: TestApp;
  let offApp: TestApp;
  let google: GoogleTestKeys;

  beforeAll(async () => {
    google = await createGoogleTestKeys();
    testApp = await buildTestApp({
      auth: {
        ...TEST_AUTH_SETTINGS,
        googleClientId: TEST_GOOGLE_CLIENT_ID,
        googleKeySet: { file: google.file },
      },
    });
    offApp = await buildTestApp({ auth: TEST_AUTH_SETTINGS, inMemory: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await offApp.close();
  });

  let visitor: TestVisitor;
  beforeEach(async () => {
    visitor = createTestVisitor(testApp.app);
    await visitor.arrive();
  });

  const oneTap = (fields: Record<string, string>) => {
    const { payload, headers } = multipart(fields);
    return visitor.request({
      method: 'POST',
      url: '/social-api/oauth/google-one-tap',
      payload,
      headers,
    });
  };

  it('answers the configured client id', async () => {
    const response = await visitor.get('/social-api/oauth/google-one-tap/clientId');

    expect(response.json()).toEqual({ clientId: TEST_GOOGLE_CLIENT_ID });
  });

  it('signs a new Google account up and in, and answers where to go', async () => {
    const credential = await google.credential({
      sub: 'tap-1',
      email: 'tap@gmail.com',
      email_verified: true,
    });

    const response = await oneTap({
      credential,
      language: 'en',
      currency: 'USD',
      countryId: '6',
      ...accepted,
    });
    const check = await visitor.get('/auth-api/v1/check');
    const [row] = await testApp.database.query<Record<string, unknown>>(
      'select registration_type, currency, country_id from players where email = $1',
      ['tap@gmail.com'],
    );

    expect(response.json()).toEqual({ redirectUrl: '/en/' });
    expect(check.statusCode).toBe(200);
    expect(row).toEqual({ registration_type: 'soc_reg', currency: 'USD', country_id: 6 });
  });

  it('registers nobody without the terms accepted and the age confirmed, but signs a linked player in', async () => {
    const credential = await google.credential({
      sub: 'tap-3',
      email: 'tap3@gmail.com',
      email_verified: true,
    });
    const form = { credential, language: 'en', currency: 'USD', countryId: '6' };
    const playersWith = async (email: string) =>
      testApp.database.query<{ id: number }>('select id from players where email = $1', [email]);

    const refused = await oneTap({ ...form, termsAccepted: 'true' });
    const refusedPlayers = await playersWith('tap3@gmail.com');
    const registered = await oneTap({ ...form, ...accepted });
    const [player] = await playersWith('tap3@gmail.com');
    const again = createTestVisitor(testApp.app);
    await again.arrive();
    const signedIn = await again.request({
      method: 'POST',
      url: '/social-api/oauth/google-one-tap',
      ...multipart(form),
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', details: { missing: ['termsAccepted', 'ageConfirmed'] } },
    });
    expect(refusedPlayers).toEqual([]);
    expect(registered.statusCode).toBe(200);
    expect(await readRegistrationAcceptance(testApp.database, Number(player?.id))).toMatchObject({
      termsVersion: 'initial',
      ageLimit: 18,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a forged credential, and a form without one', async () => {
    const forged = await oneTap({
      credential: await google.forged({ sub: 'tap-2' }),
      language: 'ru',
      currency: 'RUB',
      countryId: '1',
    });
    const missing = await oneTap({ language: 'ru', currency: 'RUB', countryId: '1' });

    expect(forged.json()).toMatchObject({ error: { code: 'INVALID_SOCIAL_CREDENTIAL' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { details: { missing: ['credential'] } } });
  });

  it('answers 404 where no client id is configured', async () => {
    const response = await offApp.app.inject('/social-api/oauth/google-one-tap/clientId');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'GOOGLE_ONE_TAP_OFF' } });
  });
});
