import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import type { BrowserContext } from '@playwright/test';
import { oneClickRegistration } from './one-click-registration';

/** A player the journey registered through the real sign-in API, signed in in its browser. */
export interface SignedInPlayer {
  readonly userId: number;
  readonly login: string;
  readonly password: string;
}

interface OneClickAnswer {
  readonly userId: number;
  readonly login: string;
  readonly password: string;
}

/**
 * Registers a new one-click player and signs the browser context in, as the site's own client
 * would: the session page sets the CSRF cookies, a fingerprint token is fetched, registration sets
 * the HttpOnly session cookie, and the token from /web-api/user/gettoken goes into `user_token`
 * (spec/shell.md section 7). `context.request` shares the context's cookies, so the page opened
 * next is signed in. Journeys about the sign-in forms themselves use the forms instead.
 */
export async function signInNewPlayer(
  context: BrowserContext,
  baseURL: string,
): Promise<SignedInPlayer> {
  const api = context.request;
  const checked = async <T>(what: string, response: Awaited<ReturnType<typeof api.get>>) => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  await checked('session', await api.get(`${baseURL}/web-api/session`));
  const csrf = (await context.cookies(baseURL)).find((cookie) => cookie.name === CSRF_COOKIE);
  if (csrf === undefined) throw new Error(`the session page set no ${CSRF_COOKIE} cookie`);
  const fingerprint = await checked<{ token: string }>(
    'fingerprint',
    await api.post(`${baseURL}/web-api/fingerprint`, {
      headers: { [CSRF_HEADER]: csrf.value },
      data: { componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' } },
    }),
  );
  const player = await checked<OneClickAnswer>(
    'one-click registration',
    await api.post(`${baseURL}/auth-api/v1/register`, {
      headers: { [CSRF_HEADER]: csrf.value, [FINGERPRINT_HEADER]: fingerprint.token },
      data: oneClickRegistration(1),
    }),
  );
  const { data } = await checked<{ data: { token: string } }>(
    'token',
    await api.get(`${baseURL}/web-api/user/gettoken?force_refresh=true`),
  );
  const payload = JSON.parse(
    Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { exp: number };
  await context.addCookies([
    { name: 'user_token', value: data.token, url: baseURL, expires: payload.exp },
  ]);
  return { userId: player.userId, login: player.login, password: player.password };
}
