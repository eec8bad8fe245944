import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentOutcome } from '@betshell/domain/accounts';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  signCallback,
} from '../accounts/callback-signature';

/** The demo provider's settings: off unless given (server-env.ts decides by the environment). */
export interface DemoPaySettings {
  /** The secret the provider signs its callbacks with, shared with the site's callback route. */
  readonly secret: string;
  /**
   * The site's callback address the provider posts to (DEMO_PAY_CALLBACK_URL). Absent, the
   * provider sends its callback to this same server in-process, through the same route, headers
   * and signature check as over the network.
   */
  readonly callbackUrl?: string;
}

/** The site's callback path for this provider. */
export const DEMO_PAY_CALLBACK_PATH = '/payment-callbacks/demo-pay';

/** What the provider tells the site about one checkout. */
export interface DemoPayEvent {
  readonly token: string;
  readonly paymentId: number;
  readonly outcome: PaymentOutcome;
  readonly amountMinor: number;
  readonly currency: string;
}

export interface CallbackAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/**
 * The provider's transaction id of a checkout: the same for every callback about it, so the site
 * credits it once however often it is told.
 */
export const demoPayTransactionId = (token: string) =>
  `dp_${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;

/**
 * The provider's side of a payment: signs the event with the shared secret and posts it to the
 * site, as a real provider's server does after the card was charged. Each sending has its own
 * event id and timestamp, so a retry is a new message and only a captured copy is a replay.
 */
export async function sendDemoPayCallback(
  app: FastifyInstance,
  settings: DemoPaySettings,
  event: DemoPayEvent,
  now: Date,
): Promise<CallbackAnswer> {
  const body = JSON.stringify({
    eventId: randomUUID(),
    transactionId: demoPayTransactionId(event.token),
    paymentId: event.paymentId,
    outcome: event.outcome,
    amountMinor: event.amountMinor,
    currency: event.currency,
  });
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    [CALLBACK_TIMESTAMP_HEADER]: String(timestamp),
    [CALLBACK_SIGNATURE_HEADER]: signCallback(settings.secret, timestamp, body),
  };
  if (settings.callbackUrl === undefined) {
    const answer = await app.inject({
      method: 'POST',
      url: DEMO_PAY_CALLBACK_PATH,
      headers,
      payload: body,
    });
    return { statusCode: answer.statusCode, body: answer.body };
  }
  const answer = await fetch(settings.callbackUrl, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { statusCode: answer.status, body: await answer.text() };
}
