import { isDatabaseUnavailable } from './database-unavailable';

const error = (fields: object) =>
  Object.assign(new Error(String((fields as { message?: string }).message ?? 'x')), fields);

describe('a database that is out of reach', () => {
  it('is told by socket errors, server shutdowns and connection exceptions', () => {
    expect(isDatabaseUnavailable(error({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(error({ code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(error({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(error({ code: '08006' }))).toBe(true);
  });

  it("is told by pg's messages for a dropped or slow connection", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('is not a wrong query, a broken constraint or a bug', () => {
    expect(isDatabaseUnavailable(error({ code: '23505', message: 'duplicate key' }))).toBe(false);
    expect(
      isDatabaseUnavailable(error({ code: '42P01', message: 'relation does not exist' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
