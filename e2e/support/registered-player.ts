import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { oneClickRegistration } from './one-click-registration';

/** A player registered through the real API, in a request context of its own. */
export interface RegisteredPlayer {
  readonly userId: number;
  readonly login: string;
  readonly password: string;
}

async function checked<T>(what: string, response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The headers a write of the sign-in API needs, for a request context: the CSRF cookie's value
 * (set by any answer) and a fingerprint token (docs/sign-in.md).
 */
export async function signInHeaders(
  api: APIRequestContext,
  baseURL: string,
): Promise<Record<string, string>> {
  await checked('session', await api.get(`${baseURL}/web-api/session`));
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === CSRF_COOKIE);
  if (csrf === undefined) throw new Error(`the session page set no ${CSRF_COOKIE} cookie`);
  const fingerprint = await checked<{ token: string }>(
    'fingerprint',
    await api.post(`${baseURL}/web-api/fingerprint`, {
      headers: { [CSRF_HEADER]: csrf.value },
      data: { componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' } },
    }),
  );
  return { [CSRF_HEADER]: csrf.value, [FINGERPRINT_HEADER]: fingerprint.token };
}

/**
 * Registers a one-click player without signing any browser in: the journey then signs in through
 * the forms with the login and password the registration answered.
 */
export async function registerOneClickPlayer(baseURL: string): Promise<RegisteredPlayer> {
  const api = await request.newContext();
  try {
    const headers = await signInHeaders(api, baseURL);
    return await checked<RegisteredPlayer>(
      'one-click registration',
      await api.post(`${baseURL}/auth-api/v1/register`, {
        headers,
        data: oneClickRegistration(),
      }),
    );
  } finally {
    await api.dispose();
  }
}
