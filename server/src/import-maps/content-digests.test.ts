import { createHash } from 'node:crypto';
import { contentHash, integrityOf, matchesIntegrity } from './content-digests';

const content = Buffer.from('System.register([], function () {});\n');
const digest = (algorithm: string, bytes: Buffer) =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

describe('content digests', () => {
  it('name a file by ten hex digits of its sha256 and give its sha384 integrity', () => {
    expect(contentHash(content)).toMatch(/^[0-9a-f]{10}$/);
    expect(integrityOf(content)).toBe(digest('sha384', content));
  });

  it('match the integrity of the exact bytes only', () => {
    expect(matchesIntegrity(content, integrityOf(content))).toBe(true);
    expect(matchesIntegrity(Buffer.concat([content, Buffer.from(' ')]), integrityOf(content))).toBe(
      false,
    );
  });

  it('count only the strongest algorithm listed, as a browser does', () => {
    const other = Buffer.from('other');
    expect(
      matchesIntegrity(content, `${digest('sha256', content)} ${digest('sha512', other)}`),
    ).toBe(false);
    expect(
      matchesIntegrity(content, `${digest('sha256', other)} ${digest('sha512', content)}`),
    ).toBe(true);
    expect(
      matchesIntegrity(content, `${digest('sha384', other)} ${digest('sha384', content)}`),
    ).toBe(true);
  });

  it('answer null for a value that holds no hash a browser uses', () => {
    expect(matchesIntegrity(content, 'md5-abc')).toBeNull();
    expect(matchesIntegrity(content, '')).toBeNull();
  });
});
