import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { opsToken } from '../site-under-test';

/** What a login through the sign-in API answered: its HTTP status and body. */
export interface LoginAnswer {
  readonly status: number;
  readonly body: { success?: boolean; form?: string; userId?: number; error?: { code: string } };
}

/**
 * The sign-in API as the site's own client calls it, for a browser context: the session page sets
 * the CSRF cookie, a fingerprint token is fetched once, and every write carries both headers.
 */
export async function signInApi(context: BrowserContext, baseURL: string) {
  const api: APIRequestContext = context.request;
  await api.get(`${baseURL}/web-api/session`);
  const csrf = (await context.cookies(baseURL)).find((cookie) => cookie.name === CSRF_COOKIE);
  if (csrf === undefined) throw new Error(`the session page set no ${CSRF_COOKIE} cookie`);
  const headers = { [CSRF_HEADER]: csrf.value };
  const fingerprintAnswer = await api.post(`${baseURL}/web-api/fingerprint`, {
    headers,
    data: { componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' } },
  });
  const { token } = (await fingerprintAnswer.json()) as { token: string };
  const writeHeaders = { ...headers, [FINGERPRINT_HEADER]: token };
  return {
    async logIn(body: Record<string, unknown>): Promise<LoginAnswer> {
      const answer = await api.post(`${baseURL}/auth-api/v1/login`, {
        headers: writeHeaders,
        data: body,
      });
      return { status: answer.status(), body: (await answer.json()) as LoginAnswer['body'] };
    },
    async disconnect(): Promise<void> {
      const answer = await api.post(`${baseURL}/auth-api/v1/disconnect`, { headers: writeHeaders });
      if (!answer.ok()) throw new Error(`disconnect: ${answer.status()} ${await answer.text()}`);
    },
    /** The player the session cookie belongs to, or null for a visitor. */
    async sessionUserId(): Promise<number | null> {
      const answer = await api.get(`${baseURL}/web-api/session`);
      const body = (await answer.json()) as { session?: { userId?: number } | null };
      return body.session?.userId ?? null;
    },
  };
}

/** The newest six-digit code the outbox holds for a phone or e-mail (the operator API). */
export async function latestOutboxCode(
  api: APIRequestContext,
  baseURL: string,
  recipient: string,
): Promise<string | null> {
  const answer = await api.get(`${baseURL}/ops-api/v1/outbox`, {
    params: { recipient, limit: 1 },
    headers: { authorization: `Bearer ${opsToken}` },
  });
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? null;
}
