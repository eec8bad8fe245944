import {
  HTTP_FAILURE_MESSAGE_KEYS,
  errorBodyOf,
  failureOf,
  isHttpFailure,
  isRetryableServiceFailure,
  isStateChangingMethod,
  type HttpAnswer,
} from './http-failure';

const response = (status: number, body: unknown = {}): HttpAnswer => ({
  kind: 'response',
  status,
  body,
});

describe('an error body', () => {
  it('is read when it has the shape of decisions.md', () => {
    expect(errorBodyOf({ error: { code: 111, message: 'Solve the captcha' } })).toEqual({
      code: 111,
      message: 'Solve the captcha',
    });
    expect(
      errorBodyOf({ error: { code: 'TERMS', message: 'Confirm', details: { exception_code: 1 } } }),
    ).toEqual({ code: 'TERMS', message: 'Confirm', details: { exception_code: 1 } });
  });

  it.each([
    [null],
    ['text'],
    [{}],
    [{ error: 'x' }],
    [{ error: { code: 1 } }],
    [{ error: { message: 'm' } }],
  ])('is absent from %j', (body) => {
    expect(errorBodyOf(body)).toBeNull();
  });
});

describe('the failure a call ends with', () => {
  it('has the network error status when nothing answered', () => {
    expect(failureOf({ kind: 'network' })).toEqual({
      status: 'network-error',
      code: 0,
      message: 'Network error',
      messageKey: 'http_error_network_error',
    });
  });

  it('has status close and code 499 when cancelled', () => {
    expect(failureOf({ kind: 'cancelled' })).toMatchObject({ status: 'close', code: 499 });
  });

  it("carries the status and the body's code, message and details of an answer", () => {
    expect(
      failureOf(response(400, { error: { code: 'BAD', message: 'No', details: [1] } })),
    ).toEqual({
      status: 'http-error',
      code: 400,
      errorCode: 'BAD',
      message: 'No',
      details: [1],
      messageKey: 'http_error_request',
    });
    expect(failureOf(response(502, '<html>'))).toEqual({
      status: 'http-error',
      code: 502,
      message: 'HTTP 502',
      messageKey: 'http_error_server',
    });
  });

  it.each([
    [401, 'http_error_unauthorised'],
    [403, 'http_error_forbidden'],
    [404, 'http_error_request'],
    [429, 'http_error_too_many_requests'],
    [503, 'http_error_server'],
  ])('names a text for the player for a %i', (status, key) => {
    expect(failureOf(response(status)).messageKey).toBe(key);
  });

  it('takes the status a recovery decided, with its own text', () => {
    expect(
      failureOf(response(400, { error: { code: 111, message: 'm' } }), 'captcha-unavailable'),
    ).toMatchObject({
      status: 'captcha-unavailable',
      code: 400,
      errorCode: 111,
      messageKey: 'http_error_captcha_unavailable',
    });
  });

  it('names only texts the runtime dictionaries hold', () => {
    const answers: HttpAnswer[] = [
      { kind: 'network' },
      { kind: 'cancelled' },
      ...[400, 401, 403, 404, 429, 451, 500, 503].map((status) => response(status)),
    ];
    const statuses = [
      undefined,
      'captcha-unavailable',
      'captcha-declined',
      'terms-to-confirm',
    ] as const;
    for (const answer of answers) {
      for (const status of statuses) {
        expect(HTTP_FAILURE_MESSAGE_KEYS).toContain(failureOf(answer, status).messageKey);
      }
    }
  });

  it('is told from other errors', () => {
    expect(isHttpFailure(failureOf({ kind: 'network' }))).toBe(true);
    expect(isHttpFailure(new Error('boom'))).toBe(false);
    expect(isHttpFailure({ status: 'fine', code: 200 })).toBe(false);
  });
});

describe('retrying a failed call to the redirect or block service', () => {
  it.each([
    ['no answer', failureOf({ kind: 'network' }), true],
    ['a 500', failureOf(response(500)), true],
    ['a 503', failureOf(response(503)), true],
    ['a 408', failureOf(response(408)), true],
    ['a 429', failureOf(response(429)), true],
    ['a 400', failureOf(response(400)), false],
    ['a 404', failureOf(response(404)), false],
    ['a cancel', failureOf({ kind: 'cancelled' }), false],
    ['an error that is no HTTP failure', new TypeError('bad JSON'), true],
  ])('after %s: %s', (_situation, error, retried) => {
    expect(isRetryableServiceFailure(error)).toBe(retried);
  });
});

describe('a call that changes state', () => {
  it.each([
    ['POST', true],
    ['put', true],
    ['PATCH', true],
    ['DELETE', true],
    ['GET', false],
    ['head', false],
    ['OPTIONS', false],
    [undefined, false],
  ])('%s: %s', (method, changes) => {
    expect(isStateChangingMethod(method)).toBe(changes);
  });
});
