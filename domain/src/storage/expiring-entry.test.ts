import { expiringEntry, valueOfEntry } from './expiring-entry';

describe('a stored entry', () => {
  it('gives its value until it expires, and nothing from then on', () => {
    const stored = expiringEntry('3', 2_000);
    expect(valueOfEntry(stored, 1_999)).toBe('3');
    expect(valueOfEntry(stored, 2_000)).toBeUndefined();
  });

  it('without an expiry gives its value for good', () => {
    expect(valueOfEntry(expiringEntry('hello'), Number.MAX_SAFE_INTEGER)).toBe('hello');
  });

  it('is absent when nothing is stored', () => {
    expect(valueOfEntry(null, 0)).toBeUndefined();
  });

  it.each([['plain text'], ['42'], ['{"other":"shape"}'], ['null']])(
    'written in another format (%s) is its own value',
    (stored) => {
      expect(valueOfEntry(stored, 0)).toBe(stored);
    },
  );

  it('with an unreadable expiry counts as expired', () => {
    expect(valueOfEntry('{"value":"x","expiresAt":"tomorrow"}', 0)).toBeUndefined();
  });
});
