import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import type { BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** What POST /web-api/payments/deposit answered. */
export interface DepositAnswer {
  readonly status: number;
  readonly body: { redirectUrl?: string; error?: { code: string; message: string } };
}

/**
 * The payments calls as the site's client makes them for the signed-in browser context: the
 * session page's CSRF cookie and a fingerprint token on every write (spec/shell.md section 7).
 */
export async function paymentsApi(context: BrowserContext, baseURL: string) {
  const api = context.request;
  await api.get(`${baseURL}/web-api/session`);
  const csrf = (await context.cookies(baseURL)).find((cookie) => cookie.name === CSRF_COOKIE);
  if (csrf === undefined) throw new Error(`the session page set no ${CSRF_COOKIE} cookie`);
  const fingerprint = await api.post(`${baseURL}/web-api/fingerprint`, {
    headers: { [CSRF_HEADER]: csrf.value },
    data: { componentsData: { screen: '1920x1080', timezone: 'Europe/Moscow' } },
  });
  const { token } = (await fingerprint.json()) as { token: string };
  return {
    /** Starts a deposit of the active account; a started one answers the provider's page. */
    async deposit(amountMinor: number): Promise<DepositAnswer> {
      const answer = await api.post(`${baseURL}/web-api/payments/deposit`, {
        headers: { [CSRF_HEADER]: csrf.value, [FINGERPRINT_HEADER]: token },
        data: { amountMinor, idempotencyKey: randomUUID(), lng: 'en' },
      });
      return { status: answer.status(), body: (await answer.json()) as DepositAnswer['body'] };
    },
  };
}
