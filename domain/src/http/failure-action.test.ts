import type { HttpAnswer } from './http-failure';
import { failureAction, type FailureContext, type Recovery } from './failure-action';

const answer = (status: number, error?: object): HttpAnswer => ({
  kind: 'response',
  status,
  body: error === undefined ? {} : { error: { message: 'refused', ...error } },
});
const context = (recovered: Recovery[] = [], authorised = true): FailureContext => ({
  recovered,
  authorised,
});

describe('what the HTTP client does with a failed call', () => {
  it.each([
    ['a 401', answer(401, { code: 'UNAUTHORISED' }), { kind: 'refresh-token' }],
    [
      'a 400 with captcha code 100',
      answer(400, { code: 100 }),
      { kind: 'solve-captcha', code: 100 },
    ],
    [
      'a 400 with captcha code 111',
      answer(400, { code: 111 }),
      { kind: 'solve-captcha', code: 111 },
    ],
    [
      'a 400 with captcha code 112',
      answer(400, { code: 112 }),
      { kind: 'solve-captcha', code: 112 },
    ],
    [
      'a 400 with captcha code 113 as digits',
      answer(400, { code: '113' }),
      { kind: 'solve-captcha', code: 113 },
    ],
    [
      'a 400 with the fingerprint code',
      answer(400, { code: 120 }),
      { kind: 'refresh-fingerprint' },
    ],
    [
      'a 451 with exception_code 1',
      answer(451, { code: 'TERMS', details: { exception_code: 1 } }),
      { kind: 'confirm-terms' },
    ],
    ['a 400 with another code', answer(400, { code: 'BAD_REQUEST' }), { kind: 'fail' }],
    ['a 400 with captcha code 114', answer(400, { code: 114 }), { kind: 'fail' }],
    ['a 403 with a captcha code', answer(403, { code: 111 }), { kind: 'fail' }],
    [
      'a 451 with another exception_code',
      answer(451, { code: 'X', details: { exception_code: 2 } }),
      { kind: 'fail' },
    ],
    ['a 451 without an error body', answer(451), { kind: 'fail' }],
    ['a 500', answer(500, { code: 'INTERNAL' }), { kind: 'fail' }],
    ['no answer', { kind: 'network' } as const, { kind: 'fail' }],
    ['a cancelled call', { kind: 'cancelled' } as const, { kind: 'fail' }],
  ])('%s: %j', (_situation, failed, action) => {
    expect(failureAction(failed, context())).toEqual(action);
  });

  it.each([
    ['a second 401', answer(401), ['token'] as Recovery[]],
    ['a second captcha code', answer(400, { code: 111 }), ['captcha'] as Recovery[]],
    ['a second fingerprint code', answer(400, { code: 120 }), ['fingerprint'] as Recovery[]],
  ])('gives up on %s after its recovery', (_situation, failed, recovered) => {
    expect(failureAction(failed, context(recovered))).toEqual({ kind: 'fail' });
  });

  it('still recovers from another cause after one recovery', () => {
    expect(failureAction(answer(400, { code: 111 }), context(['token']))).toEqual({
      kind: 'solve-captcha',
      code: 111,
    });
  });

  it('sends only a signed-in player to confirm the terms', () => {
    const terms = answer(451, { code: 'TERMS', details: { exception_code: 1 } });
    expect(failureAction(terms, context([], false))).toEqual({ kind: 'fail' });
  });
});
