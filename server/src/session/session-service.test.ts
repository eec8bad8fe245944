import { createHash } from 'node:crypto';
import { randomToken } from '../auth/hash-secret';
import { sessionIdOf } from './session-service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sessionIdOf', () => {
  it('answers the SHA-256 of each token, the same when asked again', () => {
    const first = randomToken();
    const second = randomToken();
    expect(sessionIdOf(first)).toBe(sha256(first));
    expect(sessionIdOf(second)).toBe(sha256(second));
    expect(sessionIdOf(first)).toBe(sha256(first));
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
  });

  it('hashes a cookie longer than the server issues without remembering it, still correctly', () => {
    const long = 'x'.repeat(5_000);
    expect(sessionIdOf(long)).toBe(sha256(long));
    expect(sessionIdOf(`${long}y`)).toBe(sha256(`${long}y`));
  });
});
