import { ErrorBodySchema } from '@betshell/api-contract';
import type { Static } from 'typebox';

export { ErrorBodySchema };

export type ErrorBody = Static<typeof ErrorBodySchema>;

export function errorBody(code: string | number, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
