import { TEST_AUTH_SETTINGS } from '../test-support/auth-fixtures';
import {
  createGoogleTestKeys,
  TEST_GOOGLE_CLIENT_ID,
  type GoogleTestKeys,
} from '../test-support/google-test-keys';
import { createGoogleCredentialVerifier } from './google-credential-verifier';

describe('verifying a Google credential', () => {
  let keys: GoogleTestKeys;
  const now = new Date('2026-11-22T10:00:00Z');
  const settings = { ...TEST_AUTH_SETTINGS, googleClientId: TEST_GOOGLE_CLIENT_ID };

  beforeAll(async () => {
    keys = await createGoogleTestKeys();
  });

  it('reads who the person is from a genuine credential', async () => {
    const verify = await createGoogleCredentialVerifier(
      { ...settings, googleKeySet: { file: keys.file } },
      () => now,
    );
    const credential = await keys.credential(
      { sub: '42', email: 'ann@gmail.com', email_verified: false, family_name: 'Lee' },
      { at: now },
    );

    expect(await verify?.(credential)).toEqual({
      subject: '42',
      email: 'ann@gmail.com',
      emailVerified: false,
      givenName: null,
      familyName: 'Lee',
    });
  });

  it('answers 503 when the key set cannot be fetched, rather than calling the credential bad', async () => {
    // Port 9 (discard) on this machine: nothing answers there.
    const verify = await createGoogleCredentialVerifier(
      { ...settings, googleKeySet: { url: 'http://127.0.0.1:9/keys.json' } },
      () => now,
    );
    const credential = await keys.credential({ sub: '42' }, { at: now });

    await expect(verify?.(credential)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    });
  });

  it('is off without a client id', async () => {
    expect(await createGoogleCredentialVerifier(TEST_AUTH_SETTINGS, () => now)).toBeNull();
  });
});
