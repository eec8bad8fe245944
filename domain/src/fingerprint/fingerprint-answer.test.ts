import { fingerprintOfAnswer } from './fingerprint-answer';

const NOW = Date.UTC(2026, 0, 1);
const complete = { token: 'fp-1', expiresAt: '2026-01-02T00:00:00.000Z', data: { ua: 'x' } };

describe('the fingerprint answer', () => {
  it('gives the token and its expiry', () => {
    expect(fingerprintOfAnswer(complete, NOW)).toEqual({
      token: 'fp-1',
      expiresAtMs: Date.UTC(2026, 0, 2),
    });
  });

  it('reads an expiry given as epoch seconds or milliseconds', () => {
    const at = Date.UTC(2026, 0, 2);
    expect(fingerprintOfAnswer({ ...complete, expiresAt: at / 1000 }, NOW)?.expiresAtMs).toBe(at);
    expect(fingerprintOfAnswer({ ...complete, expiresAt: at }, NOW)?.expiresAtMs).toBe(at);
  });

  it.each([
    ['no token', { ...complete, token: undefined }],
    ['an empty token', { ...complete, token: '' }],
    ['no expiresAt', { ...complete, expiresAt: undefined }],
    ['an expiresAt that is no date', { ...complete, expiresAt: 'tomorrow' }],
    ['no data', { ...complete, data: undefined }],
    ['a null data', { ...complete, data: null }],
    ['an expiry already past', { ...complete, expiresAt: '2025-12-31T23:59:59.000Z' }],
    ['no object', 'fp-1'],
  ])('is no fingerprint with %s', (_case, answer) => {
    expect(fingerprintOfAnswer(answer, NOW)).toBeNull();
  });
});
