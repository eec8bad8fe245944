import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a payment provider signs the callback it sends the site, and how the site checks it: the
 * hex HMAC-SHA256, with the secret both sides share, of `<timestamp>.<body>`, where the timestamp
 * is the Unix time in seconds the provider sent it at and the body the exact bytes sent.
 */
export const CALLBACK_TIMESTAMP_HEADER = 'x-payment-timestamp';
export const CALLBACK_SIGNATURE_HEADER = 'x-payment-signature';

/** A callback older or newer than this is refused: a captured one cannot be sent days later. */
export const CALLBACK_WINDOW_SECONDS = 300;

/** The shared secret must resist guessing, as the JWT key does: at least 256 bits. */
export const CALLBACK_SECRET_MIN_LENGTH = 32;

export function signCallback(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type CallbackSignatureProblem = 'missing' | 'timestamp-out-of-window' | 'bad-signature';

/** Why a callback's signature is not to be trusted, or null when it is. */
export function callbackSignatureProblem(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  now: Date,
): CallbackSignatureProblem | null {
  const { timestamp, signature } = headers;
  if (timestamp === undefined || signature === undefined || !/^\d{1,12}$/.test(timestamp)) {
    return 'missing';
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_WINDOW_SECONDS) {
    return 'timestamp-out-of-window';
  }
  const expected = Buffer.from(signCallback(secret, Number(timestamp), body), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : 'bad-signature';
}
