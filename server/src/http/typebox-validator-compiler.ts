import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { LRUCache } from 'lru-cache';
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
  // Compiled on the first request, like Fastify's own compilers here (lazy-schema-compilers.ts).
  let compiled: ReturnType<typeof Compile<TSchema>> | undefined;
  const validator = () => (compiled ??= Compile(schema));
  // Value.Convert walks the schema afresh at each call, the largest cost of a light GET (the
  // token's `?force_refresh=true`). It depends on the text sent only, and the same few query
  // strings come again and again: each route part keeps the conversions it has made, and every
  // caller gets a copy of its own. Long texts are converted each time, so the memory stays small.
  const converted = new LRUCache<string, { value: unknown; flat: boolean }>({ max: 1_000 });
  const convert = (value: unknown): unknown => {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined || text.length > 1_000) return Value.Convert(schema, value);
    let known = converted.get(text);
    if (known === undefined) {
      const result = Value.Convert(schema, value);
      known = { value: result, flat: isFlatRecord(result) };
      converted.set(text, known);
    }
    // A query of plain values (the usual case) is copied by a spread, far cheaper per request
    // than structuredClone; anything nested is cloned in full.
    return known.flat ? { ...(known.value as object) } : structuredClone(known.value);
  };
  return (value: unknown) => {
    const candidate = httpPart === 'body' ? value : convert(value);
    if (validator().Check(candidate)) return { value: candidate };
    const errors: FastifySchemaValidationError[] = validator().Errors(candidate);
    return { error: errors };
  };
};

/** An object whose own values are all strings, numbers, booleans, null or undefined. */
function isFlatRecord(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((one) => one === null || typeof one !== 'object');
}
