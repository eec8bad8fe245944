import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export interface GoogleTestKeys {
  /** A key set file for GOOGLE_JWKS_FILE. */
  readonly file: string;
  /** A credential as Google's one-tap would hand it to the browser. */
  credential(claims: Record<string, unknown>, options?: CredentialOptions): Promise<string>;
  /** The same, signed with a key that is not in the set. */
  forged(claims: Record<string, unknown>, options?: CredentialOptions): Promise<string>;
}

/** `at`: the instant the credential is issued (the app's test clock), an hour before it expires. */
export interface CredentialOptions {
  readonly audience?: string;
  readonly issuer?: string;
  readonly at?: Date;
  readonly lifetimeSeconds?: number;
}

const seconds = (options: CredentialOptions) =>
  Math.floor((options.at ?? new Date()).getTime() / 1000);

/** A local key set standing in for Google's (decisions.md: tests use a local key set). */
export async function createGoogleTestKeys(): Promise<GoogleTestKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const file = join(await mkdtemp(join(tmpdir(), 'betshell-google-')), 'jwks.json');
  await writeFile(file, JSON.stringify({ keys: [jwk] }));
  const sign = (key: CryptoKey, claims: Record<string, unknown>, options: CredentialOptions = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setIssuedAt(seconds(options))
      .setExpirationTime(seconds(options) + (options.lifetimeSeconds ?? 3600))
      .sign(key);
  return {
    file,
    credential: (claims, options) => sign(privateKey, claims, options),
    forged: (claims, options) => sign(stranger.privateKey, claims, options),
  };
}
