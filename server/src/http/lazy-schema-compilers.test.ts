import Fastify from 'fastify';
import { compiledOnFirstUse, compilersOnFirstUse } from './lazy-schema-compilers';

describe('compiledOnFirstUse', () => {
  it('compiles nothing until the first call, then once, and answers as the compiled function', () => {
    const compile = jest.fn(() => (n: number) => n * 2);
    const double = compiledOnFirstUse(compile);

    expect(compile).not.toHaveBeenCalled();
    expect(double(2)).toBe(4);
    expect(double(5)).toBe(10);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it("keeps a validator's errors readable on the wrapper, as Fastify reads ajv's", () => {
    const compiled = compiledOnFirstUse(() => {
      const checking = Object.assign(
        (value: unknown) => {
          checking.errors = value === 1 ? null : [{ message: 'must be 1' }];
          return checking.errors === null;
        },
        { errors: null as readonly object[] | null },
      );
      return checking;
    });

    expect(compiled(2)).toBe(false);
    expect((compiled as unknown as { errors: unknown }).errors).toEqual([{ message: 'must be 1' }]);
    expect(compiled(1)).toBe(true);
    expect((compiled as unknown as { errors: unknown }).errors).toBeNull();
  });
});

describe("Fastify's compilers, on first use", () => {
  const app = Fastify({ schemaController: { compilersFactory: compilersOnFirstUse } });
  app.get(
    '/sum',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { a: { type: 'integer' } },
          required: ['a'],
        },
        response: {
          200: { type: 'object', properties: { sum: { type: 'integer' } } },
        },
      },
    },
    (request) => ({ sum: (request.query as { a: number }).a + 1, secret: 'dropped' }),
  );
  afterAll(() => app.close());

  it('validate requests and serialize answers as the eager ones do', async () => {
    const ok = await app.inject('/sum?a=2');
    const bad = await app.inject('/sum?a=x');

    expect(ok.json()).toEqual({ sum: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'querystring/a must be integer' });
  });
});
