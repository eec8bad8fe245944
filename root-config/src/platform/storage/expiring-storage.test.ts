import { ANALYTICS_STORAGE_EXPIRY_MS } from '@betshell/domain';
import { createExpiringStorage } from './expiring-storage';

describe('storage with expiry', () => {
  let now = 1_000;
  const logged: string[] = [];
  const local = createExpiringStorage(
    () => window.localStorage,
    () => now,
    (message) => logged.push(message),
  );

  beforeEach(() => {
    window.localStorage.clear();
    logged.length = 0;
    now = 1_000;
  });

  it('keeps a value for a day, then forgets it', () => {
    local.set('authTryCounter', '2', { expiresInMs: ANALYTICS_STORAGE_EXPIRY_MS });
    now += ANALYTICS_STORAGE_EXPIRY_MS - 1;
    expect(local.get('authTryCounter')).toBe('2');
    now += 1;
    expect(local.get('authTryCounter')).toBeUndefined();
    expect(window.localStorage.getItem('authTryCounter')).toBeNull();
  });

  it('keeps a value without expiry for good, and removes it when asked', () => {
    local.set('hasDone', '1');
    now = Number.MAX_SAFE_INTEGER;
    expect(local.get('hasDone')).toBe('1');
    local.remove('hasDone');
    expect(local.get('hasDone')).toBeUndefined();
  });

  it('reads a value stored before this format as it is', () => {
    window.localStorage.setItem('legacy', 'plain');
    expect(local.get('legacy')).toBe('plain');
  });

  it('logs storage that cannot be used instead of throwing', () => {
    const forbidden = createExpiringStorage(
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      () => now,
      (message) => logged.push(message),
    );
    expect(() => forbidden.set('a', 'b')).not.toThrow();
    expect(forbidden.get('a')).toBeUndefined();
    expect(logged).toEqual(['storage could not be written', 'storage could not be read']);
  });
});
