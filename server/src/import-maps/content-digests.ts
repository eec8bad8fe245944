import { createHash } from 'node:crypto';

/** The 10 hex digits that name a built file or a release by its content. */
export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** Subresource integrity of the exact bytes served (sha384, as SystemJS and browsers check it). */
export function integrityOf(content: string | Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

const STRENGTH = { sha256: 1, sha384: 2, sha512: 3 } as const;
type Algorithm = keyof typeof STRENGTH;
const TOKEN = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;

/**
 * Whether `content` matches an integrity value the way a browser decides it (Subresource Integrity
 * section 3.3.5): only the strongest algorithm listed counts, and any of its hashes may match.
 * Answers null when the value holds no hash a browser would use.
 */
export function matchesIntegrity(content: Buffer, integrity: string): boolean | null {
  const tokens = integrity
    .split(/\s+/)
    .map((token) => TOKEN.exec(token.replace(/\?.*$/, '')))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ algorithm: match[1] as Algorithm, digest: match[2] as string }));
  if (tokens.length === 0) return null;
  const strongest = Math.max(...tokens.map((token) => STRENGTH[token.algorithm]));
  return tokens
    .filter((token) => STRENGTH[token.algorithm] === strongest)
    .some((token) => createHash(token.algorithm).update(content).digest('base64') === token.digest);
}
