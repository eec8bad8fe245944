import { request } from '@playwright/test';
import { journeySite, opsToken } from '../site-under-test';

/**
 * The newest message the outbox holds for a phone or e-mail, read through the operator API as
 * `npm run ops -- outbox --to` does (docs/sign-in.md); waits a little for it to arrive.
 */
export async function latestOutboxBody(recipient: string, after?: string): Promise<string> {
  const api = await request.newContext();
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await api.get(`${journeySite().baseURL}/ops-api/v1/outbox`, {
        params: { recipient, limit: 1 },
        headers: { authorization: `Bearer ${opsToken}` },
      });
      const { messages } = (await answer.json()) as { messages: { body: string }[] };
      const body = messages[0]?.body;
      if (body !== undefined && body !== after) return body;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no new outbox message for ${recipient}`);
  } finally {
    await api.dispose();
  }
}

/** The six-digit code of the newest SMS to a phone. */
export async function latestSmsCode(phone: string, after?: string): Promise<string> {
  const body = await latestOutboxBody(phone, after);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error(`no code in the SMS to ${phone}: ${body}`);
  return code;
}

/** The site path of the newest e-mailed link (`/{lng}/user/...?token=`, the letter's language). */
export async function latestEmailLink(email: string): Promise<string> {
  const body = await latestOutboxBody(email);
  const link = /(\/[a-z]{2}\/user\/[a-z]+\?token=[\w-]+)/.exec(body)?.[1];
  if (link === undefined) throw new Error(`no link in the e-mail to ${email}: ${body}`);
  return link;
}

/** A phone and an e-mail no other journey of the run uses. */
export function freshContacts(): { phone: string; email: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { phone: `+7999${digits}`, email: `player-${Date.now()}-${digits}@example.com` };
}
