import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * Validates requests with TypeBox itself instead of Fastify's default ajv set-up, which coerces
 * bodies (`["/ru/a"]` -> "/ru/a", "true" -> true) and silently drops the properties a schema does
 * not allow. Where that would turn a mistake into an answer (an operator's `userAgent` for
 * `userAgentPattern` would add a rule that blocks everyone), a plugin sets this compiler for its own
 * routes. Bodies are checked as sent; query strings and path parameters, which are text, are
 * converted first.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  return (value: unknown) => {
    const candidate = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (validator.Check(candidate)) return { value: candidate };
    const errors: FastifySchemaValidationError[] = validator.Errors(candidate);
    return { error: errors };
  };
};
