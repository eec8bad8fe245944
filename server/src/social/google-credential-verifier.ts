import { readFile } from 'node:fs/promises';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { ApiError } from '../http/api-error';
import type { AuthSettings } from '../auth/auth-settings';
import type { Clock } from '../auth/clock';

/** Who a verified Google credential says the person is. */
export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

export type GoogleCredentialVerifier = (credential: string) => Promise<GoogleIdentity>;

/**
 * decisions.md: the one-tap credential (an ID token) is verified against a configured key set,
 * issuer and audience (GOOGLE_JWKS_URL or GOOGLE_JWKS_FILE, GOOGLE_ISSUERS, GOOGLE_CLIENT_ID), so
 * tests sign credentials with a local key set. Null when no client id is configured: one-tap is off.
 */
export async function createGoogleCredentialVerifier(
  settings: AuthSettings,
  clock: Clock,
): Promise<GoogleCredentialVerifier | null> {
  const audience = settings.googleClientId;
  if (audience === undefined) return null;
  const keySet: JWTVerifyGetKey =
    'file' in settings.googleKeySet
      ? createLocalJWKSet(
          JSON.parse(await readFile(settings.googleKeySet.file, 'utf8')) as JSONWebKeySet,
        )
      : createRemoteJWKSet(new URL(settings.googleKeySet.url));
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keySet, {
        issuer: [...settings.googleIssuers],
        audience,
        currentDate: clock(),
        algorithms: ['RS256', 'ES256'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new errors.JWTInvalid('no sub');
      const text = (name: string) => {
        const value = payload[name];
        return typeof value === 'string' ? value : null;
      };
      return {
        subject: payload.sub,
        email: text('email'),
        emailVerified: payload['email_verified'] === true,
        givenName: text('given_name'),
        familyName: text('family_name'),
      };
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        // The key set is out of reach (GOOGLE_JWKS_URL): the credential may well be genuine.
        throw new ApiError(
          503,
          'SOCIAL_PROVIDER_UNAVAILABLE',
          'Google sign-in cannot be checked right now: try again later',
        );
      }
      throw new ApiError(
        400,
        'INVALID_SOCIAL_CREDENTIAL',
        'The Google credential cannot be verified',
        {
          reason: error.code,
        },
      );
    }
  };
}
