import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token for the operator API when OPS_TOKEN is not set: 256 random bits. */
export function generateOpsToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when an Authorization header carries `Bearer <token>`. The comparison takes the same time
 * wherever the first wrong character is, and whatever the length sent (both sides are hashed to
 * the same length first), so the token cannot be guessed a character at a time.
 */
export function isOpsBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const sent = match?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token)) && sent !== '';
}
