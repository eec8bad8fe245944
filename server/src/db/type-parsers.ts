import { parse as parseArray } from 'postgres-array';

/**
 * Type parsers that both backends install, so that a row reads the same on PGlite and PostgreSQL:
 * out of the box pg answers bigint as a string and PGlite as a number (or a BigInt when large), and
 * they disagree on dates in any time zone but UTC.
 */

/** PostgreSQL type oids of the types parsed here. */
const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
const DATE_OID = 1082;

/**
 * bigint (count(*), sums of minor units) as a JavaScript number. A value beyond 2^53 cannot be a
 * real amount or count here, so it is an error rather than a silently rounded number.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The bigint ${text} does not fit a JavaScript number`);
  }
  return value;
}

/** A date is a calendar day (a birth date), not an instant: it stays YYYY-MM-DD. */
function parseDate(text: string): string {
  return text;
}

/** Parsers by type oid; every other type keeps the backend's own parser (they agree). */
export const SHARED_TYPE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8_OID]: parseInt8,
  [INT8_ARRAY_OID]: (text) => parseArray(text, parseInt8),
  [DATE_OID]: parseDate,
};
