import { createHash, randomBytes, randomInt } from 'node:crypto';

/** SHA-256 of a random token or code, as stored: a copy of a table reveals none of them. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 256 random bits, url-safe: session cookies, links, fingerprint and transfer tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A code of `length` random digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
