import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * `compile` run on the first call instead of at once. Fastify compiles every route's validators and
 * serializers while the app starts: most of a start's work, paid again by every test file that
 * builds an app, for routes that test never calls. Compiled on first use, a start costs what it
 * serves. A validator's `errors` (ajv reports them there) stay readable on the wrapper.
 */
export function compiledOnFirstUse<Fn extends (...args: never[]) => unknown>(
  compile: () => Fn,
): Fn {
  let compiled: Fn | undefined;
  const first = function (this: unknown, ...args: Parameters<Fn>): unknown {
    compiled ??= compile();
    const result = compiled.apply(this, args);
    (first as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors;
    return result;
  };
  return first as unknown as Fn;
}

/** Fastify's own compilers (ajv, fast-json-stringify), each route's compiled on first use. */
export const compilersOnFirstUse: CompilersFactory = {
  buildValidator: (externalSchemas, options) => {
    const compile = AjvCompiler()(externalSchemas, options);
    return (route) => compiledOnFirstUse(() => compile(route));
  },
  buildSerializer: (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (route) => compiledOnFirstUse(() => compile(route));
  },
};
