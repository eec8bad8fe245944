import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { passwordProblem } from '@betshell/domain/auth';
import { ApiError } from '../http/api-error';

/** decisions.md: passwords are hashed with argon2id (OWASP's parameters, the library's defaults). */
export function hashPassword(password: string): Promise<string> {
  // 2 is Algorithm.Argon2id, a const enum that isolated modules cannot read.
  return hash(password, { algorithm: 2 });
}

/**
 * A hash of a password nobody has, verified when the account tried does not exist, so that a
 * wrong login takes as long as a wrong password and does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (hashed === null) {
    decoyHash ??= hashPassword('decoy-password-0');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

const MESSAGES = {
  'too-short': 'The password must have at least 8 characters',
  'too-long': 'The password must have at most 128 characters',
  'too-simple': 'The password must have at least one letter and one digit',
} as const;

/** 400 WEAK_PASSWORD unless the password passes the domain's rule. */
export function assertPasswordAcceptable(password: string): void {
  const problem = passwordProblem(password);
  if (problem !== null) throw new ApiError(400, 'WEAK_PASSWORD', MESSAGES[problem], { problem });
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A one-click password: 10 characters without look-alikes (0/O, 1/l), at least one letter and one
 * digit, so that a player can copy it from the image the browser makes.
 */
export function generatePassword(): string {
  const alphabet = LETTERS + DIGITS;
  const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]);
  chars.push(LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
